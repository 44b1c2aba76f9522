import type { TVersionChanges } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** What `version` changed against the version before it (computed by the server). */
export const getVersionChanges = (id: string, version: number, signal?: AbortSignal) =>
  api.get<TVersionChanges>(`/api/assessments/${encodeURIComponent(id)}/version-changes`, { version }, signal);

/** Only versions from 2 on have something to compare with. */
export const useVersionChanges = (id: string, version: number | null) =>
  useQuery({
    queryKey: queryKeys.assessments.versionChanges(id, version ?? 0),
    queryFn: ({ signal }) => getVersionChanges(id, version ?? 0, signal),
    enabled: version !== null && version >= 2,
  });
