import { effectivePermissions, type TPermissionsCheck } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { visibleUser } from './user.service.ts';
import { blockedPermissionsOf } from './user-details.ts';

/**
 * GET users/{id}/permissions: which of the asked permissions the user holds (role, appeal role and
 * grants, minus the group's blocked ones); `granted` when any is held. Inactive users hold none.
 * The user themselves, or an admin managing them.
 */
export async function checkPermissions(
  db: Db,
  actor: Actor,
  userId: string,
  asked: string[],
): Promise<TPermissionsCheck> {
  const { user, company } = await visibleUser(db, actor, userId);
  authorize(actor, 'user.viewPermissions', user);
  const held = new Set<string>(
    user.status === 'active'
      ? effectivePermissions({
          role: user.role,
          amRole: user.amRole,
          extra: user.permissions,
          blocked: await blockedPermissionsOf(db, company),
        })
      : [],
  );
  const permissions = Object.fromEntries(asked.map((p) => [p, held.has(p)]));
  return { granted: Object.values(permissions).some(Boolean), permissions };
}
