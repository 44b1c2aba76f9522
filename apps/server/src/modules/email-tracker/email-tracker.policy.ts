import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** What the tracker's rules need of an engagement: its company and its two seats. */
export interface EmailTrackerSubject {
  companyId: string;
  answererId: string;
  approverId: string;
}

/**
 * Who follows an engagement's emails: those who manage its company (provider staff managing the
 * client, the client admin, the subsidiary's company admin) and the engagement's specialist and
 * approver. API users never.
 */
const view = (actor: Actor, e: EmailTrackerSubject) =>
  actor.role !== 'api_user' &&
  can(actor, 'engagements.view') &&
  (managesCompany(actor, e.companyId) || actor.id === e.answererId || actor.id === e.approverId);

/**
 * Who corrects a failed address and sends the email again: the company's managers and the
 * engagement's approver (the specialist follows, the approver answers for what leaves the engagement).
 */
const resend = (actor: Actor, e: EmailTrackerSubject) =>
  actor.role !== 'api_user' && (managesCompany(actor, e.companyId) || actor.id === e.approverId);

export const emailTrackerPolicy = {
  view,
  resend,
  /** A statement (SDS) email goes to a contractor: the group's block on emailing contractors applies. */
  resendStatement: (actor: Actor, e: EmailTrackerSubject) =>
    resend(actor, e) && can(actor, 'engagements.email_contractors'),
};

/** Abilities sent with the tracker. */
export function emailTrackerAbilities(actor: Actor, e: EmailTrackerSubject): Record<string, boolean> {
  return { resend: emailTrackerPolicy.resend(actor, e), resendStatement: emailTrackerPolicy.resendStatement(actor, e) };
}
