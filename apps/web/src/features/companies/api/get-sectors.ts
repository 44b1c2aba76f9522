import type { TSector } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/sectors: the sectors a company may pick (shown as sectors.<value>). */
export const getSectors = (signal?: AbortSignal) => api.get<TSector[]>('/api/sectors', undefined, signal);

export const useSectors = () =>
  useQuery({ queryKey: ['sectors'], queryFn: ({ signal }) => getSectors(signal), staleTime: Number.POSITIVE_INFINITY });
