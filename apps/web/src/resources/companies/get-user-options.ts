import type { TUserOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

export type SeatRole = 'specialist' | 'approver';

export interface UserOptionsFilter {
  queryString?: string;
  excludeIds?: string[];
  /** Only people who may hold an appeal-management role. */
  canBeAm?: boolean;
  /** Only people who may take this engagement seat. */
  role?: SeatRole;
}

/**
 * GET /api/companies/{id}/user-options: active people of the group by name (a replacement, a new
 * lead appeal manager, an engagement's specialist or approver).
 */
export const getCompanyUserOptions = (companyId: string, filter: UserOptionsFilter, signal?: AbortSignal) =>
  api.get<TUserOption[]>(
    companyPath(companyId, '/user-options'),
    { queryString: filter.queryString, excludeIds: filter.excludeIds, canBeAm: filter.canBeAm, role: filter.role },
    signal,
  );

/** Waits while no company is chosen (`companyId` null or empty). */
export const useCompanyUserOptions = (companyId: string | null, filter: UserOptionsFilter) =>
  useQuery({
    queryKey: queryKeys.companies.userOptions(companyId, filter),
    queryFn: ({ signal }) => getCompanyUserOptions(companyId ?? '', filter, signal),
    enabled: Boolean(companyId),
  });
