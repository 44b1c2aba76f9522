import type { TAssessment, TReassessmentReason } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT start-reassessment: answers the new reassessment. */
export const startReassessment = (id: string, reason: TReassessmentReason) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/start-reassessment`, { reason });

/** PUT start-continuous-employment: answers the new continuous-employment assessment. */
export const startContinuousEmployment = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/start-continuous-employment`);

/**
 * Starting what follows an approved result creates another assessment: the answer goes to its own
 * cache entry, and the one it follows and the engagement are refetched (abilities change).
 */
export function useStartFollowUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { kind: 'reassessment'; reason: TReassessmentReason } | { kind: 'continuous' }) =>
      what.kind === 'reassessment' ? startReassessment(id, what.reason) : startContinuousEmployment(id),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.assessments.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assessments.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.all });
    },
  });
}
