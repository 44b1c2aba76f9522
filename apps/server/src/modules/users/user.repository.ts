import { and, eq, inArray, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { userSeenScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, engagements, refreshTokens, users } from '../../db/schema/index.ts';
import { canViewUser } from './user.policy.ts';

export type UserRow = typeof users.$inferSelect;
export interface CompanyOfUser {
  id: string;
  name: string;
  parentId: string | null;
  status: 'awaiting' | 'active' | 'archived';
  rootId: string;
}
export interface UserWithCompany {
  user: UserRow;
  company: CompanyOfUser | null;
}

/** Engagements whose seats still matter; assessments still being worked on. */
export const LIVE_ENGAGEMENT_STATUSES = ['active', 'preliminary'] as const;
export const FINAL_ASSESSMENT_STATUSES = ['approved', 'approved_pre_assessment', 'archived'] as const;

/**
 * A live (not deleted) user with their company and its group's top company, or null; `scope` holds
 * the actor's rule. Private to this file: services reach people through `findUserFor`.
 */
async function findUser(db: DbOrTx, id: string, lock = false, scope?: SQL): Promise<UserWithCompany | null> {
  const query = db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name, parentId: companies.parentId, status: companies.status },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), scope));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  if (!row) return null;
  const c = row.company?.id ? row.company : null;
  return { user: row.user, company: c ? { ...c, rootId: c.parentId ?? c.id } : null };
}

/** Who else may see a person for one purpose (a policy rule), beside those `userPolicy.visible` lets see them. */
export type AlsoVisible = (actor: Actor, found: UserWithCompany) => boolean;

/**
 * A live user the actor may see (the user policy's `visible` rule, in the query; or `alsoVisible`
 * for a purpose that widens it, such as a lead appeal manager's company, asked of the row), else
 * null: a forgotten check cannot reach another tenant's person.
 */
export async function findUserFor(
  db: DbOrTx,
  actor: Actor,
  id: string,
  opts: { lock?: boolean; alsoVisible?: AlsoVisible } = {},
): Promise<UserWithCompany | null> {
  if (!opts.alsoVisible) return findUser(db, id, opts.lock, userSeenScope(actor));
  const found = await findUser(db, id, opts.lock);
  if (!found) return null;
  return canViewUser(actor, found.user) || opts.alsoVisible(actor, found) ? found : null;
}

/**
 * A live user by email, with their company. Unscoped on purpose: the swap-role and affiliation
 * checks must tell "belongs to another company" apart (spec §5); callers decide what to reveal.
 */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)));
  return row ? findUser(db, row.id) : null;
}

/** Role helpers live once in @statera/shared (roles.ts). */
export { adminRoleOf, isCompanyAdminRole as isAdminRole } from '@statera/shared';

/** Active admins of a company. */
export async function activeAdmins(db: DbOrTx, companyId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, ['client_admin', 'company_admin']),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    );
}

export interface SeatCounts {
  /** Live engagements and open assessments where the user is the specialist (answerer). */
  answerer: number;
  approver: number;
  engagementsAsAnswerer: number;
  engagementsAsApprover: number;
}

const liveEngagement = inArray(engagements.status, [...LIVE_ENGAGEMENT_STATUSES]);
const openAssessment = notInArray(assessments.status, [...FINAL_ASSESSMENT_STATUSES]);

/** Seats each user holds on live engagements and open assessments ("assigned roles"). */
export async function seatCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, SeatCounts>> {
  const out = new Map<string, SeatCounts>(
    userIds.map((id) => [id, { answerer: 0, approver: 0, engagementsAsAnswerer: 0, engagementsAsApprover: 0 }]),
  );
  if (userIds.length === 0) return out;
  const e = await db
    .select({ answererId: engagements.answererId, approverId: engagements.approverId })
    .from(engagements)
    .where(and(liveEngagement, or(inArray(engagements.answererId, userIds), inArray(engagements.approverId, userIds))));
  const a = await db
    .select({ answererId: assessments.answererId, approverId: assessments.approverId })
    .from(assessments)
    .where(and(openAssessment, or(inArray(assessments.answererId, userIds), inArray(assessments.approverId, userIds))));
  for (const row of e) {
    const s1 = out.get(row.answererId);
    if (s1) s1.engagementsAsAnswerer++;
    const s2 = out.get(row.approverId);
    if (s2) s2.engagementsAsApprover++;
  }
  for (const row of [...e, ...a]) {
    const s1 = out.get(row.answererId);
    if (s1) s1.answerer++;
    const s2 = out.get(row.approverId);
    if (s2) s2.approver++;
  }
  return out;
}

export type SeatKind = 'answerer' | 'approver';

/**
 * Moves a user's seats of one kind on live engagements and open assessments to another user;
 * returns the engagement ids that changed (for their history).
 */
export async function moveSeats(tx: DbOrTx, kind: SeatKind, fromId: string, toId: string): Promise<string[]> {
  const ecol = kind === 'answerer' ? engagements.answererId : engagements.approverId;
  const acol = kind === 'answerer' ? assessments.answererId : assessments.approverId;
  const moved = await tx
    .update(engagements)
    .set(
      kind === 'answerer' ? { answererId: toId, updatedAt: new Date() } : { approverId: toId, updatedAt: new Date() },
    )
    .where(and(eq(ecol, fromId), liveEngagement))
    .returning({ id: engagements.id });
  const movedAssessments = await tx
    .update(assessments)
    .set(
      kind === 'answerer' ? { answererId: toId, updatedAt: new Date() } : { approverId: toId, updatedAt: new Date() },
    )
    .where(and(eq(acol, fromId), openAssessment))
    .returning({ engagementId: assessments.engagementId });
  return [...new Set([...moved.map((m) => m.id), ...movedAssessments.map((m) => m.engagementId)])];
}

/** Users holding both seats of one live engagement or open assessment (only client admins may). */
export async function doubleSeatHolders(tx: DbOrTx, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const e = await tx
    .select({ id: engagements.answererId })
    .from(engagements)
    .where(
      and(liveEngagement, eq(engagements.answererId, engagements.approverId), inArray(engagements.answererId, userIds)),
    );
  const a = await tx
    .select({ id: assessments.answererId })
    .from(assessments)
    .where(
      and(openAssessment, eq(assessments.answererId, assessments.approverId), inArray(assessments.answererId, userIds)),
    );
  return [...new Set([...e, ...a].map((r) => r.id))];
}

/**
 * Ends every session of a user (all refresh-token families are revoked, and with them the access
 * tokens issued in them), except the session `keep` when given (the one changing its password).
 */
export async function revokeSessions(tx: DbOrTx, userId: string, keep?: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}
