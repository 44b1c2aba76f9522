import type { TInterviewQuestion } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const confirmQuestion = (interviewQuestionId: string, interviewId: string) =>
  api.put<TInterviewQuestion>(`/api/interview-questions/${encodeURIComponent(interviewQuestionId)}/confirm`, {
    interviewId,
  });

/** The specialist confirms an earlier answer still stands; the interview's ready marks change. */
export function useConfirmQuestion(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewQuestionId: string) => confirmQuestion(interviewQuestionId, interviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all(interviewId) }),
  });
}
