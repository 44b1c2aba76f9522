import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/archive — ends the user's sessions too. */
export const archiveUser = (id: string) => api.request<unknown>(userPath(id, '/archive'), { method: 'PUT' });

export const useArchiveUser = () => useUserMutation(archiveUser);
