import type { TInterviewQuestion } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** The answered path of the interview, in order. */
export const getQuestions = (interviewId: string, signal?: AbortSignal) =>
  api.get<{ questions: TInterviewQuestion[] }>(
    `/api/interviews/${encodeURIComponent(interviewId)}/questions`,
    undefined,
    signal,
  );

export const useQuestions = (interviewId: string | null) =>
  useQuery({
    queryKey: queryKeys.interviews.questions(interviewId),
    queryFn: ({ signal }) => getQuestions(interviewId ?? '', signal),
    enabled: interviewId !== null,
    select: (data) => data.questions,
  });
