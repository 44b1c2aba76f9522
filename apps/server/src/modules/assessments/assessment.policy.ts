import {
  ANSWERABLE_STATUSES,
  AWAITING_APPROVER_STATUSES,
  notStartedVariant,
  type TAssessmentStatus,
} from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

interface Subject {
  status: TAssessmentStatus;
  answererId: string;
  approverId: string;
  dueDate: string;
  companyId: string;
}

/**
 * What the actor may do with an assessment now. The specialist (answerer) answers and submits;
 * the approver approves or returns; company managers may read and comment. Deny by default.
 */
export function assessmentAbilities(actor: Actor, a: Subject, now = new Date()): Record<string, boolean> {
  const isAnswerer = a.answererId === actor.id && can(actor, 'assessments.complete');
  const isApprover = a.approverId === actor.id && can(actor, 'assessments.review');
  const opened = notStartedVariant(new Date(`${a.dueDate}T00:00:00Z`), now) !== 'not_due';
  const awaitingApprover = AWAITING_APPROVER_STATUSES.includes(a.status);
  return {
    view: true,
    startInterview: isAnswerer && a.status === 'created' && opened,
    answer: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    submit: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    approve: isApprover && awaitingApprover,
    returnToReview: isApprover && awaitingApprover,
    reject: isApprover && awaitingApprover,
    resetInterview: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    synchronizeInterview: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    comment: isAnswerer || isApprover || managesCompany(actor, a.companyId),
  };
}

const ability =
  (name: string) =>
  (actor: Actor, a: Subject): boolean =>
    assessmentAbilities(actor, a)[name] === true;

/** The same rules for `authorize` (the workflow asks them one at a time). */
export const assessmentPolicy = {
  startInterview: ability('startInterview'),
  answer: ability('answer'),
  submit: ability('submit'),
  approve: ability('approve'),
  returnToReview: ability('returnToReview'),
  reject: ability('reject'),
  resetInterview: ability('resetInterview'),
  synchronizeInterview: ability('synchronizeInterview'),
  comment: ability('comment'),
};
