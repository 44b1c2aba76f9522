import type { TAssessment } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const getAssessment = (id: string, signal?: AbortSignal) =>
  api.get<TAssessment>(`/api/assessments/${encodeURIComponent(id)}`, undefined, signal);

export const assessmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.assessments.detail(id), queryFn: ({ signal }) => getAssessment(id, signal) });

export const useAssessment = (id: string) => useQuery(assessmentQueryOptions(id));
