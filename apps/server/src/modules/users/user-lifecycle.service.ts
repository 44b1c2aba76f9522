import { canTransition, ERROR_KEYS, type TUser, USER_TRANSITIONS } from '@statera/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { revokeApiKeys } from '../api-keys/api-key.service.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import { canViewUser } from './user.policy.ts';
import { fullName } from './user.presenter.ts';
import {
  activeAdmins,
  isAdminRole,
  revokeSessions,
  seatCounts,
  type UserRow,
  type UserWithCompany,
} from './user.repository.ts';
import { getUser, managedUser } from './user.service.ts';

/**
 * Refuses when the users leaving are all the active admins of a company (someone must stay admin;
 * promote a replacement first).
 */
async function assertAdminsRemain(tx: Tx, leaving: UserRow[]): Promise<void> {
  const leavingIds = new Set(leaving.map((u) => u.id));
  const companies = new Set(
    leaving.filter((u) => isAdminRole(u.role) && u.status === 'active').map((u) => u.companyId!),
  );
  for (const companyId of companies) {
    const admins = await activeAdmins(tx, companyId);
    if (admins.every((a) => leavingIds.has(a.id))) {
      throw conflict(ERROR_KEYS.lastAdmin, "The company's only admin cannot leave: make someone else admin first.");
    }
  }
}

/**
 * Archived: no sign-in, every session and API key ends (access tokens stop at once: the actor must
 * be active). The status it had is kept for a restore. Audited by the caller.
 */
async function archiveOne(tx: Tx, u: UserRow): Promise<void> {
  assertTransition(USER_TRANSITIONS, 'user', u.status, 'archive', 'archived', 'The user is already archived.');
  await tx
    .update(users)
    .set({ status: 'archived', archivedAt: new Date(), statusBeforeArchive: u.status })
    .where(eq(users.id, u.id));
  await revokeSessions(tx, u.id);
  await revokeApiKeys(tx, u.id);
}

const archivedEvent = (actor: Actor, u: UserRow) =>
  ({
    actorId: actor.id,
    action: 'user.archived',
    entityType: 'user',
    entityId: u.id,
    companyId: u.companyId,
    before: { status: u.status },
    after: { status: 'archived' },
  }) as const;

async function managedForChange(tx: Tx, actor: Actor, userId: string): Promise<UserWithCompany> {
  const found = await managedUser(tx, actor, userId, true);
  authorize(actor, 'user.archive', found.user);
  return found;
}

/** PUT users/{id}/archive: one user; their seats stay until someone is swapped in. */
export async function archiveUser(db: Db, actor: Actor, userId: string): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user } = await managedForChange(tx, actor, userId);
    if (user.companyId) await authorizeFeature(tx, actor, user.companyId, 'archive_user');
    assertTransition(USER_TRANSITIONS, 'user', user.status, 'archive', 'archived', 'The user is already archived.');
    await assertAdminsRemain(tx, [user]);
    await archiveOne(tx, user);
    await recordAudit(tx, archivedEvent(actor, user));
  });
  return getUser(db, actor, userId);
}

/** PUT users/{id}/restore: back to active (or invited, when they never registered); not in an archived company. */
export async function restoreUser(db: Db, actor: Actor, userId: string): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user, company } = await managedUser(tx, actor, userId, true);
    assertTransition(
      USER_TRANSITIONS,
      'user',
      user.status,
      'restore',
      undefined,
      'Only an archived user can be restored.',
    );
    if (company && company.status !== 'active') {
      throw conflict(ERROR_KEYS.cannotActivateUserInInactiveCompany, 'The company is not active.');
    }
    const status = user.passwordHash || user.ssoSubject ? 'active' : 'invited';
    assertTransition(USER_TRANSITIONS, 'user', user.status, 'restore', status);
    await tx.update(users).set({ status, archivedAt: null, statusBeforeArchive: null }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.restored',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      before: { status: user.status },
      after: { status },
    });
  });
  return getUser(db, actor, userId);
}

/**
 * DELETE users/{id}/delete: a soft delete. The row stays for history (names shown where the person
 * acted); the email is replaced so it is free for a new account and no lookup by email finds the
 * deleted person. Refused while the user holds seats on live engagements or open assessments.
 */
