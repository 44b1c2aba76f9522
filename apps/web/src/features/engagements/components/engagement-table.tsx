import { Anchor, Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { ENGAGEMENT_STATUSES, type TEngagementListItem, type TEngagementStatus } from '@statera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ProvisionalBadge } from '../../../components/provisional-badge.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { prefetchWithin } from '../../../lib/prefetch.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { getEngagement } from '../api/get-engagement.ts';

const STATUS_COLORS: Record<TEngagementStatus, string> = {
  preliminary: 'cyan',
  active: 'teal',
  ended: 'gray',
  archived: 'dark',
};

/** The outcome with its percentage, and under it the risk and whether the result is provisional. */
function ResultCell({ row }: { row: TEngagementListItem }) {
  const { t } = useTranslation();
  const a = row.currentAssessment;
  if (!a || a.employed === null || a.selfEmployed === null) return <Text c="dimmed">—</Text>;
  const outcome = a.employed >= a.selfEmployed ? 'employed' : 'selfEmployed';
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`outcome.${outcome}`)} {formatPercent(Math.max(a.employed, a.selfEmployed))}
      </Text>
      <Group gap={4} wrap="wrap">
        <RiskBadge risk={a.riskLevel} size="sm" />
        <ProvisionalBadge status={a.status} size="xs" />
      </Group>
    </Stack>
  );
}

type Props = Omit<DataTableProps<TEngagementListItem>, 'columns' | 'rowKey' | 'rowLabel' | 'rowHref'> & {
  statuses: TEngagementStatus[];
  onStatusesChange: (statuses: string[]) => void;
};

/**
 * The engagement list on the shared DataTable: sortable columns, a status header filter, link per row.
 * Eight columns (the result carries its risk) so that a desktop window shows them all without the
 * table scrolling sideways; a tablet drops company, service, contract and result, a phone shows cards.
 */
export function EngagementTable({ statuses, onStatusesChange, ...rest }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const col = (k: string) => t(`engagements.list.columns.${k}`);
  const columns: DataTableColumn<TEngagementListItem>[] = [
    {
      key: 'engagedIndividual',
      title: col('engagedIndividual'),
      sortable: true,
      sortField: 'engagedIndividualName',
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/engagements/${row.id}`} fw={600}>
          {row.engagedIndividualName}
        </Anchor>
      ),
    },
    {
      key: 'engagedEntity',
      title: col('engagedEntity'),
      sortable: true,
      sortField: 'engagedEntityName',
      render: (row) => row.engagedEntityName,
    },
    {
      key: 'company',
      title: col('company'),
      sortable: true,
      sortField: 'companyName',
      visibleFrom: 'desktop',
      render: (row) => row.company.name,
    },
    {
      key: 'service',
      title: col('service'),
      visibleFrom: 'desktop',
      hideInCard: true,
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.serviceProvided}
        </Text>
      ),
    },
    {
      key: 'contract',
      title: col('contract'),
      sortable: true,
      sortField: 'contractDateStart',
      visibleFrom: 'desktop',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(row.contractDateStart)}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(row.contractDateEnd)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      title: col('status'),
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={t('engagements.list.status')}
          data={ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.engagement.${s}`) }))}
          value={statuses}
          onChange={onStatusesChange}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={220}
        />
      ),
      render: (row) => (
        <Group gap={4} wrap="wrap">
          <Badge color={STATUS_COLORS[row.status]} variant="outline">
            {t(`status.engagement.${row.status}`)}
          </Badge>
          {row.type === 'test' && (
            <Badge color="yellow" variant="light">
              {t('engagementRecords.type.test')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'assessment',
      title: col('assessment'),
      render: (row) =>
        row.currentAssessment ? (
          <AssessmentStatusBadge status={row.currentAssessment.status} notStarted={row.currentAssessment.notStarted} />
        ) : (
          '—'
        ),
    },
    { key: 'result', title: col('result'), render: (row) => <ResultCell row={row} /> },
  ];
  return (
    <DataTable
      {...rest}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagedIndividualName}
      rowHref={(row) => `/engagements/${row.id}`}
      prefetchRow={(row) =>
        void prefetchWithin(queryClient, queryKeys.engagements.detail(row.id), (signal) =>
          getEngagement(row.id, signal),
        )
      }
    />
  );
}
