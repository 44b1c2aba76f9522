import type { TCreateMaintenanceWindow, TMaintenanceWindow } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/maintenance-windows {startsAt, endsAt, message} (provider admins). */
export const planMaintenanceWindow = (body: TCreateMaintenanceWindow) =>
  api.post<TMaintenanceWindow>('/api/maintenance-windows', body);

/** Refreshes the windows list and the notice everyone sees. */
export function usePlanMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planMaintenanceWindow,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceWindows }),
        queryClient.invalidateQueries({ queryKey: queryKeys.maintenance }),
      ]),
  });
}
