import type { TMaintenanceWindow } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const maintenanceWindowsKey = ['maintenance-windows'] as const;

/** GET /api/maintenance-windows (provider admins): planned, current and recently ended windows. */
export const useMaintenanceWindows = () =>
  useQuery({
    queryKey: maintenanceWindowsKey,
    queryFn: ({ signal }) => api.get<TMaintenanceWindow[]>('/api/maintenance-windows', undefined, signal),
  });
