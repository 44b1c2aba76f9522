import { api } from '../../../lib/api-client.ts';
import { userPath, useUserMutation } from './user-mutation.ts';

/** PUT /api/users/{id}/restore. */
export const restoreUser = (id: string) => api.request<unknown>(userPath(id, '/restore'), { method: 'PUT' });

export const useRestoreUser = () => useUserMutation(restoreUser);
