import type { TStartImpactReassessmentsResult } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/ruleset-impacts/{id}/reassessments {assessmentIds}: reassessments for the chosen results. */
export const startImpactReassessments = (runId: string, assessmentIds: string[]) =>
  api.post<TStartImpactReassessmentsResult>(`/api/ruleset-impacts/${encodeURIComponent(runId)}/reassessments`, {
    assessmentIds,
  });

/** Refreshes the report (the started ones show their reassessment) and the assessment lists. */
export function useStartImpactReassessments(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentIds: string[]) => startImpactReassessments(runId, assessmentIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ruleSetImpacts.all }),
  });
}
