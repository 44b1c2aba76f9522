import type { TEngagedEntityDetail } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** PUT /api/engaged-entities/{id}/archive. */
export const archiveEngagedEntity = (id: string) => api.put<TEngagedEntityDetail>(entityPath(id, '/archive'));

export const useArchiveEngagedEntity = (id: string) =>
  useInvalidatingMutation(() => archiveEngagedEntity(id), [queryKeys.engagedEntities.all, queryKeys.companies.all]);
