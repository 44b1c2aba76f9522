import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** DELETE /api/engaged-entities/{id}: only without engagements (409 errors.hasEngagements). */
export const deleteEngagedEntity = (id: string) => api.request<void>(entityPath(id), { method: 'DELETE' });

/** Marks the lists stale without refetching the deleted entity's page (the caller leaves it). */
export const useDeleteEngagedEntity = (id: string) =>
  useInvalidatingMutation(() => deleteEngagedEntity(id), [queryKeys.engagedEntities.all, queryKeys.companies.all], {
    refetchType: 'none',
  });
