import { isOpenAssessment, type TAssessmentStatus, type TAssessmentType } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

export interface LifecycleSubject {
  status: TAssessmentStatus;
  type: TAssessmentType;
  companyId: string;
  /** The engagement's current assessment (the newest not archived). */
  isCurrent: boolean;
  engagementStatus: string;
  /** The group's continuous-employed setting. */
  continuousEmployed: boolean;
}

/**
 * Who may start what follows an assessment: the people managing the engagement's company (client
 * and company admins, provider staff managing the client) with `engagements.manage`. Deny by default.
 */
export const managesAssessmentLifecycle = (actor: Actor, a: { companyId: string }): boolean =>
  can(actor, 'engagements.manage') && managesCompany(actor, a.companyId);

const followable = (a: LifecycleSubject) => a.status === 'approved' && a.isCurrent && a.engagementStatus === 'active';

/** The lifecycle rules, one per action; the same functions give the abilities sent to the web. */
export const assessmentLifecyclePolicy = {
  /** Any lifecycle action of the engagement's managers (the state is asked apart, 409). */
  manage: (actor: Actor, a: { companyId: string }) => managesAssessmentLifecycle(actor, a),
  /** A new reassessment after the current approved result (manual, appeal, contract change, validity). */
  startReassessment: (actor: Actor, a: LifecycleSubject) => managesAssessmentLifecycle(actor, a) && followable(a),
  /** An open reassessment closed without a new result. */
  closeReassessment: (actor: Actor, a: LifecycleSubject) =>
    managesAssessmentLifecycle(actor, a) && a.type === 'reassessment' && isOpenAssessment(a),
  /** A continuous-employment assessment, when the group's setting is on. */
  startContinuousEmployment: (actor: Actor, a: LifecycleSubject) =>
    managesAssessmentLifecycle(actor, a) && followable(a) && a.continuousEmployed,
};

export function assessmentLifecycleAbilities(actor: Actor, a: LifecycleSubject): Record<string, boolean> {
  return {
    startReassessment: assessmentLifecyclePolicy.startReassessment(actor, a),
    closeReassessment: assessmentLifecyclePolicy.closeReassessment(actor, a),
    startContinuousEmployment: assessmentLifecyclePolicy.startContinuousEmployment(actor, a),
  };
}
