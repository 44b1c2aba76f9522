import type { TPasswordChange } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Completes a forced password change with the token of a CHANGE_PASSWORD_NEEDED login. */
export const changePassword = ({ token, ...body }: TPasswordChange & { token: string }) =>
  api.request<void>(`/api/password-reset-tokens/${encodeURIComponent(token)}/password`, {
    method: 'PUT',
    body,
    anonymous: true,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
