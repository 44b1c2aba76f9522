import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { can } from '../../../lib/abilities.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useCompany } from '../../../resources/companies/get-company.ts';
import { useSubsidiaries } from '../api/get-subsidiaries.ts';
import { CompanyTable } from '../components/client-table.tsx';
import { CreateSubsidiaryModal } from '../components/create-subsidiary-modal.tsx';

const LIST_CONFIG = { defaultSort: 'name|asc' };

/** /subsidiaries (the group admin): the group's subsidiaries and the create-subsidiary modal. */
export function SubsidiariesPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const groupId = viewer.companyId ?? '';
  const group = useCompany(groupId);
  const list = useListParams(LIST_CONFIG);
  const query = useSubsidiaries(groupId, list.query);
  const canImport = can(viewer, 'importSubsidiaries');
  if (!group.data) return queryFallback(group);
  const openCreate = () => modalStack.show(CreateSubsidiaryModal, { parentId: groupId });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('companies.subsidiaries.pageTitle')}
        description={t('companies.subsidiaries.description', { name: group.data.name })}
        actions={
          group.data.abilities.addSubsidiary && (
            <>
              {canImport && (
                <Button component={Link} to="/subsidiaries/import" variant="default">
                  {t('csvImport.entry.subsidiaries')}
                </Button>
              )}
              <Button onClick={openCreate}>{t('companies.subsidiaries.add')}</Button>
            </>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <CompanyTable
          label={t('companies.subsidiaries.title')}
          showManager={false}
          {...listTableProps(list, query)}
          emptyText={list.filtersActive ? t('companies.subsidiaries.emptyFiltered') : t('companies.subsidiaries.empty')}
          rowHref={(r) => `/company?id=${encodeURIComponent(r.id)}`}
          toolbar={
            <SearchBox
              label={t('companies.subsidiaries.search')}
              value={list.params.globalFilter}
              onSearch={list.setGlobalFilter}
              style={{ flex: 1, minWidth: 220 }}
            />
          }
        />
      </Paper>
    </Stack>
  );
}
