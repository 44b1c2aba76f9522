import { Anchor, Badge, Text } from '@mantine/core';
import type { TAppealDecision, TAppealStatus, TAppealSummary } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppealStatusBadge, DaysLeft, UrgencyBadge } from '../../../components/appeal-badges.tsx';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';
import type { EndedPeriod } from '../hooks/use-appeal-list-params.ts';
import { AppealStatusFilter, EndedPeriodFilter, NewCommentsFilter } from './appeal-filters.tsx';

export interface AppealTableFilters {
  statuses: TAppealStatus[];
  onStatusesChange: (statuses: string[]) => void;
  decision: TAppealDecision | undefined;
  onDecisionChange: (decision: string | null) => void;
  onlyNewComments: boolean;
  onOnlyNewCommentsChange: (value: boolean) => void;
  ended: EndedPeriod;
  onEndedChange: (value: EndedPeriod) => void;
}

type Props = Omit<DataTableProps<TAppealSummary>, 'columns' | 'rowKey' | 'rowLabel' | 'rowHref'> & {
  filters: AppealTableFilters;
};

/**
 * The manager's appeal list on the shared DataTable: the worker links to the appeal; status,
 * decision, new comments and the ended period filter from the column headers (the toolbar on
 * mobile); the 45-day clock shows as its urgency bucket and the days left.
 */
export function AppealTable({ filters, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`appeals.list.columns.${k}`);
  const columns: DataTableColumn<TAppealSummary>[] = [
    {
      key: 'worker',
      title: col('worker'),
      sortable: true,
      sortField: 'engaged_individual',
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/appeals/${row.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.engagement.engagedIndividualName}
        </Anchor>
      ),
    },
    { key: 'entity', title: col('entity'), render: (row) => row.engagement.engagedEntityName },
    { key: 'company', title: col('company'), visibleFrom: 'desktop', render: (row) => row.engagement.company.name },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      filterActive: filters.statuses.length > 0 || filters.decision !== undefined,
      filter: (
        <AppealStatusFilter
          statuses={filters.statuses}
          onStatusesChange={filters.onStatusesChange}
          decision={filters.decision}
          onDecisionChange={filters.onDecisionChange}
        />
      ),
      render: (row) => (
        <>
          <AppealStatusBadge status={row.status} size="sm" />
          {row.decision && (
            <Text size="xs" c="dimmed" mt={2}>
              {t(`appeals.decision.${row.decision}`)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'urgency', title: col('urgency'), render: (row) => <UrgencyBadge urgency={row.clock.urgency} size="sm" /> },
    {
      key: 'daysLeft',
      title: col('daysLeft'),
      sortable: true,
      sortField: 'deadline',
      render: (row) => <DaysLeft clock={row.clock} />,
    },
    {
      key: 'ended',
      title: col('ended'),
      sortable: true,
      sortField: 'date_ended',
      visibleFrom: 'desktop',
      filterActive: filters.ended.period !== '',
      filter: <EndedPeriodFilter value={filters.ended} onChange={filters.onEndedChange} />,
      render: (row) => formatDate(row.dateEnded),
    },
    {
      key: 'manager',
      title: col('manager'),
      visibleFrom: 'desktop',
      render: (row) => row.appealManager?.name ?? <Text c="dimmed">{t('appeals.unassigned')}</Text>,
    },
    {
      key: 'newComments',
      title: col('newComments'),
      align: 'center',
      filterActive: filters.onlyNewComments,
      filter: <NewCommentsFilter value={filters.onlyNewComments} onChange={filters.onOnlyNewCommentsChange} />,
      render: (row) =>
        row.newCommentCount > 0 ? (
          <Badge color="red" circle aria-label={t('appeals.list.newCommentCount', { count: row.newCommentCount })}>
            {row.newCommentCount}
          </Badge>
        ) : (
          <Text c="dimmed">0</Text>
        ),
    },
  ];
  return (
    <DataTable
      {...rest}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagement.engagedIndividualName}
      rowHref={(row) => `/appeals/${row.id}`}
    />
  );
}
