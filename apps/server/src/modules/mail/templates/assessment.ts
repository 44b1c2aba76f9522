import type { TReassessmentReason } from '@statera/shared';
import { type EmailContent, renderEmail } from './layout.ts';

/** The workflow and reminder emails of an assessment (spec §3, §9). */
export type TAssessmentEmailKind =
  | 'specialist_assigned'
  | 'approver_assigned'
  | 'seat_removed'
  | 'due_date_changed'
  | 'opens'
  | 'due_soon'
  | 'overdue'
  | 'submitted'
  | 'resubmitted'
  | 'returned'
  | 'approved'
  | 'reassessment_started';

export interface AssessmentEmailVars {
  kind: TAssessmentEmailKind;
  firstName: string;
  /** "Jane Smith (Contractor Ltd)" */
  subject: string;
  companyName: string;
  /** DD.MM.YYYY */
  dueDate: string;
  link: string;
  /** The approver's comment of a return. */
  comment?: string | null;
  /** The seat someone was removed from or given. */
  seat?: 'specialist' | 'approver';
  /** The result stated in the approval email. */
  result?: string | null;
  /** What started a reassessment. */
  reason?: TReassessmentReason;
}

/** Why a reassessment started, as the reassessment email says it. */
const REASSESSMENT_BECAUSE: Record<NonNullable<AssessmentEmailVars['reason']>, string> = {
  appeal:
    'the worker disagreed with the Status Determination Statement and the appeal manager accepted the appeal, so the result is assessed again and a new statement follows',
  contract_change: 'the contract changed',
  validity: 'the current result is about to lapse',
  manual: 'it was requested by the engagement’s managers',
  rule_change:
    'the assessment rules were updated and they may change this result, so the engagement’s managers asked for it to be assessed again under the new rules',
};

type Texts = {
  subject: (v: AssessmentEmailVars) => string;
  body: (v: AssessmentEmailVars) => string[];
  action?: string;
};

const TEXTS: Record<TAssessmentEmailKind, Texts> = {
  specialist_assigned: {
    subject: (v) => `You are the specialist for ${v.subject}`,
    body: (v) => [
      `You have been assigned as the specialist who completes the employment status assessment of ${v.subject} for ${v.companyName}.`,
      `The assessment is due on ${v.dueDate}. It opens for answering 30 days before that date.`,
    ],
    action: 'Open the assessment',
  },
  approver_assigned: {
    subject: (v) => `You are the approver for ${v.subject}`,
    body: (v) => [
      `You have been assigned as the approver of the employment status assessment of ${v.subject} for ${v.companyName}.`,
      `You will receive an email when the specialist submits it for your review. It is due on ${v.dueDate}.`,
    ],
    action: 'Open the assessment',
  },
  seat_removed: {
    subject: (v) => `You are no longer the ${v.seat ?? 'specialist'} for ${v.subject}`,
    body: (v) => [
      `The assessment of ${v.subject} for ${v.companyName} has been given to another ${v.seat ?? 'specialist'}. You no longer need to act on it.`,
    ],
  },
  due_date_changed: {
    subject: (v) => `New due date for the assessment of ${v.subject}`,
    body: (v) => [`The assessment of ${v.subject} for ${v.companyName} is now due on ${v.dueDate}.`],
    action: 'Open the assessment',
  },
  opens: {
    subject: (v) => `The assessment of ${v.subject} is open`,
    body: (v) => [
      `The employment status assessment of ${v.subject} for ${v.companyName} is now open. Please complete it by ${v.dueDate}.`,
    ],
    action: 'Start the assessment',
  },
  due_soon: {
    subject: (v) => `The assessment of ${v.subject} is due on ${v.dueDate}`,
    body: (v) => [
      `The employment status assessment of ${v.subject} for ${v.companyName} is due in 7 days, on ${v.dueDate}, and has not been submitted yet.`,
    ],
    action: 'Continue the assessment',
  },
  overdue: {
    subject: (v) => `Overdue: the assessment of ${v.subject}`,
    body: (v) => [
      `The employment status assessment of ${v.subject} for ${v.companyName} was due on ${v.dueDate} and has not been submitted. Please complete it as soon as possible.`,
    ],
    action: 'Continue the assessment',
  },
  submitted: {
    subject: (v) => `To review: the assessment of ${v.subject}`,
    body: (v) => [
      `The specialist has submitted the employment status assessment of ${v.subject} for ${v.companyName}. Please review the answers and approve the result or return it with a comment.`,
    ],
    action: 'Review the assessment',
  },
  resubmitted: {
    subject: (v) => `To verify: the assessment of ${v.subject}`,
    body: (v) => [
      `The specialist has resubmitted the employment status assessment of ${v.subject} for ${v.companyName} after your comments. Please verify the changes.`,
    ],
    action: 'Verify the assessment',
  },
  returned: {
    subject: (v) => `Returned: the assessment of ${v.subject}`,
    body: (v) => [
      `The approver has returned the employment status assessment of ${v.subject} for ${v.companyName} with this comment:`,
      v.comment ?? '',
      'Please answer the comment or update the answers, then resubmit.',
    ],
    action: 'Open the assessment',
  },
  reassessment_started: {
    subject: (v) => `Reassessment started: ${v.subject}`,
    body: (v) => [
      `A reassessment of the employment status of ${v.subject} for ${v.companyName} has started because ${REASSESSMENT_BECAUSE[v.reason ?? 'manual']}.`,
      `It keeps the same specialist and approver and is due on ${v.dueDate}. The current result stands until the reassessment is approved.`,
    ],
    action: 'Open the reassessment',
  },
  approved: {
    subject: (v) => `Approved: the assessment of ${v.subject}`,
    body: (v) => [
      `The employment status assessment of ${v.subject} for ${v.companyName} has been approved.`,
      ...(v.result ? [`Result: ${v.result}.`] : []),
    ],
    action: 'See the result',
  },
};

/** One assessment email, HTML and text; its template key is `assessment.<kind>`. */
export function assessmentEmail(v: AssessmentEmailVars): EmailContent {
  const t = TEXTS[v.kind];
  const paragraphs: Parameters<typeof renderEmail>[0]['paragraphs'] = t.body(v).filter((p) => p !== '');
  paragraphs.push(t.action ? { link: v.link, label: t.action } : `You can still see it here: ${v.link}`);
  return renderEmail({
    templateKey: `assessment.${v.kind}`,
    subject: t.subject(v),
    greeting: v.firstName ? `Hello ${v.firstName},` : 'Hello,',
    paragraphs,
  });
}
