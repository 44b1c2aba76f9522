import type { TEngagedEntityDetail } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** PUT /api/engaged-entities/{id}/restore. */
export const restoreEngagedEntity = (id: string) => api.put<TEngagedEntityDetail>(entityPath(id, '/restore'));

export const useRestoreEngagedEntity = (id: string) =>
  useInvalidatingMutation(() => restoreEngagedEntity(id), [queryKeys.engagedEntities.all, queryKeys.companies.all]);
