import type { TAgency } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { agencyPath } from './agency-paths.ts';

/** GET /api/agencies/{id}. */
export const getAgency = (id: string, signal?: AbortSignal) => api.get<TAgency>(agencyPath(id), undefined, signal);

export const useAgency = (id: string) =>
  useQuery({ queryKey: queryKeys.agencies.detail(id), queryFn: ({ signal }) => getAgency(id, signal) });
