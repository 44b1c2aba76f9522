import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** DELETE /api/maintenance-windows/{id} (provider admins): cancels a planned window or ends one in progress. */
export const cancelMaintenanceWindow = (id: string) =>
  api.request<null>(`/api/maintenance-windows/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMaintenanceWindow,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceWindows }),
        queryClient.invalidateQueries({ queryKey: queryKeys.maintenance }),
      ]),
  });
}
