import type { TEngagement } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * A change to one engagement whose call answers the engagement as it is now: the detail is replaced
 * with the answer and every engagement list (and the history) refetched.
 */
export function useEngagementAction<V>(id: string, run: (vars: V) => Promise<TEngagement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (engagement) => {
      queryClient.setQueryData(queryKeys.engagements.detail(id), engagement);
      await queryClient.invalidateQueries({
        queryKey: queryKeys.engagements.all,
        predicate: (q) => q.queryKey[1] !== id || q.queryKey.length > 2,
      });
    },
  });
}
