import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { getUsers, usersExport } from '../../../resources/users/get-users.ts';

/** The company tree's people limited to this company (companyIds[]=id), paged. */
const ownPeople = (id: string, query: ListQuery): ListQuery => ({ ...query, companyIds: [id] });

/** The company's people as a spreadsheet (format=xls, company_users.xlsx). */
export const companyPeopleExport = (id: string, query: ListQuery): XlsExportTarget =>
  usersExport({ kind: 'company', companyId: id }, ownPeople(id, query));

export const useCompanyPeople = (id: string, query: ListQuery) =>
  useQuery({
    queryKey: queryKeys.companies.people(id, query),
    queryFn: ({ signal }) => getUsers({ kind: 'company', companyId: id }, ownPeople(id, query), signal),
    placeholderData: keepPreviousData,
  });
