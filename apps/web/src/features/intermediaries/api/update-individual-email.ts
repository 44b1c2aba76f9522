import type { TUpdateEmail, TUpdateEmailResult } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT /api/engaged-individuals/{id}/update-email: the new address, optionally resending the last email. */
export const updateIndividualEmail = (id: string, input: TUpdateEmail) =>
  api.put<TUpdateEmailResult>(`/api/engaged-individuals/${encodeURIComponent(id)}/update-email`, input);

export const useUpdateIndividualEmail = (id: string) =>
  useInvalidatingMutation(
    (input: TUpdateEmail) => updateIndividualEmail(id, input),
    [queryKeys.engagedEntities.all, queryKeys.companies.all, queryKeys.engagements.all],
  );
