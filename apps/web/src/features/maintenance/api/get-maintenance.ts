import type { TMaintenanceStatus } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const NONE: TMaintenanceStatus = { current: null, upcoming: null };

/** GET /api/maintenance; a server without the endpoint (404) has no maintenance. */
export async function getMaintenance(signal?: AbortSignal): Promise<TMaintenanceStatus> {
  try {
    const res = await api.request<Partial<TMaintenanceStatus>>('/api/maintenance', { anonymous: true, signal });
    return { current: res?.current ?? null, upcoming: res?.upcoming ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NONE;
    throw error;
  }
}

/** Checked on every navigation, so it is cached for a minute. */
export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.maintenance,
    queryFn: ({ signal }) => getMaintenance(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useMaintenance = () => useQuery(maintenanceQueryOptions());
