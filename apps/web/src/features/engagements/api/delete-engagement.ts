import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** DELETE /api/engagements/{id}/delete (204): only while none of its assessments was approved. */
export const deleteEngagement = (id: string) =>
  api.request<void>(`/api/engagements/${encodeURIComponent(id)}/delete`, { method: 'DELETE' });

export function useDeleteEngagement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEngagement(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.engagements.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.all });
    },
  });
}
