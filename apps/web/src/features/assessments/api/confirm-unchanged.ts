import type { TCurrentQuestion } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/interviews/{id}/confirm-unchanged: the answers read come back as they were, in order. */
export const confirmUnchanged = (interviewId: string, interviewQuestionIds: string[]) =>
  api.post<TCurrentQuestion>(`/api/interviews/${encodeURIComponent(interviewId)}/confirm-unchanged`, {
    interviewQuestionIds,
  });

/** Confirms the unchanged answers after a change; the reply is the next current question. */
export function useConfirmUnchanged(interviewId: string, assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => confirmUnchanged(interviewId, ids),
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
