import { COMPANY_TRANSITIONS, ERROR_KEYS, type TUserStatus, USER_TRANSITIONS } from '@statera/shared';
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, engagements, refreshTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { type AnyAuditEntry, recordAudits } from '../audit/audit.service.ts';
import { loadVisibleCompany } from './company-admin.service.ts';

const conflict409 = (key: string, message: string) => new AppError(409, key, message);

async function loadForLifecycle(tx: Tx, actor: Actor, id: string) {
  const c = await loadVisibleCompany(tx, actor, id, true);
  authorize(actor, 'company.changeLifecycle', c);
  return c;
}

/** Refuses when people of `ids` hold seats on live engagements of companies outside `ids`. */
async function refuseSeatsElsewhere(tx: Tx, ids: string[]) {
  const people = tx.select({ id: users.id }).from(users).where(inArray(users.companyId, ids));
  const [seat] = await tx
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        notInArray(engagements.companyId, ids),
        ne(engagements.status, 'archived'),
        or(inArray(engagements.answererId, people), inArray(engagements.approverId, people)),
      ),
    )
    .limit(1);
  if (seat)
    throw conflict409(
      ERROR_KEYS.companyUsersHoldSeats,
      "The company's people hold roles on engagements of other companies; swap them first.",
    );
}

/** Ends every session of these users (refresh tokens revoked; access tokens stop at the next request). */
async function endSessions(tx: Tx, userIds: string[], at: Date) {
  if (userIds.length === 0) return;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
}

/**
 * Archives a company; a client takes its live subsidiaries with it. Their active people are archived
 * at the same instant (so a restore can bring back exactly them) and their sessions end.
 */
export async function archiveCompany(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadForLifecycle(tx, actor, id);
    assertTransition(
      COMPANY_TRANSITIONS,
      'company',
      c.status,
      'archive',
      'archived',
      'The company is already archived.',
    );
    const targets = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(
        and(
          or(eq(companies.id, id), eq(companies.parentId, id)),
          isNull(companies.deletedAt),
          ne(companies.status, 'archived'),
        ),
      )
      .for('update');
    for (const t of targets) assertTransition(COMPANY_TRANSITIONS, 'company', t.status, 'archive', 'archived');
    const ids = targets.map((t) => t.id);
    await refuseSeatsElsewhere(tx, ids);
    const now = new Date();
    // each row keeps the status it had (the right-hand side reads the row before the update)
    await tx
      .update(companies)
      .set({ status: 'archived', archivedAt: now, statusBeforeArchive: sql`${companies.status}` })
      .where(inArray(companies.id, ids));
    const archivedUsers = await tx
      .update(users)
      .set({ status: 'archived', archivedAt: now, statusBeforeArchive: 'active' })
      .where(and(inArray(users.companyId, ids), eq(users.status, 'active'), isNull(users.deletedAt)))
      .returning({ id: users.id, companyId: users.companyId });
    await endSessions(
      tx,
      archivedUsers.map((u) => u.id),
      now,
    );
    await recordAudits(tx, [
      ...targets.map(
        (t): AnyAuditEntry => ({
          actorId: actor.id,
          action: 'company.archived',
          entityType: 'company',
          entityId: t.id,
          companyId: t.id,
          before: { status: t.status },
          after: { status: 'archived', archivedWith: t.id === id ? null : id },
        }),
      ),
      ...archivedUsers.map(
        (u): AnyAuditEntry => ({
          actorId: actor.id,
          action: 'user.archived',
          entityType: 'user',
          entityId: u.id,
          companyId: u.companyId,
          before: { status: 'active' },
          after: { status: 'archived', reason: 'company_archived' },
        }),
      ),
    ]);
  });
}

/**
 * Restores an archived company, with the subsidiaries and people that were archived with it (same
 * instant). A subsidiary of an archived client cannot be restored on its own.
 */
