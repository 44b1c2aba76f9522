import { isCompanyAdminRole } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** What the contract-change rules need: the engagement's company, seats and status (and the requester). */
export interface ContractChangeSubject {
  companyId: string;
  answererId: string;
  approverId: string;
  status: string;
  /** The person who asked for the change, when the subject is one change. */
  requestedById?: string | null;
}

const seated = (actor: Actor, s: ContractChangeSubject) => actor.id === s.answererId || actor.id === s.approverId;

const visible = (actor: Actor, s: ContractChangeSubject) =>
  actor.role !== 'api_user' &&
  can(actor, 'engagements.view') &&
  (managesCompany(actor, s.companyId) || seated(actor, s));

/** Those who manage the engagement (they may edit it): provider staff managing the client, its admins. */
const manages = (actor: Actor, s: ContractChangeSubject) =>
  visible(actor, s) &&
  can(actor, 'engagements.manage') &&
  managesCompany(actor, s.companyId) &&
  s.status !== 'archived';

export const contractChangePolicy = {
  visible,
  /** The list of changes and the count of active assessments. */
  view: visible,
  /**
   * Asks for a change of the contract or its report: the client's admins and the engagement's
   * specialist and approver (the people who learn that the contract changed).
   */
  request: (actor: Actor, s: ContractChangeSubject) =>
    visible(actor, s) &&
    s.status !== 'archived' &&
    ((isCompanyAdminRole(actor.role) && managesCompany(actor, s.companyId)) || seated(actor, s)),
  /** Applies changes to the engagement (update the report, fulfil requested changes). */
  fulfil: manages,
  /** Starts the reassessment a material change offers (the assessment lifecycle checks its own rule too). */
  startReassessment: manages,
  /** Marks a fulfilled change seen: only the person who asked for it. */
  markSeen: (actor: Actor, s: ContractChangeSubject) =>
    visible(actor, s) && s.requestedById != null && s.requestedById === actor.id,
};

/** Abilities sent with the list (the engagement's) and with each change. */
export function contractChangeListAbilities(actor: Actor, s: ContractChangeSubject): Record<string, boolean> {
  return { request: contractChangePolicy.request(actor, s), fulfil: contractChangePolicy.fulfil(actor, s) };
}
export function contractChangeAbilities(
  actor: Actor,
  s: ContractChangeSubject,
  change: {
    status: string;
    material: boolean;
    assessmentId: string | null;
    reassessmentId: string | null;
    seenAt: Date | null;
  },
): Record<string, boolean> {
  return {
    fulfil: change.status === 'requested' && contractChangePolicy.fulfil(actor, s),
    startReassessment:
      change.status === 'fulfilled' &&
      change.material &&
      // there was an approved result to reassess when the change was asked for
      change.assessmentId !== null &&
      change.reassessmentId === null &&
      contractChangePolicy.startReassessment(actor, s),
    markSeen: change.status === 'fulfilled' && change.seenAt === null && contractChangePolicy.markSeen(actor, s),
  };
}
