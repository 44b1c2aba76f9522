import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assessments, engagements } from '../db/schema/index.ts';
import { type Actor, can } from './actor.ts';

/**
 * Which engagements the actor sees: those of companies they manage, and those where they
 * hold the specialist or approver seat (nothing without `engagements.view`). Everything else is
 * "not found".
 */
export function engagementScope(actor: Actor): SQL {
  if (!can(actor, 'engagements.view')) return sql`false`;
  const seats = or(eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id))!;
  if (actor.managedCompanyIds === 'all') return sql`true`;
  if (actor.managedCompanyIds.length === 0) return seats;
  return or(inArray(engagements.companyId, actor.managedCompanyIds), seats)!;
}

/** Which assessments the actor sees: those of engagements in reach, and those where they hold a seat. */
export function assessmentScope(actor: Actor): SQL {
  return or(engagementScope(actor), eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id))!;
}

/**
 * `engagementScope` as the parts of its OR (each one index-friendly), for lists that read each part
 * in index order and merge them instead of letting one OR read all of a tenant's rows before sorting.
 */
export function engagementScopeParts(actor: Actor): SQL[] {
  if (!can(actor, 'engagements.view')) return [sql`false`];
  if (actor.managedCompanyIds === 'all') return [sql`true`];
  const seats = [eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id)];
  return actor.managedCompanyIds.length === 0
    ? seats
    : [inArray(engagements.companyId, actor.managedCompanyIds), ...seats];
}

/** Up to this many managed companies, the engagement lists read one index range per company. */
const PER_COMPANY_PARTS = 20;

/**
 * `engagementScopeParts` for the engagement lists: one part per managed company (each an index range
 * in the list's order, where `company_id in (…)` of several companies must read and sort them all),
 * up to PER_COMPANY_PARTS companies, then the two seats. A list of one company the actor manages
 * needs no scope at all (every engagement of that company is in reach): `[true]`.
 */
export function engagementListScopeParts(actor: Actor, companyId?: string): SQL[] {
  if (!can(actor, 'engagements.view')) return [sql`false`];
  const managed = actor.managedCompanyIds;
  if (managed === 'all' || (companyId !== undefined && managed.includes(companyId))) return [sql`true`];
  const seats = [eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id)];
  if (managed.length === 0) return seats;
  const companies =
    managed.length <= PER_COMPANY_PARTS
      ? managed.map((id) => eq(engagements.companyId, id))
      : [inArray(engagements.companyId, managed)];
  return [...companies, ...seats];
}
