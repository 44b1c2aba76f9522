import type { TUserGuidancePage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface GuidanceListParams {
  page: number;
  sort: string;
}

/** GET /api/user-guidances (page, rows, sort): the guidance documents, with whether the reader opened each. */
export const getUserGuidances = (p: GuidanceListParams, signal?: AbortSignal) =>
  api.get<TUserGuidancePage>('/api/user-guidances', { page: p.page, sort: p.sort }, signal);

export const useUserGuidances = (params: GuidanceListParams) =>
  useQuery({
    queryKey: queryKeys.userGuidances.list(params),
    queryFn: ({ signal }) => getUserGuidances(params, signal),
    placeholderData: keepPreviousData,
  });
