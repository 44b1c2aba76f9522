import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';
import { engagements } from '../../db/schema/index.ts';

/**
 * Which engagements the actor sees: those of companies they manage, and those where they
 * hold the specialist or approver seat. Everything else is "not found".
 */
export function engagementScope(actor: Actor): SQL {
  const seats = or(eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id))!;
  if (actor.managedCompanyIds === 'all') return sql`true`;
  if (actor.managedCompanyIds.length === 0) return seats;
  return or(inArray(engagements.companyId, actor.managedCompanyIds), seats)!;
}

export function canCreateEngagementIn(actor: Actor, companyId: string): boolean {
  return actor.role !== 'api_user' && managesCompany(actor, companyId);
}

/** Abilities sent with an engagement. */
export function engagementAbilities(actor: Actor, e: { companyId: string; status: string }): Record<string, boolean> {
  const manages = managesCompany(actor, e.companyId);
  return {
    edit: manages && e.status !== 'archived',
    archive: manages && e.status !== 'archived',
    viewAssessments: true,
  };
}
