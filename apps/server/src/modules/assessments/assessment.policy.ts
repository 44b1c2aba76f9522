import {
  ANSWERABLE_STATUSES,
  AWAITING_APPROVER_STATUSES,
  notStartedVariant,
  type TAssessmentStatus,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';

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
  const isAnswerer = a.answererId === actor.id;
  const isApprover = a.approverId === actor.id;
  const opened = notStartedVariant(new Date(`${a.dueDate}T00:00:00Z`), now) !== 'not_due';
  const awaitingApprover = AWAITING_APPROVER_STATUSES.includes(a.status);
  return {
    view: true,
    startInterview: isAnswerer && a.status === 'created' && opened,
    answer: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    submit: isAnswerer && ANSWERABLE_STATUSES.includes(a.status),
    approve: isApprover && awaitingApprover,
    returnToReview: isApprover && awaitingApprover,
    comment: isAnswerer || isApprover || managesCompany(actor, a.companyId),
  };
}
