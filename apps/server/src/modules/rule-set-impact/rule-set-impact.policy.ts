import type { Actor } from '../../authz/actor.ts';
import { managesAssessmentLifecycle } from '../assessments/assessment-lifecycle.policy.ts';

/**
 * The rule-set impact report (docs/decisions/rule-set-impact.md). Provider admins see the whole
 * report; provider users, client admins and company admins see the part of the companies they manage;
 * nobody else (specialists and approvers act on reassessments once started). Starting a reassessment
 * from it is the lifecycle rule of the engagement's company (engagements.manage and managing it).
 */
export const ruleSetImpactPolicy = {
  view: (actor: Actor): boolean =>
    actor.managedCompanyIds === 'all' ||
    (actor.managedCompanyIds.length > 0 && ['provider_user', 'client_admin', 'company_admin'].includes(actor.role)),
  /** Every count of the run (all clients): provider admins. */
  viewTotals: (actor: Actor): boolean => actor.role === 'provider_admin',
  startReassessment: (actor: Actor, item: { companyId: string }): boolean => managesAssessmentLifecycle(actor, item),
};
