import type { TEngagedEntityDetail } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/engaged-entities/{id}: the entity, its individuals, counts and the viewer's abilities. */
export const getEngagedEntity = (id: string, signal?: AbortSignal) =>
  api.get<TEngagedEntityDetail>(`/api/engaged-entities/${encodeURIComponent(id)}`, undefined, signal);

export const useEngagedEntity = (id: string) =>
  useQuery({ queryKey: queryKeys.engagedEntities.detail(id), queryFn: ({ signal }) => getEngagedEntity(id, signal) });
