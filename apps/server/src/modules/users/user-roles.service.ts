import {
  ERROR_KEYS,
  type TAffiliation,
  type TChangeRoles,
  type TDegradeToMember,
  type TPromoteForAdmin,
  type TUser,
  type TUserRole,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { consumeAuthorization } from '../authorization-tokens/authorization-token.service.ts';
import { applyRoleChanges, type RoleChange } from './role-change-plan.ts';
import { isCompanyPerson } from './user.policy.ts';
import {
  activeAdmins,
  adminRoleOf,
  type CompanyOfUser,
  findUserByEmail,
  findUserFor,
  isAdminRole,
  type UserRow,
} from './user.repository.ts';
import { getUser, managedUser } from './user.service.ts';

const unprocessable = (key: string, field: string, message: string) =>
  new AppError(422, key, message, { [field]: [key] });

/**
 * The active user of the group with this email (spec §5 swap role): 422 errors.userAssignedToAnotherCompany
 * when they belong to another company, errors.emailNotFoundOrUserNotActive when unknown or inactive.
 */
export async function affiliatedUser(db: DbOrTx, rootId: string, email: string, field: string): Promise<UserRow> {
  const found = await findUserByEmail(db, email);
  if (found?.company && found.company.rootId !== rootId) {
    throw unprocessable(ERROR_KEYS.userAssignedToAnotherCompany, field, 'This user belongs to another company.');
  }
  if (!found?.company || found.user.status !== 'active' || !isCompanyPerson(found.user)) {
    throw unprocessable(
      ERROR_KEYS.emailNotFoundOrUserNotActive,
      field,
      'No active user of this company has this email.',
    );
  }
  return found.user;
}

/** GET companies/{id}/check-user-affiliation: whether the email is an active person of the company's group. */
export async function checkAffiliation(db: Db, actor: Actor, companyId: string, email: string): Promise<TAffiliation> {
  const company = await managedCompany(db, actor, companyId);
  const found = await findUserByEmail(db, email);
  if (!found?.company) return { affiliated: false };
  if (found.company.rootId !== company.rootId) {
    throw unprocessable(ERROR_KEYS.userAssignedToAnotherCompany, 'userEmail', 'This user belongs to another company.');
  }
  return { affiliated: found.user.status === 'active' && isCompanyPerson(found.user) };
}

interface RoleRequest {
  newRole: TChangeRoles['newRole'];
  emailToSwap?: string;
  oldAdminNewRole?: TPromoteForAdmin['oldAdminNewRole'];
  newAdminReplacement?: string;
}

/**
 * Plans a role change of a company person, keeping one admin per company (spec §6): a new admin
 * turns the current one into an approver, a specialist or an archived user; an admin who steps down
 * needs a replacement when no other admin is left. Seats the people can no longer hold pass to
 * `emailToSwap`, else to the other people of the change.
 */
async function changeRoleIn(
  tx: Tx,
  actor: Actor,
  target: UserRow,
  company: CompanyOfUser,
  req: RoleRequest,
): Promise<void> {
  if (!isCompanyPerson(target) || target.status !== 'active') {
    throw conflict(ERROR_KEYS.roleChangeNotAllowed, "This user's role cannot be changed here.");
  }
  const adminRole = adminRoleOf(company);
  const newRole: TUserRole = req.newRole === 'admin' ? adminRole : req.newRole;
  const swap = req.emailToSwap ? await affiliatedUser(tx, company.rootId, req.emailToSwap, 'emailToSwap') : null;
  if (swap?.id === target.id) throw unprocessable(ERROR_KEYS.invalidCompany, 'emailToSwap', 'Choose another person.');
  if (newRole === target.role && !swap) return;

  const others = (await activeAdmins(tx, company.id)).filter((a) => a.id !== target.id);
  const changes: RoleChange[] = [];
  const main: RoleChange = {
    user: target,
    role: newRole,
    swapAll: newRole === target.role,
    receivers: [swap],
  };
  changes.push(main);

  if (isAdminRole(newRole) && !isAdminRole(target.role)) {
    if (others.length > 0 && !req.oldAdminNewRole) {
      throw new AppError(400, ERROR_KEYS.oldAdminNewRoleRequired, 'Choose what the current admin becomes.', {
        oldAdminNewRole: ['errors.required'],
      });
    }
    for (const old of others) {
      const archive = req.oldAdminNewRole === 'archived';
      if (archive) authorize(actor, 'user.archive', old);
      changes.push({
        user: old,
        role: archive ? 'client_user' : (req.oldAdminNewRole as TUserRole),
        archive,
        receivers: [target, swap],
      });
    }
    main.receivers.push(...others);
  }

  if (isAdminRole(target.role) && !isAdminRole(newRole)) {
    let replacement: UserRow | null = null;
    if (req.newAdminReplacement) {
      const found = await findUserFor(tx, actor, req.newAdminReplacement, { lock: true });
      const r = found?.user;
      if (!r || r.companyId !== company.id || r.id === target.id || r.status !== 'active' || !isCompanyPerson(r)) {
        throw unprocessable(
          ERROR_KEYS.invalidCompany,
          'newAdminReplacement',
          'Choose an active person of this company.',
        );
      }
      replacement = r;
      changes.push({ user: r, role: adminRole, receivers: [target, swap] });
    } else if (others.length === 0) {
      throw conflict(ERROR_KEYS.lastAdmin, 'The company needs an admin: choose who replaces this one.', {
        newAdminReplacement: ['errors.required'],
      });
    }
    main.receivers.push(replacement, ...others);
  }

  await applyRoleChanges(tx, actor, changes, isAdminRole(newRole) ? 'promote_for_admin' : 'role_change');
}

function assertMayChangeRoles(actor: Actor): void {
  authorize(actor, 'user.promote');
}

/** A person of a company the actor manages, named by company and user id (404 otherwise). */
async function personOfCompany(db: DbOrTx, actor: Actor, companyId: string, userId: string, lock: boolean) {
  const company = await managedCompany(db, actor, companyId);
  const found = await findUserFor(db, actor, userId, { lock });
  if (!found?.company || found.user.companyId !== company.id) throw notFound('User');
  assertMayChangeRoles(actor);
  return { user: found.user, company: found.company };
}

/** PUT companies/{id}/users/{userId}/promote-for-admin: the user becomes the company's admin. */
export async function promoteForAdmin(
  db: Db,
  actor: Actor,
  companyId: string,
  userId: string,
  input: TPromoteForAdmin,
  authorizationToken: string | null,
): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user, company } = await personOfCompany(tx, actor, companyId, userId, true);
    if (isAdminRole(user.role)) throw conflict(ERROR_KEYS.roleChangeNotAllowed, 'This user is already the admin.');
    await consumeAuthorization(tx, actor, authorizationToken);
    await changeRoleIn(tx, actor, user, company, { newRole: 'admin', oldAdminNewRole: input.oldAdminNewRole });
  });
  return getUser(db, actor, userId);
}

/** PUT companies/{id}/users/{userId}/degrade-to-member: the admin becomes a member. */
export async function degradeToMember(
  db: Db,
  actor: Actor,
  companyId: string,
  userId: string,
  input: TDegradeToMember,
  authorizationToken: string | null,
): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user, company } = await personOfCompany(tx, actor, companyId, userId, true);
    if (!isAdminRole(user.role)) throw conflict(ERROR_KEYS.roleChangeNotAllowed, 'This user is not an admin.');
    await consumeAuthorization(tx, actor, authorizationToken);
    await changeRoleIn(tx, actor, user, company, input);
  });
  return getUser(db, actor, userId);
}

/** PUT users/{id}/roles: a new role, a swap of seats, or both. */
export async function changeRoles(
  db: Db,
  actor: Actor,
  userId: string,
  input: TChangeRoles,
  authorizationToken: string | null,
): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user, company } = await managedUser(tx, actor, userId, true);
    assertMayChangeRoles(actor);
    if (!company) throw conflict(ERROR_KEYS.roleChangeNotAllowed, "This user's role cannot be changed here.");
    await consumeAuthorization(tx, actor, authorizationToken);
    await changeRoleIn(tx, actor, user, company, input);
  });
  return getUser(db, actor, userId);
}
