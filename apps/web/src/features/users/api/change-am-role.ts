import type { TAmRole } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

export interface ChangeAmRoleInput {
  amRole: TAmRole;
  /** Who takes over as lead when the lead moves away from it. */
  newLeadId?: string;
  reassignActiveAppeals?: boolean;
}

/** PUT /api/users/{id}/am-role {amRole, newLeadId?, reassignActiveAppeals} (spec §4). */
export const changeAmRole = (userId: string, body: ChangeAmRoleInput) =>
  api.put<unknown>(userPath(userId, '/am-role'), { reassignActiveAppeals: false, ...body });

export const useChangeAmRole = (userId: string) =>
  useUserMutation((body: ChangeAmRoleInput) => changeAmRole(userId, body));
