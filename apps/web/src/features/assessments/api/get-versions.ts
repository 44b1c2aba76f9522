import type { TAssessmentVersions } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** The submitted versions of an assessment, newest first. */
export const getVersions = (id: string, signal?: AbortSignal) =>
  api.get<TAssessmentVersions>(`/api/assessments/${encodeURIComponent(id)}/versions`, undefined, signal);

export const useVersions = (id: string) =>
  useQuery({
    queryKey: queryKeys.assessments.versions(id),
    queryFn: ({ signal }) => getVersions(id, signal),
    select: (data) => data.versions,
  });
