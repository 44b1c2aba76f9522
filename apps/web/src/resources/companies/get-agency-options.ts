import type { TOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companies/{id}/agencies-select-options: the group's agencies by name (engagement and contract-change forms). */
export const getAgencyOptions = (companyId: string, signal?: AbortSignal) =>
  api.get<TOption[]>(`/api/companies/${encodeURIComponent(companyId)}/agencies-select-options`, undefined, signal);

export const useAgencyOptions = (companyId: string) =>
  useQuery({
    queryKey: queryKeys.companies.agencies(companyId),
    queryFn: ({ signal }) => getAgencyOptions(companyId, signal),
    enabled: companyId !== '',
  });
