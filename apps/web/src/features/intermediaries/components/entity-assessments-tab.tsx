import { Anchor, MultiSelect } from '@mantine/core';
import { ASSESSMENT_STATUSES, type TRelatedAssessment } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useEntityAssessments } from '../api/get-entity-assessments.ts';
import type { RelatedListParams } from '../api/get-entity-engagements.ts';

/** The assessments of the entity's engagements (those the viewer may see), newest due first. */
export function EntityAssessmentsTab({ entityId }: { entityId: string }) {
  const { t } = useTranslation();
  const [p, setP] = useState<RelatedListParams>({ page: 1, sort: 'dueDate|desc', statuses: [] });
  const query = useEntityAssessments(entityId, p);
  const col = (k: string) => t(`intermediaries.assessments.columns.${k}`);
  const statuses = p.statuses ?? [];
  const columns: DataTableColumn<TRelatedAssessment>[] = [
    {
      key: 'individual',
      title: col('individual'),
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/assessments/${row.id}`} fw={600}>
          {row.engagement.engagedIndividualName}
        </Anchor>
      ),
    },
    { key: 'type', title: col('type'), render: (row) => t(`status.assessmentType.${row.type}`) },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={col('status')}
          data={ASSESSMENT_STATUSES.map((s) => ({ value: s, label: t(`status.assessment.${s}`) }))}
          value={statuses}
          onChange={(v) => setP({ ...p, statuses: v, page: 1 })}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
        />
      ),
      render: (row) => <AssessmentStatusBadge status={row.status} notStarted={row.notStarted} />,
    },
    { key: 'dueDate', title: col('dueDate'), sortable: true, render: (row) => formatDate(row.dueDate) },
    { key: 'risk', title: col('risk'), render: (row) => <RiskBadge risk={row.riskLevel} size="sm" /> },
    { key: 'company', title: col('company'), visibleFrom: 'desktop', render: (row) => row.engagement.company.name },
  ];
  return (
    <DataTable
      label={t('intermediaries.assessments.title')}
      {...queryTableProps(query)}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.engagement.engagedIndividualName}
      rowHref={(row) => `/assessments/${row.id}`}
      page={p.page}
      onPageChange={(page) => setP({ ...p, page })}
      sort={p.sort}
      onSortChange={(sort) => setP({ ...p, sort, page: 1 })}
      filtersActive={statuses.length > 0}
      onResetFilters={() => setP({ page: 1, sort: p.sort, statuses: [] })}
      emptyText={t('intermediaries.assessments.empty')}
    />
  );
}
