import type { TEngagedIndividualDetail, TEngagedIndividualInput } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT /api/engaged-individual/{id}: name and email. */
export const updateEngagedIndividual = (id: string, input: TEngagedIndividualInput) =>
  api.put<TEngagedIndividualDetail>(`/api/engaged-individual/${encodeURIComponent(id)}`, input);

export const useUpdateEngagedIndividual = (id: string) =>
  useInvalidatingMutation(
    (input: TEngagedIndividualInput) => updateEngagedIndividual(id, input),
    [queryKeys.engagedEntities.all, queryKeys.companies.all],
  );