export async function deleteUser(db: Db, actor: Actor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { user } = await managedForChange(tx, actor, userId);
    await assertNoSeats(tx, [user]);
    await assertAdminsRemain(tx, [user]);
    assertTransition(USER_TRANSITIONS, 'user', user.status, 'delete', 'archived');
    await tx
      .update(users)
      .set({
        status: 'archived',
        archivedAt: user.archivedAt ?? new Date(),
        statusBeforeArchive: user.status === 'archived' ? user.statusBeforeArchive : user.status,
        deletedAt: new Date(),
        email: `deleted.${user.id}@deleted.invalid`,
        phone: null,
        phoneVerifiedAt: null,
        passwordHash: null,
        ssoSubject: null,
      })
      .where(eq(users.id, userId));
    await revokeSessions(tx, userId);
    await revokeApiKeys(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.deleted',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      before: { email: user.email, status: user.status },
      after: { deleted: true },
    });
  });
}

/** 409 listing the users who hold seats on live engagements or open assessments. */
async function assertNoSeats(tx: Tx, list: UserRow[]): Promise<void> {
  const seats = await seatCounts(
    tx,
    list.map((u) => u.id),
  );
  const holding = list.filter((u) => {
    const s = seats.get(u.id)!;
    return s.answerer + s.approver > 0;
  });
  if (holding.length > 0) {
    throw conflict(
      ERROR_KEYS.usersHaveAssignedRoles,
      `Users with assigned roles cannot be archived this way: ${holding.map(fullName).join(', ')}.`,
      Object.fromEntries(holding.map((u) => [u.id, [ERROR_KEYS.usersHaveAssignedRoles]])),
    );
  }
}

/**
 * POST users/archive: archives many users at once, all or nothing. Refused (409, listing them by id
 * in `errors`) when any holds a seat on a live engagement or open assessment (spec §6), or when it
 * would leave a company without an admin. Users outside the actor's reach are 404.
 */
export async function bulkArchive(db: Db, actor: Actor, userIds: string[]): Promise<{ archived: number }> {
  const ids = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const list = await tx.select().from(users).where(inArray(users.id, ids)).for('update');
    const live = list.filter((u) => u.deletedAt === null && canViewUser(actor, u));
    if (live.length !== ids.length) throw notFound('User');
    for (const u of live) authorize(actor, 'user.manage', u);
    for (const u of live) authorize(actor, 'user.archive', u);
    for (const companyId of new Set(live.map((u) => u.companyId).filter((c) => c !== null))) {
      await authorizeFeature(tx, actor, companyId, 'archive_user');
    }
    // already archived people are skipped, not refused
    const toArchive = live.filter((u) => canTransition(USER_TRANSITIONS, u.status, 'archive'));
    await assertNoSeats(tx, toArchive);
    await assertAdminsRemain(tx, toArchive);
    for (const u of toArchive) await archiveOne(tx, u);
    await recordAudits(
      tx,
      toArchive.map((u) => archivedEvent(actor, u)),
    );
    return { archived: toArchive.length };
  });
}

/**
 * PUT users/{id}/force-password-reset and POST users/force-password-reset: the next sign-in must
 * change the password (login answers CHANGE_PASSWORD_NEEDED); current sessions end now. Not
 * yourself; users outside the actor's reach are 404, all or nothing.
 */
export async function forcePasswordReset(db: Db, actor: Actor, userIds: string[]): Promise<{ updated: number }> {
  const ids = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const list = await tx.select().from(users).where(inArray(users.id, ids)).for('update');
    const live = list.filter((u) => u.deletedAt === null && canViewUser(actor, u));
    if (live.length !== ids.length) throw notFound('User');
    for (const u of live) authorize(actor, 'user.manageOther', u);
    for (const u of live) {
      await tx.update(users).set({ passwordChangeRequired: true }).where(eq(users.id, u.id));
      await revokeSessions(tx, u.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.password_reset_forced',
        entityType: 'user',
        entityId: u.id,
        companyId: u.companyId,
      });
    }
    return { updated: live.length };
  });
}
