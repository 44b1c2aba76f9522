import { Anchor, Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  NOT_STARTED_VARIANTS,
  type TAssessmentListItem,
  type TAssessmentListStatus,
  type TAssessmentType,
} from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';

/** Where a row leads: the approver's review screen while it waits for them, else the assessment. */
export const assessmentHref = (row: TAssessmentListItem) =>
  row.abilities.approve ? `/assessments/${row.id}/review` : `/assessments/${row.id}`;

function ResultCell({ row }: { row: TAssessmentListItem }) {
  const { t } = useTranslation();
  const r = row.result;
  if (!r) return <Text c="dimmed">—</Text>;
  const outcome = r.employed >= r.selfEmployed ? 'employed' : 'selfEmployed';
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`outcome.${outcome}`)} {formatPercent(Math.max(r.employed, r.selfEmployed))}
      </Text>
      <Group gap={4} wrap="wrap">
        <RiskBadge risk={r.riskLevel} size="sm" />
        {r.provisional && (
          <Badge size="sm" variant="dot" color="gray">
            {t('assessmentList.provisional')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

type Props = Omit<DataTableProps<TAssessmentListItem>, 'columns' | 'rowKey' | 'rowLabel' | 'rowHref'> & {
  statuses: TAssessmentListStatus[];
  onStatusesChange: (statuses: string[]) => void;
  types: TAssessmentType[];
  onTypesChange: (types: string[]) => void;
};

/** A person's assessments on the shared DataTable: sortable columns, a status header filter, a link per row. */
export function AssessmentListTable({ statuses, onStatusesChange, types, onTypesChange, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`assessmentList.columns.${k}`);
  const statusOptions = [
    ...NOT_STARTED_VARIANTS.map((s) => ({ value: s, label: t(`status.notStarted.${s}`) })),
    ...ASSESSMENT_STATUSES.filter((s) => s !== 'created').map((s) => ({
      value: s,
      label: t(`status.assessment.${s}`),
    })),
  ];
  const columns: DataTableColumn<TAssessmentListItem>[] = [
    {
      key: 'engagedIndividual',
      title: col('engagedIndividual'),
      sortable: true,
      sortField: 'engaged_individual',
      primary: true,
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={assessmentHref(row)} fw={600}>
            {row.engagement.engagedIndividualName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.engagement.engagedEntityName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'company',
      title: col('company'),
      sortable: true,
      sortField: 'company',
      visibleFrom: 'desktop',
      render: (row) => row.engagement.company.name,
    },
    {
      key: 'type',
      title: col('type'),
      visibleFrom: 'desktop',
      filterActive: types.length > 0,
      filter: (
        <MultiSelect
          label={t('assessmentList.typeFilter')}
          data={ASSESSMENT_TYPES.map((v) => ({ value: v, label: t(`status.assessmentType.${v}`) }))}
          value={types}
          onChange={onTypesChange}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
        />
      ),
      render: (row) => t(`status.assessmentType.${row.type}`),
    },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      sortField: 'status',
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={t('assessmentList.statusFilter')}
          data={statusOptions}
          value={statuses}
          onChange={onStatusesChange}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
        />
      ),
      render: (row) => (
        <Group gap={4} wrap="wrap">
          <AssessmentStatusBadge status={row.status} notStarted={row.notStarted} />
          {row.awaitingAnswererAcceptance && (
            <Badge size="sm" color="yellow" variant="outline">
              {t('assessmentList.awaitingAcceptance')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'dueDate',
      title: col('dueDate'),
      sortable: true,
      sortField: 'due_date',
      render: (row) => formatDate(row.dueDate),
    },
    {
      key: 'dateSubmitted',
      title: col('dateSubmitted'),
      sortable: true,
      sortField: 'date_submitted',
      visibleFrom: 'desktop',
      render: (row) => (row.dateSubmitted ? formatDate(row.dateSubmitted) : '—'),
    },
    {
      key: 'people',
      title: col('people'),
      visibleFrom: 'desktop',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{t('assessmentList.specialistName', { name: row.answerer.name })}</Text>
          <Text size="xs" c="dimmed">
            {t('assessmentList.approverName', { name: row.approver.name })}
          </Text>
        </Stack>
      ),
    },
    { key: 'result', title: col('result'), render: (row) => <ResultCell row={row} /> },
    {
      key: 'comments',
      title: col('comments'),
      visibleFrom: 'desktop',
      hideInCard: true,
      align: 'right',
      render: (row) => row.commentCount,
    },
  ];
  return (
    <DataTable
      {...rest}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagement.engagedIndividualName}
      rowHref={assessmentHref}
    />
  );
}
