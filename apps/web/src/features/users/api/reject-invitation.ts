import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/reject-invitation: a provider admin turns an awaiting user down. */
export const rejectInvitation = (id: string) =>
  api.request<unknown>(userPath(id, '/reject-invitation'), { method: 'PUT' });

export const useRejectInvitation = () => useUserMutation(rejectInvitation);
