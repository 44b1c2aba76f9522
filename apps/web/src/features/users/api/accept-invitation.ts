import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/accept-invitation: a provider admin sends the invitation an awaiting user asked for. */
export const acceptInvitation = (id: string) =>
  api.request<unknown>(userPath(id, '/accept-invitation'), { method: 'PUT' });

export const useAcceptInvitation = () => useUserMutation(acceptInvitation);
