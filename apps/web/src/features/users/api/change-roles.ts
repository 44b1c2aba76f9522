import type { TChangeRoles } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import type { Authorization, WithAuthorization } from '../../../lib/authorization-token.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/roles {newRole, emailToSwap?, …}: the swap-role modal's call (password-confirmed). */
export const changeRoles = (userId: string, body: TChangeRoles, authorization?: Authorization | null) =>
  api.put<unknown>(userPath(userId, '/roles'), body, { authorization });

export const useChangeRoles = (userId: string) =>
  useUserMutation(({ authorization, ...body }: WithAuthorization<TChangeRoles>) =>
    changeRoles(userId, body, authorization),
  );
