import type { TUpdateUser, TUser } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../../lib/authorization-token.ts';
import { userPath, useUserMutation } from './user-mutation.ts';

/** PUT /api/users/{id}: an admin edits someone's names or email (email needs an authorization token). */
export const updateUser = (userId: string, body: Partial<TUpdateUser>, authorization?: Authorization | null) =>
  api.put<TUser>(userPath(userId), body, { authorization });

export const useUpdateUser = (userId: string) =>
  useUserMutation(({ authorization, ...body }: WithAuthorization<Partial<TUpdateUser>>) =>
    updateUser(userId, body, authorization),
  );
