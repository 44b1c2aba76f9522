import type { TEngagedEntityDetail, TUpdateEngagedEntity } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** PUT /api/engaged-entities/{id}: name, number, type. */
export const updateEngagedEntity = (id: string, input: TUpdateEngagedEntity) =>
  api.put<TEngagedEntityDetail>(entityPath(id), input);

export const useUpdateEngagedEntity = (id: string) =>
  useInvalidatingMutation(
    (input: TUpdateEngagedEntity) => updateEngagedEntity(id, input),
    [queryKeys.engagedEntities.all, queryKeys.companies.all],
  );
