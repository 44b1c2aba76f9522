import { Alert, Anchor, Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../components/export-button.tsx';
import { LinkedFilterNotice } from '../../../components/linked-filter-notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { myEngagementsExport, useMyEngagements } from '../api/get-my-engagements.ts';
import { EngagementFilters } from '../components/engagement-filters.tsx';
import { EngagementTable } from '../components/engagement-table.tsx';
import { useEngagementListParams } from '../hooks/use-engagement-list-params.ts';

export function EngagementListPage() {
  const { t } = useTranslation();
  const canCreate = useCan('createEngagement');
  const canImport = useCan('importEngagements');
  const list = useEngagementListParams();
  const query = useMyEngagements(list.params);
  const title = t('engagements.list.title');

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={t('engagements.list.description')}
        actions={
          <>
            {canImport && (
              <Button component={Link} to="/engagements/import" variant="default">
                {t('csvImport.entry.engagements')}
              </Button>
            )}
            {canCreate && (
              <Button component={Link} to="/engagements/create">
                {t('engagements.list.create')}
              </Button>
            )}
          </>
        }
      />
      {list.filters.importId && (
        <Alert color="blue" variant="light" title={t('csvImport.listNote.title')}>
          {t('csvImport.listNote.text')}{' '}
          <Anchor component="button" onClick={() => list.setFilter('importId', undefined)}>
            {t('csvImport.listNote.showAll')}
          </Anchor>
        </Alert>
      )}
      <LinkedFilterNotice active={list.linked} onClear={list.clearLinked} />
      <Paper withBorder p="md" radius="md">
        <EngagementFilters list={list} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <EngagementTable
          label={title}
          {...listTableProps(list, query)}
          statuses={list.statuses}
          onStatusesChange={(statuses) => list.setFilter('statuses', statuses)}
          emptyText={list.filtersActive ? t('engagements.list.emptyFiltered') : t('engagements.list.empty')}
          actions={<ExportButton target={myEngagementsExport(list.params)} disabled={query.data?.total === 0} />}
          toolbar={
            <SearchBox
              label={t('engagements.list.search')}
              placeholder={t('engagements.list.searchPlaceholder')}
              value={list.params.globalFilter ?? ''}
              onSearch={list.setGlobalFilter}
              style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
            />
          }
        />
      </Paper>
    </Stack>
  );
}