export async function restoreCompany(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadForLifecycle(tx, actor, id);
    const notArchived = 'The company is not archived.';
    assertTransition(COMPANY_TRANSITIONS, 'company', c.status, 'restore', undefined, notArchived);
    if (!c.archivedAt) throw conflict409(ERROR_KEYS.invalidTransition, notArchived);
    if (c.parentId) {
      const [parent] = await tx
        .select({ status: companies.status })
        .from(companies)
        .where(eq(companies.id, c.parentId));
      if (parent?.status === 'archived')
        throw conflict409(ERROR_KEYS.parentCompanyArchived, 'Restore the client before its subsidiary.');
    }
    const at = c.archivedAt;
    const targets = await tx
      .select({ id: companies.id, statusBeforeArchive: companies.statusBeforeArchive })
      .from(companies)
      .where(
        and(
          or(eq(companies.id, id), and(eq(companies.parentId, id), eq(companies.archivedAt, at))),
          eq(companies.status, 'archived'),
          isNull(companies.deletedAt),
        ),
      )
      .for('update');
    const events: AnyAuditEntry[] = [];
    for (const t of targets) {
      // back to the status it had when archived (a client never activated is awaiting again)
      const status = t.statusBeforeArchive === 'awaiting' ? 'awaiting' : 'active';
      assertTransition(COMPANY_TRANSITIONS, 'company', 'archived', 'restore', status);
      await tx
        .update(companies)
        .set({ status, archivedAt: null, statusBeforeArchive: null })
        .where(eq(companies.id, t.id));
      events.push({
        actorId: actor.id,
        action: 'company.restored',
        entityType: 'company',
        entityId: t.id,
        companyId: t.id,
        before: { status: 'archived' },
        after: { status, restoredWith: t.id === id ? null : id },
      });
    }
    // the people archived with it (same instant) were active; they come back active
    const restored: TUserStatus = 'active';
    assertTransition(USER_TRANSITIONS, 'user', 'archived', 'restore', restored);
    const restoredUsers = await tx
      .update(users)
      .set({ status: restored, archivedAt: null, statusBeforeArchive: null })
      .where(
        and(
          inArray(
            users.companyId,
            targets.map((t) => t.id),
          ),
          eq(users.status, 'archived'),
          eq(users.archivedAt, at),
          isNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id, companyId: users.companyId });
    for (const u of restoredUsers)
      events.push({
        actorId: actor.id,
        action: 'user.restored',
        entityType: 'user',
        entityId: u.id,
        companyId: u.companyId,
        before: { status: 'archived' },
        after: { status: restored, reason: 'company_restored' },
      });
    await recordAudits(tx, events);
  });
}

/**
 * Deletes a company that never had engagements (a client with its subsidiaries): the rows stay for
 * history with `deleted_at` set, its people are deleted too (their emails become free) and their
 * sessions end. Anything with engagements is archived instead (409).
 */
export async function deleteCompany(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadForLifecycle(tx, actor, id);
    const targets = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(and(or(eq(companies.id, id), eq(companies.parentId, id)), isNull(companies.deletedAt)))
      .for('update');
    for (const t of targets) assertTransition(COMPANY_TRANSITIONS, 'company', t.status, 'delete', 'archived');
    const ids = targets.map((t) => t.id);
    const [engagement] = await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(inArray(engagements.companyId, ids))
      .limit(1);
    if (engagement)
      throw conflict409(ERROR_KEYS.companyHasEngagements, 'A company with engagements cannot be deleted; archive it.');
    await refuseSeatsElsewhere(tx, ids);
    const now = new Date();
    await tx
      .update(companies)
      .set({
        deletedAt: now,
        status: 'archived',
        archivedAt: sql`coalesce(${companies.archivedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(inArray(companies.id, ids));
    const deletedUsers = await tx
      .update(users)
      .set({
        deletedAt: now,
        status: 'archived',
        archivedAt: sql`coalesce(${users.archivedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(inArray(users.companyId, ids), isNull(users.deletedAt)))
      .returning({ id: users.id, companyId: users.companyId });
    await endSessions(
      tx,
      deletedUsers.map((u) => u.id),
      now,
    );
    await recordAudits(tx, [
      ...targets.map(
        (t): AnyAuditEntry => ({
          actorId: actor.id,
          action: 'company.deleted',
          entityType: 'company',
          entityId: t.id,
          companyId: t.id,
          before: { status: t.status },
          after: { deleted: true, deletedWith: t.id === id ? null : id },
        }),
      ),
      ...deletedUsers.map(
        (u): AnyAuditEntry => ({
          actorId: actor.id,
          action: 'user.deleted',
          entityType: 'user',
          entityId: u.id,
          companyId: u.companyId,
          after: { deleted: true, reason: 'company_deleted' },
        }),
      ),
    ]);
  });
}
