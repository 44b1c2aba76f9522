import type { TSector } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/sectors: the sectors a company may pick (shown as sectors.<value>). */
export const getSectors = (signal?: AbortSignal) => api.get<TSector[]>('/api/sectors', undefined, signal);

export const useSectors = () =>
  useQuery({
    queryKey: queryKeys.sectors,
    queryFn: ({ signal }) => getSectors(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
