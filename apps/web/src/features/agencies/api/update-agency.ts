import type { TAgency, TUpdateAgency } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { agencyPath } from './agency-paths.ts';

/** PUT /api/agencies/{id}. */
export const updateAgency = (id: string, input: TUpdateAgency) => api.put<TAgency>(agencyPath(id), input);

export const useUpdateAgency = (id: string) =>
  useInvalidatingMutation(
    (input: TUpdateAgency) => updateAgency(id, input),
    [queryKeys.agencies.all, queryKeys.companies.all],
  );
