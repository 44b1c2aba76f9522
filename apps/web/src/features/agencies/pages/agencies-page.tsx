import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useMyAgencies } from '../api/get-my-agencies.ts';
import { AgencyFormModal } from '../components/agency-modals.tsx';
import { AgencyTable } from '../components/agency-table.tsx';

/** /agencies: the agencies between the clients and their workers. */
export function AgenciesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('createIntermediary');
  const list = useListParams({ defaultSort: 'name|asc' });
  const query = useMyAgencies({
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter || undefined,
  });
  const title = t('agencies.list.title');
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={t('agencies.list.description')}
        actions={
          canCreate && (
            <Button
              onClick={() =>
                modalStack.show(AgencyFormModal, { onCreated: (id: string) => navigate(`/agencies/${id}`) })
              }
            >
              {t('agencies.list.create')}
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <AgencyTable
          label={title}
          {...listTableProps(list, query)}
          emptyText={list.filtersActive ? t('agencies.list.emptyFiltered') : t('agencies.list.empty')}
          toolbar={
            <SearchBox
              label={t('agencies.list.search')}
              placeholder={t('agencies.list.searchPlaceholder')}
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
