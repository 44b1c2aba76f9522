import { Button, Paper, Stack } from '@mantine/core';
import { COMPANY_STATUSES, DATE_FILTER_PERIODS } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../components/export-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { can } from '../../../lib/abilities.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { companiesExport, useCompanies } from '../api/get-companies.ts';
import { useGtManagers } from '../api/get-gt-managers.ts';
import { ArchivePeriodFilter, CompanyStatusFilter, ManagerFilter } from '../components/client-filters.tsx';
import { CompanyTable } from '../components/client-table.tsx';
import { useArchivePeriodParam } from '../hooks/use-archive-period-param.ts';

const LIST_CONFIG = {
  defaultSort: 'name|asc',
  filters: {
    statuses: { many: true, values: COMPANY_STATUSES },
    managerIds: { many: true },
    periodArchivization: { values: DATE_FILTER_PERIODS },
    dateArchivizationFrom: {},
    dateArchivizationTo: {},
  },
};

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * /clients (provider staff): the clients they manage (provider admins: all), with status, manager
 * and archive-date filters, search, sort and paging in the URL.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const list = useListParams(LIST_CONFIG);
  const listQuery = { ...list.query, mainOnly: 'true' };
  const query = useCompanies(listQuery);
  const seesManagers = can(viewer, 'manageProviderStaff');
  const canImport = can(viewer, 'importClients');
  const managers = useGtManagers(seesManagers);
  const [archived, setArchived] = useArchivePeriodParam();
  const statuses = asList(list.params.filters.statuses);
  const managerIds = asList(list.params.filters.managerIds);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('clients.list.title')}
        description={t('clients.list.description')}
        actions={
          <>
            {canImport && (
              <Button component={Link} to="/clients/import" variant="default">
                {t('csvImport.entry.clients')}
              </Button>
            )}
            <Button component={Link} to="/clients/create">
              {t('clients.list.create')}
            </Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        <CompanyTable
          label={t('clients.list.title')}
          {...listTableProps(list, query)}
          emptyText={list.filtersActive ? t('clients.list.emptyFiltered') : t('clients.list.empty')}
          rowHref={(r) => `/clients/${r.id}`}
          filters={{
            status: {
              node: <CompanyStatusFilter value={statuses} onChange={(v) => list.setFilter('statuses', v)} />,
              active: statuses.length > 0,
            },
            manager: seesManagers
              ? {
                  node: (
                    <ManagerFilter
                      value={managerIds}
                      onChange={(v) => list.setFilter('managerIds', v)}
                      options={managers.data ?? []}
                    />
                  ),
                  active: managerIds.length > 0,
                }
              : undefined,
            dateArchived: {
              node: <ArchivePeriodFilter value={archived} onChange={setArchived} />,
              active: archived.period !== '' && archived.period !== 'all',
            },
          }}
          actions={<ExportButton target={companiesExport(listQuery)} disabled={query.data?.total === 0} />}
          toolbar={
            <SearchBox
              label={t('clients.list.search')}
              placeholder={t('clients.list.searchPlaceholder')}
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
