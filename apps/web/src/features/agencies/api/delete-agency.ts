import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { agencyPath } from './agency-paths.ts';

/** DELETE /api/agencies/{id}: only an agency no engagement names (409 errors.hasEngagements). */
export const deleteAgency = (id: string) => api.request<void>(agencyPath(id), { method: 'DELETE' });

export const useDeleteAgency = (id: string) =>
  useInvalidatingMutation(() => deleteAgency(id), [queryKeys.agencies.all, queryKeys.companies.all], {
    refetchType: 'none',
  });
