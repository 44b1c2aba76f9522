import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.tsx';
import { LinkedFilterNotice } from '../../../components/linked-filter-notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useViewport } from '../../../lib/use-viewport.ts';
import { userAssessmentsExport, useUserAssessments } from '../api/get-user-assessments.ts';
import { AssessmentListTable } from '../components/assessment-list-table.tsx';
import { ASSESSMENT_VIEWS, useAssessmentListParams } from '../hooks/use-assessment-list-params.ts';

/**
 * /assessments: the signed-in user's assessments (as specialist, as approver, or all they may see),
 * with the approver's queue one click away ("Awaiting my review").
 */
export function AssessmentListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useAssessmentListParams();
  const query = useUserAssessments(user.id, list.params);
  const title = t('assessmentList.title');
  const mobile = useViewport() === 'mobile';

  return (
    <Stack gap="md">
      <PageHeader title={title} description={t('assessmentList.description')} />
      <LinkedFilterNotice active={list.linked} onClear={list.clearLinked} />
      <Paper withBorder p="md" radius="md">
        <AssessmentListTable
          label={title}
          {...listTableProps(list, query)}
          statuses={list.statuses}
          onStatusesChange={(statuses) => list.setFilter('statuses', statuses)}
          types={list.types}
          onTypesChange={(types) => list.setFilter('types', types)}
          emptyText={list.filtersActive ? t('assessmentList.emptyFiltered') : t('assessmentList.empty')}
          actions={
            <ExportButton target={userAssessmentsExport(user.id, list.params)} disabled={query.data?.total === 0} />
          }
          toolbar={
            <>
              {/* A phone stacks the four views: side by side they are wider than its window. */}
              <SegmentedControl
                aria-label={t('assessmentList.view.label')}
                data={ASSESSMENT_VIEWS.map((v) => ({ value: v, label: t(`assessmentList.view.${v}`) }))}
                value={list.view}
                onChange={(v) => list.setFilter('view', v === 'all' ? null : v)}
                orientation={mobile ? 'vertical' : 'horizontal'}
                fullWidth={mobile}
              />
              <SearchBox
                label={t('assessmentList.search')}
                placeholder={t('assessmentList.searchPlaceholder')}
                value={list.params.globalFilter ?? ''}
                onSearch={list.setGlobalFilter}
                style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
              />
            </>
          }
        />
      </Paper>
    </Stack>
  );
}
