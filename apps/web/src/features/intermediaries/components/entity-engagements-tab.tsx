import { Anchor, Badge, MultiSelect, Stack, Text } from '@mantine/core';
import { ENGAGEMENT_STATUSES, type TRelatedEngagement } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { SearchBox } from '../../../components/search-box.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryTableProps } from '../../../lib/list-params/list-table-props.ts';
import { type RelatedListParams, useEntityEngagements } from '../api/get-entity-engagements.ts';

/** The entity's engagements (those the viewer may see): search, status filter, sort, paging. */
export function EntityEngagementsTab({ entityId }: { entityId: string }) {
  const { t } = useTranslation();
  const [p, setP] = useState<RelatedListParams>({ page: 1, sort: 'dateCreated|desc', statuses: [] });
  const query = useEntityEngagements(entityId, p);
  const col = (k: string) => t(`intermediaries.engagements.columns.${k}`);
  const statuses = p.statuses ?? [];
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
      key: 'company',
      title: col('company'),
      sortable: true,
      sortField: 'companyName',
      render: (row) => row.company.name,
    },
    {
      key: 'service',
      title: col('service'),
      visibleFrom: 'desktop',
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
      render: (row) => `${formatDate(row.contractDateStart)} – ${formatDate(row.contractDateEnd)}`,
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
          onChange={(v) => setP({ ...p, statuses: v, page: 1 })}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={220}
        />
      ),
      render: (row) => (
        <Stack gap={2}>
          <Badge variant="outline">{t(`status.engagement.${row.status}`)}</Badge>
          {row.type === 'test' && (
            <Badge variant="light" color="grape">
              {t('intermediaries.engagements.test')}
            </Badge>
          )}
        </Stack>
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
  ];
  return (
    <DataTable
      label={t('intermediaries.engagements.title')}
      {...queryTableProps(query)}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagedIndividual.name}
      rowHref={(row) => `/engagements/${row.id}`}
      page={p.page}
      onPageChange={(page) => setP({ ...p, page })}
      sort={p.sort}
      onSortChange={(sort) => setP({ ...p, sort, page: 1 })}
      filtersActive={statuses.length > 0 || !!p.globalFilter}
      onResetFilters={() => setP({ page: 1, sort: p.sort, statuses: [] })}
      emptyText={t('intermediaries.engagements.empty')}
      toolbar={
        <SearchBox
          label={t('intermediaries.engagements.search')}
          value={p.globalFilter ?? ''}
          onSearch={(globalFilter) => setP({ ...p, globalFilter: globalFilter || undefined, page: 1 })}
          style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
        />
      }
    />
  );
}
