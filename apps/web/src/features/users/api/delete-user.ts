import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** DELETE /api/users/{id}/delete (a user who never took part in any work). */
export const deleteUser = (id: string) => api.request<unknown>(userPath(id, '/delete'), { method: 'DELETE' });

export const useDeleteUser = () => useUserMutation(deleteUser);
