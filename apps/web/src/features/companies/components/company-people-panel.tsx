import { Badge, Button, Stack, Text } from '@mantine/core';
import type { TCompany, TUserListItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { queryTableProps } from '../../../lib/list-params/list-table-props.ts';
import { companyPeopleExport, useCompanyPeople } from '../api/get-company-people.ts';
import { useLocalList } from '../hooks/use-local-list.ts';

const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  invited: 'blue',
  awaiting_invitation: 'yellow',
  archived: 'gray',
};

/** The people of one company, with a link to the People page (filtered to it) where they are managed. */
export function CompanyPeoplePanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const list = useLocalList('name|asc');
  const query = useCompanyPeople(company.id, list.query);
  const managesPeople = viewer.abilities.viewUsers === true || viewer.abilities.viewCompanyUsers === true;
  const columns: DataTableColumn<TUserListItem>[] = [
    {
      key: 'name',
      title: t('companies.people.name'),
      sortable: true,
      primary: true,
      render: (r) => (
        // An email breaks anywhere: the column narrows instead of pushing the status out of the table.
        <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={600}>
            {r.fullName.trim() || r.email}
          </Text>
          {r.fullName.trim() && (
            <Text size="xs" c="dimmed">
              {r.email}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'role', title: t('companies.people.role'), sortable: true, render: (r) => t(`users.role.${r.role}`) },
    {
      key: 'status',
      title: t('companies.people.status'),
      sortable: true,
      render: (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="light" size="sm">
          {t(`users.status.${r.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <DataTable<TUserListItem>
      label={t('companies.people.title', { name: company.name })}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.fullName.trim() || r.email}
      {...queryTableProps(query)}
      page={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
      emptyText={t('companies.people.empty')}
      toolbar={
        <SearchBox
          label={t('companies.people.search')}
          value={list.globalFilter}
          onSearch={list.setGlobalFilter}
          style={{ flex: 1, minWidth: 200 }}
        />
      }
      actions={
        managesPeople && (
          <>
            <ExportButton target={companyPeopleExport(company.id, list.query)} disabled={query.data?.total === 0} />
            <Button variant="light" component={Link} to={`/users?companyIds=${encodeURIComponent(company.id)}`}>
              {t('companies.people.manage')}
            </Button>
          </>
        )
      }
    />
  );
}
