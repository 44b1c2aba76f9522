import type { TPreviousAssessments } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const getPreviousAssessments = (id: string, signal?: AbortSignal) =>
  api.get<TPreviousAssessments>(`/api/engagements/${encodeURIComponent(id)}/previous-assessments`, undefined, signal);

export const usePreviousAssessments = (id: string) =>
  useQuery({
    queryKey: queryKeys.engagements.previousAssessments(id),
    queryFn: ({ signal }) => getPreviousAssessments(id, signal),
  });
