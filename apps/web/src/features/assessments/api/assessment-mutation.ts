import type { TAssessment } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentKey } from './get-assessment.ts';

/**
 * A mutation answering with the updated assessment: the cache takes the answer, and engagement
 * lists (which show its status and result) and the interview are refetched.
 */
export function useAssessmentMutation<V>(id: string, run: (vars: V) => Promise<TAssessment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (assessment) => {
      queryClient.setQueryData(assessmentKey(id), assessment);
      void queryClient.invalidateQueries({ queryKey: ['engagements'] });
      if (assessment.interviewId)
        void queryClient.invalidateQueries({ queryKey: ['interviews', assessment.interviewId] });
    },
  });
}
