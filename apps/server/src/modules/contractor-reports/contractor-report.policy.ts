import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** What the rules need of an engagement: its company and its approver seat. */
export interface ContractorReportSubject {
  companyId: string;
  approverId: string;
}

/**
 * Who deals with the statement sent to the worker and the fee-payer chain: those who manage the
 * engagement's company (provider staff managing the client, the client admin, the subsidiary's
 * company admin) and the engagement's approver.
 */
const reaches = (actor: Actor, e: ContractorReportSubject) =>
  actor.role !== 'api_user' && (managesCompany(actor, e.companyId) || actor.id === e.approverId);

/** The group may block `engagements.email_contractors` for its people (holding settings). */
const maySend = (actor: Actor, e: ContractorReportSubject) =>
  reaches(actor, e) && can(actor, 'engagements.email_contractors');

export const contractorReportPolicy = {
  /** The sendings and their receipts (reading them sends nothing, so a block does not hide them). */
  viewHistory: reaches,
  send: maySend,
  resend: maySend,
};

/** Abilities sent with the history. */
export function contractorReportAbilities(actor: Actor, e: ContractorReportSubject): Record<string, boolean> {
  return { send: contractorReportPolicy.send(actor, e), resend: contractorReportPolicy.resend(actor, e) };
}
