import type { TEngagedIndividualDetail, TEngagedIndividualInput } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

/** POST /api/engaged-entities/{id}/engaged-individuals. */
export const addEngagedIndividual = (entityId: string, input: TEngagedIndividualInput) =>
  api.post<TEngagedIndividualDetail>(entityPath(entityId, '/engaged-individuals'), input);

export const useAddEngagedIndividual = (entityId: string) =>
  useInvalidatingMutation(
    (input: TEngagedIndividualInput) => addEngagedIndividual(entityId, input),
    [queryKeys.engagedEntities.all, queryKeys.companies.all],
  );
