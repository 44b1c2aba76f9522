import type { TChangeRoles } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath, useUserMutation } from './user-mutation.ts';

/** PUT /api/users/{id}/roles {newRole, emailToSwap?, …}: the swap-role modal's call. */
export const changeRoles = (userId: string, body: TChangeRoles) => api.put<unknown>(userPath(userId, '/roles'), body);

export const useChangeRoles = (userId: string) => useUserMutation((body: TChangeRoles) => changeRoles(userId, body));
