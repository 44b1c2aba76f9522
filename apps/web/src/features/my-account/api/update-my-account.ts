import type { TUpdateUser, TUser } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../../lib/authorization-token.ts';

export const mePath = (userId: string, suffix = '') => `/api/users/${encodeURIComponent(userId)}${suffix}`;

/**
 * PUT /api/users/{id} with only the changed fields. Email, password and sign-in verification
 * changes need a fresh authorization token (from the password modal), sent with this request.
 */
export const updateMyAccount = (userId: string, body: Partial<TUpdateUser>, authorization?: Authorization | null) =>
  api.put<TUser>(mePath(userId), body, { authorization });

/** Saves account fields; the signed-in user (and any users list) reloads afterwards. */
export function useUpdateMyAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ authorization, ...body }: WithAuthorization<Partial<TUpdateUser>>) =>
      updateMyAccount(userId, body, authorization),
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) queryClient.setQueryData(['users', userId], user);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
