import type { TGtManager } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/gt-managers (provider admins): provider staff who manage clients, with how many. */
export const getGtManagers = (signal?: AbortSignal) => api.get<TGtManager[]>('/api/gt-managers', undefined, signal);

export const useGtManagers = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.gtManagers, queryFn: ({ signal }) => getGtManagers(signal), enabled });
