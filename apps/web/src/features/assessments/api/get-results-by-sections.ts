import type { TResultsBySections } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** The latest submitted version's result by section, with the questions answered in each. */
export const getResultsBySections = (id: string, signal?: AbortSignal) =>
  api.get<TResultsBySections>(`/api/assessments/${encodeURIComponent(id)}/results-by-sections`, undefined, signal);

export const useResultsBySections = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.assessments.resultsBySections(id),
    queryFn: ({ signal }) => getResultsBySections(id, signal),
    enabled,
  });
