import type { TCreateComment } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const addComment = (assessmentId: string, input: TCreateComment) =>
  api.post<unknown>(`/api/assessments/${encodeURIComponent(assessmentId)}/comments`, input);

export function useAddComment(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateComment) => addComment(assessmentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assessments.detail(assessmentId) }),
  });
}
