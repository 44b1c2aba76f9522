import type { TAssessment, TThread, TThreadComment, TThreadSeen, TUpdateComment } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const addThreadComment = (threadId: string, input: TThreadComment) =>
  api.post<TThread>(`/api/threads/${encodeURIComponent(threadId)}/comments`, input);

export const editComment = (assessmentId: string, commentId: string, input: TUpdateComment) =>
  api.put<TAssessment>(
    `/api/assessments/${encodeURIComponent(assessmentId)}/comments/${encodeURIComponent(commentId)}`,
    input,
  );

export const markThreadSeen = (threadId: string) =>
  api.put<TThreadSeen>(`/api/threads/${encodeURIComponent(threadId)}/mark-as-seen`, {});

/** Thread writes change the assessment's threads and counts, and the questions' thread badges. */
function useRefresh(assessmentId: string, interviewId: string | null) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.assessments.detail(assessmentId) });
    if (interviewId) void queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all(interviewId) });
  };
}

export function useAddThreadComment(assessmentId: string, interviewId: string | null) {
  const refresh = useRefresh(assessmentId, interviewId);
  return useMutation({
    mutationFn: ({ threadId, ...input }: TThreadComment & { threadId: string }) => addThreadComment(threadId, input),
    onSuccess: refresh,
  });
}

export function useEditComment(assessmentId: string, interviewId: string | null) {
  const refresh = useRefresh(assessmentId, interviewId);
  return useMutation({
    mutationFn: ({ commentId, ...input }: TUpdateComment & { commentId: string }) =>
      editComment(assessmentId, commentId, input),
    onSuccess: refresh,
  });
}

export function useMarkThreadSeen(assessmentId: string, interviewId: string | null) {
  const refresh = useRefresh(assessmentId, interviewId);
  return useMutation({ mutationFn: markThreadSeen, onSuccess: refresh });
}
