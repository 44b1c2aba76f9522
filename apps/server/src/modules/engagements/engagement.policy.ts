import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';
import { engagements } from '../../db/schema/index.ts';

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

/** Engagements are logged and changed by those who manage the company and hold `engagements.manage`. */
export function canCreateEngagementIn(actor: Actor, companyId: string): boolean {
  return actor.role !== 'api_user' && can(actor, 'engagements.manage') && managesCompany(actor, companyId);
}

const mayChange = (actor: Actor, e: { companyId: string; status: string }) =>
  canCreateEngagementIn(actor, e.companyId) && e.status !== 'archived';

export const engagementPolicy = {
  create: (actor: Actor, company: { companyId: string }) => canCreateEngagementIn(actor, company.companyId),
  edit: mayChange,
  archive: mayChange,
};

/** Abilities sent with an engagement. */
export function engagementAbilities(actor: Actor, e: { companyId: string; status: string }): Record<string, boolean> {
  return {
    edit: engagementPolicy.edit(actor, e),
    archive: engagementPolicy.archive(actor, e),
    viewAssessments: true,
  };
}
