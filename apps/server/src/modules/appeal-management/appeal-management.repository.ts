import { ACTIVE_APPEAL_STATUSES, isProviderRole } from '@statera/shared';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { companySeenScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appeals, companies, companyFeatures, users } from '../../db/schema/index.ts';

export type PersonRow = typeof users.$inferSelect;

/**
 * A live company the actor sees (`appealManagementPolicy.visible`, in the query), locked when `lock`
 * (serialises lead changes of one company); null otherwise.
 */
export async function findCompany(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const q = db
    .select({
      id: companies.id,
      name: companies.name,
      parentId: companies.parentId,
      shouldSetAppealManagers: companies.shouldSetAppealManagers,
    })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt), companySeenScope(actor)));
  const [c] = lock ? await q.for('update') : await q;
  return c;
}

/** Who may hold an appeal role: an active person of a company (not provider staff, not an API user). */
export const canHoldAppealRole = (u: Pick<PersonRow, 'role' | 'companyId' | 'status' | 'deletedAt'>) =>
  u.companyId !== null && !isProviderRole(u.role) && u.role !== 'api_user' && u.status === 'active' && !u.deletedAt;

/** People of the company with an appeal role, locked when `lock`. */
export async function appealPeople(db: DbOrTx, companyId: string, lock = false) {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.amRole, 'none'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return lock ? q.for('update') : q;
}

/** People of the company by id, locked. */
export async function companyPeopleByIds(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), isNull(users.deletedAt)))
    .for('update');
}

/** A person of the company by email (case-insensitive), locked. */
export async function companyPersonByEmail(db: DbOrTx, companyId: string, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .for('update');
  return u;
}

/** Active appeals held per manager. */
export async function activeAppealCounts(db: DbOrTx, managerIds: string[]): Promise<Map<string, number>> {
  if (managerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appeals.appealManagerId, n: count() })
    .from(appeals)
    .where(and(inArray(appeals.appealManagerId, managerIds), inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])))
    .groupBy(appeals.appealManagerId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** Moves a manager's active appeals to another manager; returns the moved appeal ids. */
export async function moveActiveAppeals(db: DbOrTx, fromId: string, toId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(appeals)
    .set({ appealManagerId: toId, updatedAt: now })
    .where(and(eq(appeals.appealManagerId, fromId), inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])))
    .returning({ id: appeals.id });
  return rows.map((r) => r.id);
}

/** The group's appeal_process subscription (held by the top company). */
export async function appealSubscription(db: DbOrTx, rootId: string) {
  const [row] = await db
    .select({ dateEnd: companyFeatures.dateEnd, autoRenewal: companyFeatures.autoRenewal })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, rootId), eq(companyFeatures.name, 'appeal_process')));
  return row;
}

export async function setAmRole(db: DbOrTx, userId: string, amRole: PersonRow['amRole']) {
  await db.update(users).set({ amRole }).where(eq(users.id, userId));
}

export async function clearSetupPrompt(db: DbOrTx, companyId: string) {
  await db.update(companies).set({ shouldSetAppealManagers: false }).where(eq(companies.id, companyId));
}
