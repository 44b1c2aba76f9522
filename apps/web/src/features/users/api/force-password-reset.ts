import type { TBulkUserIds } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/force-password-reset: the next sign-in must set a new password; sessions end now. */
export const forcePasswordReset = (id: string) =>
  api.request<{ updated: number }>(userPath(id, '/force-password-reset'), { method: 'PUT' });

/** POST /api/users/force-password-reset {userIds}: the same for several people, all or nothing. */
export const bulkForcePasswordReset = (body: TBulkUserIds) =>
  api.post<{ updated: number }>('/api/users/force-password-reset', body);

export const useForcePasswordReset = () => useUserMutation(forcePasswordReset);
export const useBulkForcePasswordReset = () => useUserMutation(bulkForcePasswordReset);
