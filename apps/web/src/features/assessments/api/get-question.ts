import type { TInterviewQuestion } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** An already answered question of the interview, to go back to it. */
export const getQuestion = (interviewId: string, interviewQuestionId: string, signal?: AbortSignal) =>
  api.get<TInterviewQuestion>(
    `/api/interviews/${encodeURIComponent(interviewId)}/question`,
    { interviewQuestionId },
    signal,
  );

export const useQuestion = (interviewId: string, interviewQuestionId: string | null) =>
  useQuery({
    queryKey: queryKeys.interviews.question(interviewId, interviewQuestionId),
    queryFn: ({ signal }) => getQuestion(interviewId, interviewQuestionId ?? '', signal),
    enabled: interviewQuestionId !== null,
  });
