import type { TUserPage } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ListQuery } from '../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../lib/use-xls-export.ts';
import { queryKeys } from '../query-keys.ts';

/** Whose people a list shows: a company tree (admins) or everyone the provider sees, by kind. */
export type UserListScope = { kind: 'company'; companyId: string } | { kind: 'provider'; userType: 'client' | 'gt' };

/**
 * GET /api/companies/{id}/users or GET /api/users (provider staff, with userType): page, rows, sort,
 * globalFilter, status, role, companyIds[].
 */
export function getUsers(scope: UserListScope, query: ListQuery, signal?: AbortSignal) {
  if (scope.kind === 'company') {
    return api.get<TUserPage>(`/api/companies/${encodeURIComponent(scope.companyId)}/users`, query, signal);
  }
  return api.get<TUserPage>('/api/users', { ...query, userType: scope.userType }, signal);
}

/** The same list as a spreadsheet (format=xls): company_users.xlsx for a company tree, else users.xlsx. */
export function usersExport(scope: UserListScope, query: ListQuery): XlsExportTarget {
  if (scope.kind === 'company') {
    const path = `/api/companies/${encodeURIComponent(scope.companyId)}/users`;
    return { path, query, fileName: 'company_users.xlsx' };
  }
  return { path: '/api/users', query: { ...query, userType: scope.userType }, fileName: 'users.xlsx' };
}

export const usersQueryOptions = (scope: UserListScope, query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(scope, query),
    queryFn: ({ signal }) => getUsers(scope, query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (scope: UserListScope, query: ListQuery) => useQuery(usersQueryOptions(scope, query));
