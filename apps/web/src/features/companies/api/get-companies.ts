import type { TCompanyPage } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * GET /api/companies: page, rows, sort, globalFilter, statuses[], managerIds[], periodArchivization,
 * dateArchivizationFrom/To; `mainOnly` keeps the clients (top companies) only.
 */
export const getCompanies = (query: ListQuery, signal?: AbortSignal) =>
  api.get<TCompanyPage>('/api/companies', query, signal);

/** The same list as a spreadsheet (format=xls, clients.xlsx). */
export const companiesExport = (query: ListQuery): XlsExportTarget => ({
  path: '/api/companies',
  query,
  fileName: 'clients.xlsx',
});

export const companiesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.companies.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: ListQuery) => useQuery(companiesQueryOptions(query));
