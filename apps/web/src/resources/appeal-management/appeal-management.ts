import type { TAppealManagementSettings, TSetLeadAppealManager } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../mutation.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companies/{id}/appeal-management/settings: the lead, the appeal managers, the subscription. */
export const getAppealManagementSettings = (companyId: string, signal?: AbortSignal) =>
  api.get<TAppealManagementSettings>(companyPath(companyId, '/appeal-management/settings'), undefined, signal);

export const useAppealManagementSettings = (companyId: string | null, enabled = true) =>
  useQuery({
    queryKey: queryKeys.appealManagement(companyId ?? ''),
    queryFn: ({ signal }) => getAppealManagementSettings(companyId!, signal),
    enabled: enabled && Boolean(companyId),
  });

/** PUT /api/companies/{id}/lead-appeal-manager {newManagerEmail, disableOldLam, swapActiveAppeals, expectedLeadId}. */
export const setLeadAppealManager = ({ companyId, ...body }: TSetLeadAppealManager & { companyId: string }) =>
  api.put<TAppealManagementSettings>(companyPath(companyId, '/lead-appeal-manager'), body);

/** POST /api/companies/{id}/appeal-managers {userIds}. */
export const addAppealManagers = ({ companyId, userIds }: { companyId: string; userIds: string[] }) =>
  api.post<TAppealManagementSettings>(companyPath(companyId, '/appeal-managers'), { userIds });

/** DELETE /api/companies/{id}/appeal-managers/{userId}. */
export const removeAppealManager = ({ companyId, userId }: { companyId: string; userId: string }) =>
  api.request<TAppealManagementSettings>(companyPath(companyId, `/appeal-managers/${encodeURIComponent(userId)}`), {
    method: 'DELETE',
  });

/** The appeal-role changes; people (their amRole and abilities) and the settings reload after each. */
export function useAppealRoleMutations() {
  const keys = [queryKeys.users.all, ['appeal-management'] as const, queryKeys.companies.all];
  return {
    setLead: useInvalidatingMutation(setLeadAppealManager, keys),
    add: useInvalidatingMutation(addAppealManagers, keys),
    remove: useInvalidatingMutation(removeAppealManager, keys),
  };
}
