import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/restore. */
export const restoreUser = (id: string) => api.request<unknown>(userPath(id, '/restore'), { method: 'PUT' });

export const useRestoreUser = () => useUserMutation(restoreUser);
