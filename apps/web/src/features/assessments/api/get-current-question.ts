import type { TCurrentQuestion } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCurrentQuestion = (interviewId: string, signal?: AbortSignal) =>
  api.get<TCurrentQuestion>(`/api/interviews/${encodeURIComponent(interviewId)}/currentQuestion`, undefined, signal);

export const currentQuestionKey = (interviewId: string) => ['interviews', interviewId, 'current'] as const;

export const currentQuestionQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: currentQuestionKey(interviewId),
    queryFn: ({ signal }) => getCurrentQuestion(interviewId, signal),
  });

export const useCurrentQuestion = (interviewId: string) => useQuery(currentQuestionQueryOptions(interviewId));
