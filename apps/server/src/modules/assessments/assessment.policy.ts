import {
  ANSWERABLE_STATUSES,
  AWAITING_APPROVER_STATUSES,
  FINAL_STATUSES,
  notStartedVariant,
  type TAssessmentStatus,
} from '@statera/shared';
import { type Actor, can, hasScope, managesCompany } from '../../authz/actor.ts';

interface Subject {
  status: TAssessmentStatus;
  answererId: string;
  approverId: string;
  dueDate: string;
  companyId: string;
  /** Set while a new specialist has not accepted the previous one's answers (answering waits). */
  previousAnswererId?: string | null;
}

/**
 * What the actor may do with an assessment now. The specialist (answerer) answers and submits;
 * the approver approves or returns; company managers may read and comment. Deny by default.
 */
export function assessmentAbilities(actor: Actor, a: Subject, now = new Date()): Record<string, boolean> {
  const isAnswerer = a.answererId === actor.id && can(actor, 'assessments.complete');
  const isApprover = a.approverId === actor.id && can(actor, 'assessments.review');
  const opened = notStartedVariant(a.dueDate, now) !== 'not_due';
  const awaitingApprover = AWAITING_APPROVER_STATUSES.includes(a.status);
  const takenOver = Boolean(a.previousAnswererId);
  const managesSeats = seatsManagedBy(actor, a);
  return {
    view: true,
    startInterview: isAnswerer && a.status === 'created' && opened,
    answer: isAnswerer && ANSWERABLE_STATUSES.includes(a.status) && !takenOver,
    submit: isAnswerer && ANSWERABLE_STATUSES.includes(a.status) && !takenOver,
    approve: isApprover && awaitingApprover,
    returnToReview: isApprover && awaitingApprover,
    reject: isApprover && awaitingApprover,
    resetInterview: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    synchronizeInterview: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    comment: isAnswerer || isApprover || managesCompany(actor, a.companyId),
    // The approver records which submitted version they have looked at.
    markVersionSeen: isApprover,
    // The specialist dismisses the interview introduction.
    markPresentationSeen: isAnswerer,
    changeDueDate: managesSeats,
    changeAnswerer: managesSeats,
    changeApprover: managesSeats,
    acceptAnswerer: isAnswerer && takenOver && !FINAL_STATUSES.includes(a.status),
  };
}

/**
 * Due date and seats are changed by those who manage the engagement's company and hold
 * `engagements.manage` (provider staff, client and company admins), while the assessment is live.
 */
function seatsManagedBy(actor: Actor, a: Subject): boolean {
  return can(actor, 'engagements.manage') && managesCompany(actor, a.companyId) && !FINAL_STATUSES.includes(a.status);
}

const ability =
  (name: string) =>
  (actor: Actor, a: Subject): boolean =>
    assessmentAbilities(actor, a)[name] === true;

/** The same rules for `authorize` (the workflow asks them one at a time). */
export const assessmentPolicy = {
  /** Reading assessments and their determinations at all (then the scoped lookup): a key needs `determinations:read`. */
  read: (actor: Actor) => hasScope(actor, 'determinations:read') && can(actor, 'engagements.view'),
  startInterview: ability('startInterview'),
  answer: ability('answer'),
  submit: ability('submit'),
  approve: ability('approve'),
  returnToReview: ability('returnToReview'),
  reject: ability('reject'),
  resetInterview: ability('resetInterview'),
  synchronizeInterview: ability('synchronizeInterview'),
  comment: ability('comment'),
  markVersionSeen: ability('markVersionSeen'),
  markPresentationSeen: ability('markPresentationSeen'),
  changeDueDate: ability('changeDueDate'),
  changeAnswerer: ability('changeAnswerer'),
  changeApprover: ability('changeApprover'),
  acceptAnswerer: ability('acceptAnswerer'),
};
