import { canTransition, ENGAGEMENT_TRANSITIONS, type TEngagementAction, type TEngagementStatus } from '@statera/shared';
import { type Actor, can, hasScope, managesCompany } from '../../authz/actor.ts';
import { appealPolicy } from '../appeals/appeal.policy.ts';
import { contractorReportPolicy } from '../contractor-reports/contractor-report.policy.ts';
import { engagementLiabilityPolicy } from '../off-payroll/off-payroll.policy.ts';

/**
 * Engagements are logged and changed by those who manage the company and hold `engagements.manage`;
 * API users only through a key with `engagements:write` (never signed in as a person).
 */
export function canCreateEngagementIn(actor: Actor, companyId: string): boolean {
  const person = actor.role !== 'api_user';
  return (
    (person || actor.apiKey !== undefined) &&
    hasScope(actor, 'engagements:write') &&
    can(actor, 'engagements.manage') &&
    managesCompany(actor, companyId)
  );
}

type Subject = { companyId: string; status: string };
type TypedSubject = Subject & { type: string };

const mayChange = (actor: Actor, e: Subject) => canCreateEngagementIn(actor, e.companyId) && e.status !== 'archived';
/** The manager may, and the shared table allows the action from the engagement's status. */
const mayMove = (actor: Actor, e: Subject, action: TEngagementAction) =>
  canCreateEngagementIn(actor, e.companyId) &&
  canTransition(ENGAGEMENT_TRANSITIONS, e.status as TEngagementStatus, action);

export const engagementPolicy = {
  /** Reading engagements at all (the scoped lookup then hides other groups'): a key needs `engagements:read`. */
  read: (actor: Actor) => hasScope(actor, 'engagements:read') && can(actor, 'engagements.view'),
  create: (actor: Actor, company: { companyId: string }) => canCreateEngagementIn(actor, company.companyId),
  /**
   * Who may act on the engagement's lifecycle at all (archive, restore, delete, duplicate, seat swaps):
   * its company's managers. Whether the status allows the action is the transition table's answer (409).
   */
  manage: (actor: Actor, e: { companyId: string }) => canCreateEngagementIn(actor, e.companyId),
  edit: mayChange,
  archive: (actor: Actor, e: Subject) => mayMove(actor, e, 'archive'),
  restore: (actor: Actor, e: Subject) => mayMove(actor, e, 'restore'),
  delete: (actor: Actor, e: Subject) => mayMove(actor, e, 'delete'),
  /** New contract dates (and restore with dates): managers the group has not blocked from amending dates. */
  amendDates: (actor: Actor, e: { companyId: string }) =>
    canCreateEngagementIn(actor, e.companyId) && can(actor, 'engagements.amend_dates'),
  changeDates: (actor: Actor, e: Subject) => mayMove(actor, e, 'change_dates') && can(actor, 'engagements.amend_dates'),
  /** A test engagement becomes normal: managers, while it is live and still a test one. */
  transform: (actor: Actor, e: TypedSubject) => e.type === 'test' && mayMove(actor, e, 'transform'),
  /**
   * The swap-role modal: pass a person's specialist or approver seats to someone else, on the
   * engagements of the companies the actor manages. Managers of the person's company.
   */
  swapSeats: (actor: Actor, user: { companyId: string | null }) =>
    user.companyId !== null && canCreateEngagementIn(actor, user.companyId),
  /** A preliminary engagement becomes active (the pre-assessment must be approved: a state check, 409). */
  convert: (actor: Actor, e: Subject) => canCreateEngagementIn(actor, e.companyId) && e.status === 'preliminary',
};

/** Abilities sent with an engagement: the same rules the services enforce. */
export function engagementAbilities(actor: Actor, e: TypedSubject & { approverId: string }): Record<string, boolean> {
  return {
    edit: engagementPolicy.edit(actor, e),
    archive: engagementPolicy.archive(actor, e),
    restore: engagementPolicy.restore(actor, e),
    restoreWithDates: engagementPolicy.restore(actor, e) && engagementPolicy.amendDates(actor, e),
    delete: engagementPolicy.delete(actor, e),
    changeDates: engagementPolicy.changeDates(actor, e),
    transform: engagementPolicy.transform(actor, e),
    duplicate: engagementPolicy.manage(actor, e),
    convert: engagementPolicy.convert(actor, e),
    viewHistory: true,
    viewAssessments: true,
    // The engagement page's appeals and statement cards ask only when the reader may see them.
    viewAppeals: appealPolicy.list(actor),
    viewContractorReports: contractorReportPolicy.viewHistory(actor, e),
    // The liability card (GET engagements/{id}/liability): its managers and its approver.
    viewLiability: engagementLiabilityPolicy.view(actor, e),
  };
}
