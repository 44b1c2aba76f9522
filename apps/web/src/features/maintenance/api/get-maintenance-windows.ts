import type { TMaintenanceWindow } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/maintenance-windows (provider admins): planned, current and recently ended windows. */
export const useMaintenanceWindows = () =>
  useQuery({
    queryKey: queryKeys.maintenanceWindows,
    queryFn: ({ signal }) => api.get<TMaintenanceWindow[]>('/api/maintenance-windows', undefined, signal),
  });
