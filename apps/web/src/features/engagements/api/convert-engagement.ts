import type { TEngagement } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const convertEngagement = (id: string) =>
  api.put<TEngagement>(`/api/engagements/${encodeURIComponent(id)}/convert`);

/** A preliminary engagement with an approved pre-assessment becomes active (and gets its full assessment). */
export function useConvertEngagement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => convertEngagement(id),
    onSuccess: (engagement) => {
      queryClient.setQueryData(queryKeys.engagements.detail(id), engagement);
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.all });
    },
  });
}
