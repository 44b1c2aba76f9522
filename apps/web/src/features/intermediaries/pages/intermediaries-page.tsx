import { Button, Paper, Stack } from '@mantine/core';
import { ENGAGED_ENTITY_STATUSES, ENGAGED_ENTITY_TYPES } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCan, useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useEngagedEntities } from '../api/get-engaged-entities.ts';
import { CreateEngagedEntityModal } from '../components/engaged-entity-form-modal.tsx';
import { EngagedEntityTable } from '../components/engaged-entity-table.tsx';

const CONFIG = {
  defaultSort: 'name|asc',
  filters: {
    type: { many: true, values: ENGAGED_ENTITY_TYPES },
    status: { many: true, values: ENGAGED_ENTITY_STATUSES },
  },
};

/** /intermediaries: the engaged entities (the workers' own companies, LLPs and sole traders). */
export function IntermediariesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canCreate = useCan('createIntermediary');
  const list = useListParams(CONFIG);
  const types = (list.params.filters.type as string[] | undefined) ?? [];
  const statuses = (list.params.filters.status as string[] | undefined) ?? [];
  const query = useEngagedEntities(user.id, {
    page: list.params.page,
    sort: list.params.sort,
    globalFilter: list.params.globalFilter || undefined,
    type: types,
    status: statuses,
  });
  const title = t('intermediaries.list.title');

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={t('intermediaries.list.description')}
        actions={
          canCreate && (
            <Button
              onClick={() =>
                modalStack.show(CreateEngagedEntityModal, {
                  onCreated: (id: string) => navigate(`/intermediaries/${id}`),
                })
              }
            >
              {t('intermediaries.list.create')}
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <EngagedEntityTable
          label={title}
          {...listTableProps(list, query)}
          types={types}
          statuses={statuses}
          onTypesChange={(v) => list.setFilter('type', v)}
          onStatusesChange={(v) => list.setFilter('status', v)}
          emptyText={list.filtersActive ? t('intermediaries.list.emptyFiltered') : t('intermediaries.list.empty')}
          toolbar={
            <SearchBox
              label={t('intermediaries.list.search')}
              placeholder={t('intermediaries.list.searchPlaceholder')}
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
