import type { TAssessment } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * A mutation answering with the updated assessment: the cache takes the answer, and engagement
 * lists (which show its status and result) and the interview are refetched.
 */
export function useAssessmentMutation<V>(id: string, run: (vars: V) => Promise<TAssessment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (assessment) => {
      queryClient.setQueryData(queryKeys.assessments.detail(id), assessment);
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.all });
      if (assessment.interviewId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all(assessment.interviewId) });
    },
  });
}
