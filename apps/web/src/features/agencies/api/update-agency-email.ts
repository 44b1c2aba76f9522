import type { TUpdateEmail, TUpdateEmailResult } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { agencyPath } from './agency-paths.ts';

/** PUT /api/agencies/{id}/update-email: the new address, optionally resending the last email. */
export const updateAgencyEmail = (id: string, input: TUpdateEmail) =>
  api.put<TUpdateEmailResult>(agencyPath(id, '/update-email'), input);

export const useUpdateAgencyEmail = (id: string) =>
  useInvalidatingMutation(
    (input: TUpdateEmail) => updateAgencyEmail(id, input),
    [queryKeys.agencies.all, queryKeys.engagements.all],
  );
