import type { TAnswerQuestion, TCurrentQuestion } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const answerQuestion = (interviewId: string, input: TAnswerQuestion) =>
  api.post<TCurrentQuestion>(`/api/interviews/${encodeURIComponent(interviewId)}/answers`, input);

/** Answers a question; the reply is the next current question, and the assessment's progress changed. */
export function useAnswerQuestion(interviewId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnswerQuestion) => answerQuestion(interviewId, input),
    onSuccess: (current) => {
      queryClient.setQueryData(queryKeys.interviews.current(interviewId), current);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.interviews.all(interviewId),
        predicate: (q) => q.queryKey[2] !== 'current',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assessments.detail(assessmentId) });
    },
  });
}
