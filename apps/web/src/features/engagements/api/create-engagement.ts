import type { TCreateEngagement, TEngagement } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const createEngagement = (input: TCreateEngagement) => api.post<TEngagement>('/api/engagements', input);

export function useCreateEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEngagement,
    onSuccess: (engagement) => {
      queryClient.setQueryData(queryKeys.engagements.detail(engagement.id), engagement);
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.mineAll });
    },
  });
}
