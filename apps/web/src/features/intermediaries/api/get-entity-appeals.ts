import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** One appeal of the entity as the appeals API lists it (only the fields this tab shows are read). */
export interface EntityAppeal {
  id: string;
  status: string;
  dateStarted?: string | null;
  dateEnded?: string | null;
  engagement?: { engagedIndividualName?: string } | null;
}

/**
 * GET /api/engaged-entities/{id}/appeals (built with the appeals): the list, or null while the server
 * does not answer the call (404: no appeals here yet), so the tab shows its empty state.
 */
export async function getEntityAppeals(id: string, signal?: AbortSignal): Promise<EntityAppeal[] | null> {
  try {
    const body = await api.get<EntityAppeal[] | { data: EntityAppeal[] }>(
      entityPath(id, '/appeals'),
      undefined,
      signal,
    );
    return Array.isArray(body) ? body : (body?.data ?? []);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useEntityAppeals = (id: string) =>
  useQuery({ queryKey: queryKeys.engagedEntities.appeals(id), queryFn: ({ signal }) => getEntityAppeals(id, signal) });
