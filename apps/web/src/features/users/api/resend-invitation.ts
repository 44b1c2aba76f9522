import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/resend-invitation: a new invitation email to an invited user. */
export const resendInvitation = (id: string) =>
  api.request<unknown>(userPath(id, '/resend-invitation'), { method: 'PUT' });

export const useResendInvitation = () => useUserMutation(resendInvitation);
