import type { TBulkUserIds } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** POST /api/users/archive {userIds}; 409 names the users who still hold seats (spec §6). */
export const bulkArchiveUsers = (body: TBulkUserIds) => api.post<{ archived: number }>('/api/users/archive', body);

export const useBulkArchiveUsers = () => useUserMutation(bulkArchiveUsers);
