import type { TUpdateUser, TUser } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../lib/authorization-token.ts';
import { userPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * PUT /api/users/{id} with only the changed fields (My account; an admin editing someone's names
 * or email). Email, password and sign-in verification changes need a fresh authorization token
 * (from the password modal), sent with this request only.
 */
export const updateUser = (userId: string, body: Partial<TUpdateUser>, authorization?: Authorization | null) =>
  api.put<TUser>(userPath(userId), body, { authorization });

/** Saves the fields; the answer goes into the user's cache entry and every users query reloads. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ authorization, ...body }: WithAuthorization<Partial<TUpdateUser>>) =>
      updateUser(userId, body, authorization),
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user)
        queryClient.setQueryData(queryKeys.users.detail(userId), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
