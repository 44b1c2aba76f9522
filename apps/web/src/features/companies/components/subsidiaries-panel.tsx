import { Button, Group, Stack } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box.tsx';
import { queryTableProps } from '../../../lib/list-params/list-table-props.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useSubsidiaries } from '../api/get-subsidiaries.ts';
import { useLocalList } from '../hooks/use-local-list.ts';
import { CompanyTable } from './client-table.tsx';
import { CreateSubsidiaryModal } from './create-subsidiary-modal.tsx';

interface Props {
  company: TCompany;
  /** Where a subsidiary's page is in this part of the app. */
  companyHref: (id: string) => string | null;
}

/** The subsidiaries of a client, with the create-subsidiary modal for those the server lets add one. */
export function SubsidiariesPanel({ company, companyHref }: Props) {
  const { t } = useTranslation();
  const list = useLocalList('name|asc');
  const query = useSubsidiaries(company.id, list.query);
  const openCreate = () => modalStack.show(CreateSubsidiaryModal, { parentId: company.id });

  return (
    <Stack gap="md">
      <CompanyTable
        label={t('companies.subsidiaries.title')}
        showManager={false}
        {...queryTableProps(query)}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={list.globalFilter ? t('companies.subsidiaries.emptyFiltered') : t('companies.subsidiaries.empty')}
        rowHref={(r) => companyHref(r.id) ?? ''}
        toolbar={
          <SearchBox
            label={t('companies.subsidiaries.search')}
            value={list.globalFilter}
            onSearch={list.setGlobalFilter}
            style={{ flex: 1, minWidth: 200 }}
          />
        }
        actions={
          company.abilities.addSubsidiary && (
            <Group>
              <Button onClick={openCreate}>{t('companies.subsidiaries.add')}</Button>
            </Group>
          )
        }
      />
    </Stack>
  );
}
