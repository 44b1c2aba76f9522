import type { TUpdateUser, TUser } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath, useUserMutation } from './user-mutation.ts';

/** PUT /api/users/{id}: an admin edits someone's names or email (email needs an authorization token). */
export const updateUser = (userId: string, body: Partial<TUpdateUser>) => api.put<TUser>(userPath(userId), body);

export const useUpdateUser = (userId: string) =>
  useUserMutation((body: Partial<TUpdateUser>) => updateUser(userId, body));
