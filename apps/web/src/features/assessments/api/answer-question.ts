import type { TAnswerQuestion, TCurrentQuestion } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assessmentKey } from './get-assessment.ts';
import { currentQuestionKey } from './get-current-question.ts';

export const answerQuestion = (interviewId: string, input: TAnswerQuestion) =>
  api.post<TCurrentQuestion>(`/api/interviews/${encodeURIComponent(interviewId)}/answers`, input);

/** Answers a question; the reply is the next current question, and the assessment's progress changed. */
export function useAnswerQuestion(interviewId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnswerQuestion) => answerQuestion(interviewId, input),
    onSuccess: (current) => {
      queryClient.setQueryData(currentQuestionKey(interviewId), current);
      void queryClient.invalidateQueries({
        queryKey: ['interviews', interviewId],
        predicate: (q) => q.queryKey[2] !== 'current',
      });
      void queryClient.invalidateQueries({ queryKey: assessmentKey(assessmentId) });
    },
  });
}
