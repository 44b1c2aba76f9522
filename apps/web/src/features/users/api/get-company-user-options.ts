import type { TUserOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface UserOptionsFilter {
  queryString?: string;
  excludeIds?: string[];
  /** Only people who may hold an appeal-management role. */
  canBeAm?: boolean;
}

/** GET /api/companies/{id}/user-options: active people of the group, to pick a replacement from. */
export const getCompanyUserOptions = (companyId: string, filter: UserOptionsFilter, signal?: AbortSignal) =>
  api.get<TUserOption[]>(
    `/api/companies/${encodeURIComponent(companyId)}/user-options`,
    { queryString: filter.queryString, excludeIds: filter.excludeIds, canBeAm: filter.canBeAm },
    signal,
  );

export const useCompanyUserOptions = (companyId: string | null, filter: UserOptionsFilter) =>
  useQuery({
    queryKey: ['companies', companyId, 'user-options', filter],
    queryFn: ({ signal }) => getCompanyUserOptions(companyId ?? '', filter, signal),
    enabled: companyId !== null,
  });
