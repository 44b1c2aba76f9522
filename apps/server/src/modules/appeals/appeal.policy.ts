import { APPEAL_TRANSITIONS, type TAppealAction, type TAppealStatus } from '@statera/shared';
import { type Actor, can, hasScope, managesCompany } from '../../authz/actor.ts';

/** What the appeal rules need of an appeal: its company, its group and its appeal manager. */
export interface AppealSubject {
  companyId: string;
  /** The top company of the appeal's client group. */
  rootCompanyId: string;
  appealManagerId: string | null;
  status: TAppealStatus;
  /** The specialist and the approver of the appealed assessment (who took part in it). */
  participantIds: readonly string[];
}

/** What recording an appeal needs of the engagement it is about. */
export interface AppealGroupSubject {
  companyId: string;
  rootCompanyId: string;
}

/** The lead appeal manager of the appeal's group (`appeals.manage` held inside the group). */
const leads = (actor: Actor, a: AppealGroupSubject) =>
  can(actor, 'appeals.manage') && actor.rootCompanyId !== null && actor.rootCompanyId === a.rootCompanyId;

/** The appeal manager the appeal is assigned to. */
const assigned = (actor: Actor, a: AppealSubject) =>
  can(actor, 'appeals.work') && a.appealManagerId !== null && a.appealManagerId === actor.id;

/** An appeal manager (or the lead) of the group: who may record representations received on paper. */
const worksInGroup = (actor: Actor, a: AppealGroupSubject) =>
  can(actor, 'appeals.work') && actor.rootCompanyId !== null && actor.rootCompanyId === a.rootCompanyId;

/** Those who may take part in assessments: specialists, approvers (and client admins holding a seat). */
const takesPartInAssessments = (actor: Actor) => can(actor, 'assessments.review') || can(actor, 'assessments.complete');

/**
 * The specialist or approver of the appealed assessment: they read the appeal of their work (issue
 * 25: their dashboards show it), never work it, and never see the managers' internal notes.
 */
const tookPart = (actor: Actor, a: AppealSubject) =>
  takesPartInAssessments(actor) && a.participantIds.includes(actor.id);

/** Those who see an appeal as its overseers or managers (not only as a participant of the assessment). */
const oversees = (actor: Actor, a: AppealSubject) =>
  actor.managedCompanyIds === 'all' ||
  (can(actor, 'appeals.view') && managesCompany(actor, a.companyId)) ||
  leads(actor, a) ||
  assigned(actor, a);

/**
 * Who sees an appeal (everyone else: 404): provider admins; those who manage its company with
 * `appeals.view` (the provider user managing the client, the client admin, the subsidiary's company
 * admin: read only); the group's lead appeal manager; the appeal manager it is assigned to; the
 * specialist and the approver of the appealed assessment (read only).
 */
const visible = (actor: Actor, a: AppealSubject) => keyOfGroup(actor, a) || oversees(actor, a) || tookPart(actor, a);

/** An API key sees its group's appeals as they are (its scopes then decide: 403, never 404, without them). */
const keyOfGroup = (actor: Actor, a: AppealSubject) => actor.apiKey !== undefined && managesCompany(actor, a.companyId);

/** A key reads appeals with `appeals:read` or `appeals:manage`; people are held by their role alone. */
const readsAppeals = (actor: Actor) => hasScope(actor, 'appeals:read') || hasScope(actor, 'appeals:manage');

/** The people who run the appeal: its appeal manager and the group's lead. */
const works = (actor: Actor, a: AppealSubject) => leads(actor, a) || assigned(actor, a);

export const appealPolicy = {
  visible,
  view: (actor: Actor, a: AppealSubject) =>
    visible(actor, a) && readsAppeals(actor) && (oversees(actor, a) || tookPart(actor, a)),
  /** Comments, management notes, asking the worker for more, deciding, the worker's address, resending mails. */
  work: (actor: Actor, a: AppealSubject) => works(actor, a) && hasScope(actor, 'appeals:manage'),
  /** Reassigning the appeal and opening a closed one again: the group's lead appeal manager. */
  manage: (actor: Actor, a: AppealSubject) => leads(actor, a),
  /** The managers' internal notes (appeal_management): not for those who only took part in the assessment. */
  viewNotes: oversees,
  /**
   * Whether the engagement page opens for the reader (the engagement's own scope: those who manage
   * its company). The appeal's workers read its assessments (authz/scopes.ts `assessmentReadScope`),
   * not the rest of the engagement: the web shows them its name without a link.
   */
  openEngagement: (actor: Actor, a: AppealSubject) =>
    can(actor, 'engagements.view') && managesCompany(actor, a.companyId),
  /**
   * The appeal lists and statistics (GET users/{id}/appeals, GET appeals/statistics): overseers,
   * managers, and specialists and approvers (the appeals of their assessments).
   */
  list: (actor: Actor) =>
    readsAppeals(actor) && (can(actor, 'appeals.view') || can(actor, 'appeals.work') || takesPartInAssessments(actor)),
};

/** Rules about a client group's appeals rather than one appeal (no `visible`: the service scopes the engagement). */
export const appealGroupPolicy = {
  /** Recording representations received by letter, phone or email on one of the group's engagements. */
  record: (actor: Actor, e: AppealGroupSubject) => worksInGroup(actor, e),
};

/** A comment in an appeal's threads (the appeal is checked first: `lockForStep`). */
export const appealCommentPolicy = {
  /** Edit, delete, attach to or submit a comment: its author only (never a contractor's). */
  change: (actor: Actor, c: { byContractor: boolean; authorUserId: string | null }) =>
    !c.byContractor && c.authorUserId === actor.id,
};

/**
 * Who decides an appeal against a statement they approved themselves (dispute-desk.ts): nobody, while
 * another appeal manager or the lead of the group could decide it instead.
 */
export const appealDeskPolicy = {
  decide: (_actor: Actor, desk: { approvedStatement: boolean; othersEligible: boolean }) =>
    !(desk.approvedStatement && desk.othersEligible),
};

const allowedNow = (status: TAppealStatus, action: TAppealAction) => Boolean(APPEAL_TRANSITIONS[status][action]);

/** The abilities sent with an appeal: the rules above, and whether its status allows the step now. */
export function appealAbilities(actor: Actor, a: AppealSubject): Record<string, boolean> {
  const work = appealPolicy.work(actor, a);
  const open = !['closed', 'outdated', 'disabled', 'created', 'reassessment_in_progress'].includes(a.status);
  return {
    comment: work && open,
    addManagementComment: work,
    submitToContractor: work && allowedNow(a.status, 'submit_to_contractor'),
    close: work && allowedNow(a.status, 'close_rejected'),
    reopen: appealPolicy.manage(actor, a) && allowedNow(a.status, 'reopen'),
    changeManager: appealPolicy.manage(actor, a) && !['closed', 'outdated', 'disabled'].includes(a.status),
    changeContractor: work && !['closed', 'outdated', 'disabled'].includes(a.status),
    resendMail: work,
    openEngagement: appealPolicy.openEngagement(actor, a),
  };
}
