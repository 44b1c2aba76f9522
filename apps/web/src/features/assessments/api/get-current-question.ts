import type { TCurrentQuestion } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const getCurrentQuestion = (interviewId: string, signal?: AbortSignal) =>
  api.get<TCurrentQuestion>(`/api/interviews/${encodeURIComponent(interviewId)}/currentQuestion`, undefined, signal);

export const currentQuestionQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: queryKeys.interviews.current(interviewId),
    queryFn: ({ signal }) => getCurrentQuestion(interviewId, signal),
  });

export const useCurrentQuestion = (interviewId: string) => useQuery(currentQuestionQueryOptions(interviewId));
