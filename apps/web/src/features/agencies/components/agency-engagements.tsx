import { Anchor, Badge, MultiSelect, Stack, Text } from '@mantine/core';
import { ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES, type TRelatedEngagement } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { DatePeriodFilter, type DatePeriodValue } from '../../../components/date-period-filter.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryTableProps } from '../../../lib/list-params/list-table-props.ts';
import { type AgencyEngagementParams, useAgencyEngagements } from '../api/get-agency-engagements.ts';

const NO_PERIOD: DatePeriodValue = { period: '', dateFrom: '', dateTo: '' };
type Period = DatePeriodValue;

/** The period as the call's three parameters (none for "all" or nothing chosen). */
const periodParams = (v: Period, prefix: 'Modified' | 'Due') =>
  v.period && v.period !== 'all'
    ? {
        [`period${prefix}`]: v.period,
        ...(v.period === 'customPeriod'
          ? { [`date${prefix}From`]: v.dateFrom || undefined, [`date${prefix}To`]: v.dateTo || undefined }
          : {}),
      }
    : {};

/**
 * The agency's engagements with the filters of spec §7: search, statuses, types, modified and due
 * periods, sort and paging (the server keeps what the viewer may see).
 */
export function AgencyEngagements({ agencyId }: { agencyId: string }) {
  const { t } = useTranslation();
  const [base, setBase] = useState<Pick<AgencyEngagementParams, 'page' | 'sort' | 'globalFilter'>>({
    page: 1,
    sort: 'dateCreated|desc',
  });
  const [statuses, setStatuses] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [modified, setModified] = useState<Period>(NO_PERIOD);
  const [due, setDue] = useState<Period>(NO_PERIOD);
  const params: AgencyEngagementParams = {
    ...base,
    statuses,
    types,
    ...periodParams(modified, 'Modified'),
    ...periodParams(due, 'Due'),
  };
  const query = useAgencyEngagements(agencyId, params);
  const toFirst =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setBase((b) => ({ ...b, page: 1 }));
    };
  const col = (k: string) => t(`agencies.engagements.columns.${k}`);
  const columns: DataTableColumn<TRelatedEngagement>[] = [
    {
      key: 'engagedIndividual',
      title: col('individual'),
      sortable: true,
      sortField: 'engagedIndividualName',
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/engagements/${row.id}`} fw={600}>
          {row.engagedIndividual.name}
        </Anchor>
      ),
    },
    {
      key: 'engagedEntity',
      title: col('entity'),
      sortable: true,
      sortField: 'engagedEntityName',
      render: (row) => row.engagedEntity.name,
    },
    { key: 'company', title: col('company'), visibleFrom: 'desktop', render: (row) => row.company.name },
    {
      key: 'type',
      title: col('type'),
      filterActive: types.length > 0,
      filter: (
        <MultiSelect
          label={col('type')}
          data={ENGAGEMENT_TYPES.map((v) => ({ value: v, label: t(`agencies.engagements.types.${v}`) }))}
          value={types}
          onChange={toFirst(setTypes)}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={200}
        />
      ),
      render: (row) => t(`agencies.engagements.types.${row.type}`),
    },
    {
      key: 'status',
      title: col('status'),
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={col('status')}
          data={ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.engagement.${s}`) }))}
          value={statuses}
          onChange={toFirst(setStatuses)}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={220}
        />
      ),
      render: (row) => <Badge variant="outline">{t(`status.engagement.${row.status}`)}</Badge>,
    },
    {
      key: 'dateModified',
      title: col('dateModified'),
      sortable: true,
      visibleFrom: 'desktop',
      filterActive: !!modified.period && modified.period !== 'all',
      filter: <DatePeriodFilter label={col('dateModified')} value={modified} onChange={toFirst(setModified)} />,
      render: (row) => formatDate(row.dateModified),
    },
    {
      key: 'dueDate',
      title: col('dueDate'),
      sortable: true,
      filterActive: !!due.period && due.period !== 'all',
      filter: <DatePeriodFilter label={col('dueDate')} value={due} onChange={toFirst(setDue)} />,
      render: (row) =>
        row.currentAssessment ? (
          <Stack gap={2}>
            <AssessmentStatusBadge
              status={row.currentAssessment.status}
              notStarted={row.currentAssessment.notStarted}
            />
            <Text size="xs" c="dimmed">
              {formatDate(row.currentAssessment.dueDate)}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
  const filtersActive =
    statuses.length > 0 || types.length > 0 || !!base.globalFilter || !!modified.period || !!due.period;
  return (
    <DataTable
      label={t('agencies.engagements.title')}
      {...queryTableProps(query)}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagedIndividual.name}
      rowHref={(row) => `/engagements/${row.id}`}
      page={base.page}
      onPageChange={(page) => setBase((b) => ({ ...b, page }))}
      sort={base.sort}
      onSortChange={(sort) => setBase((b) => ({ ...b, sort, page: 1 }))}
      filtersActive={filtersActive}
      onResetFilters={() => {
        setStatuses([]);
        setTypes([]);
        setModified(NO_PERIOD);
        setDue(NO_PERIOD);
        setBase((b) => ({ page: 1, sort: b.sort }));
      }}
      emptyText={filtersActive ? t('agencies.engagements.emptyFiltered') : t('agencies.engagements.empty')}
      toolbar={
        <SearchBox
          label={t('agencies.engagements.search')}
          value={base.globalFilter ?? ''}
          onSearch={(globalFilter) => setBase((b) => ({ ...b, globalFilter: globalFilter || undefined, page: 1 }))}
          style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
        />
      }
    />
  );
}
