import type { TCreateEngagedEntity, TEngagedEntity } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/companies/{id}/engaged-entities: a new entity of the company's group with its first individual. */
export const createEngagedEntity = (companyId: string, input: TCreateEngagedEntity) =>
  api.post<TEngagedEntity>(companyPath(companyId, '/engaged-entities'), input);

export const useCreateEngagedEntity = () =>
  useInvalidatingMutation(
    ({ companyId, input }: { companyId: string; input: TCreateEngagedEntity }) => createEngagedEntity(companyId, input),
    [queryKeys.engagedEntities.all, queryKeys.companies.all],
  );
