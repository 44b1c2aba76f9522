import { LIMITS, type TAgencyPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface AgencyListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  companyIds?: string[];
}

/** GET /api/my-agencies: the agencies of every group the user reaches, with their engagement counts. */
export const getMyAgencies = (p: AgencyListParams, signal?: AbortSignal) =>
  api.get<TAgencyPage>('/api/my-agencies', { ...p, rows: LIMITS.pageSize }, signal);

export const useMyAgencies = (p: AgencyListParams) =>
  useQuery({
    queryKey: queryKeys.agencies.list(p),
    queryFn: ({ signal }) => getMyAgencies(p, signal),
    placeholderData: keepPreviousData,
  });
