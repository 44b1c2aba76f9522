import type { TUserPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { companyKeys, companyPath } from './company-keys.ts';

/** GET /api/companies/{id}/users limited to this company (companyIds[]=id): its people, paged. */
export const getCompanyPeople = (id: string, query: ListQuery, signal?: AbortSignal) =>
  api.get<TUserPage>(companyPath(id, '/users'), { ...query, companyIds: [id] }, signal);

/** The company's people as a spreadsheet (format=xls, company_users.xlsx). */
export const companyPeopleExport = (id: string, query: ListQuery): XlsExportTarget => ({
  path: companyPath(id, '/users'),
  query: { ...query, companyIds: [id] },
  fileName: 'company_users.xlsx',
});

export const useCompanyPeople = (id: string, query: ListQuery) =>
  useQuery({
    queryKey: companyKeys.people(id, query),
    queryFn: ({ signal }) => getCompanyPeople(id, query, signal),
    placeholderData: keepPreviousData,
  });
