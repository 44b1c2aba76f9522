import { AWAITING_APPROVER_STATUSES, type TAssessmentStatus } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** What the worker-account rules need of the assessment. */
export interface WorkerAccountSubject {
  status: TAssessmentStatus;
  answererId: string;
  approverId: string;
  companyId: string;
}

/** The worker is asked while the answers can still be weighed: from the interview's start until the decision. */
export const INVITABLE_STATUSES: readonly TAssessmentStatus[] = [
  'in_progress',
  'review',
  'returned',
  'updating',
  'to_verify',
];

/**
 * Who may ask the worker for their account: the assessment's specialist, or those who manage the
 * engagement's company (client and company admins, the provider staff managing the client), while
 * the assessment is open. Who resolves the differences: the approver, while it awaits them.
 */
export const workerAccountPolicy = {
  invite: (actor: Actor, a: WorkerAccountSubject) =>
    INVITABLE_STATUSES.includes(a.status) &&
    ((a.answererId === actor.id && can(actor, 'assessments.complete')) ||
      (can(actor, 'engagements.manage') && managesCompany(actor, a.companyId))),
  resolve: (actor: Actor, a: WorkerAccountSubject) =>
    a.approverId === actor.id && can(actor, 'assessments.review') && AWAITING_APPROVER_STATUSES.includes(a.status),
};

/** The abilities sent with the account: the rules above. */
export const workerAccountAbilities = (actor: Actor, a: WorkerAccountSubject) => ({
  invite: workerAccountPolicy.invite(actor, a),
  resolve: workerAccountPolicy.resolve(actor, a),
});
