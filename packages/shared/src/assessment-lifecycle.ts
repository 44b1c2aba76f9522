import { ASSESSMENT_OPENING_DAYS, FINAL_STATUSES, type TAssessmentStatus } from './assessment-states.ts';
import type { TAssessmentType, TInterviewKind } from './enums.ts';

/**
 * What an assessment's type and history decide beyond the state table (docs/decisions/assessment-lifecycle.md):
 * the interview kind and answer list, how long an approved result stands, which assessment is the
 * engagement's current one, what comes next, and the result labels the spec names in texts.
 */

/** What started a reassessment. */
export const REASSESSMENT_REASONS = ['manual', 'appeal', 'contract_change', 'validity', 'rule_change'] as const;
export type TReassessmentReason = (typeof REASSESSMENT_REASONS)[number];

/** The answer lists of spec §4: which set of answer texts the questionnaire shows. */
export const ANSWER_LISTS = ['pre_assessment', 'reassessment', 'normal'] as const;
export type TAnswerList = (typeof ANSWER_LISTS)[number];

/**
 * The interview kind of a new interview. A reassessment after an appeal, a contract change or a
 * manual request asks the full questionnaire again (something may have changed anywhere); a
 * reassessment only because the result's validity runs out asks the short one. Continuous
 * employment is the short questionnaire. A pre-assessment runs before the contract exists, so
 * its questions about working practice are left out (preliminary kinds).
 */
export function interviewKindFor(type: TAssessmentType, reason?: string | null): TInterviewKind {
  switch (type) {
    case 'pre_assessment':
      return 'preliminary_full';
    case 'reassessment':
      return reason === 'validity' ? 'reassessment_short' : 'reassessment_full';
    case 'continuous_employment':
      return 'short';
    default:
      return 'full';
  }
}

export function answerListFor(type: TAssessmentType): TAnswerList {
  if (type === 'pre_assessment') return 'pre_assessment';
  if (type === 'reassessment') return 'reassessment';
  return 'normal';
}

/** An approved result stands for this many months, or until the contract ends if that is sooner. */
export const ASSESSMENT_VALIDITY_MONTHS = 12;

/** The last day an approval given on `approvedOn` (YYYY-MM-DD) stands, for a contract ending `contractEnd`. */
export function validUntilOf(approvedOn: string, contractEnd: string): string {
  const d = new Date(`${approvedOn}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + ASSESSMENT_VALIDITY_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  const lapse = d.toISOString().slice(0, 10);
  return lapse < contractEnd ? lapse : contractEnd;
}

interface Timed {
  status: TAssessmentStatus;
  type: TAssessmentType;
  dueDate: string;
  validUntil?: string | null;
}

/** Still to be worked on: not approved, rejected or archived. */
export const isOpenAssessment = (a: { status: TAssessmentStatus }) => !FINAL_STATUSES.includes(a.status);

/**
 * A scored result is provisional while the assessment is open (in review, returned, being
 * updated…); an approved, rejected or archived one's stands as it was. Every view of a result (the
 * engagement's, the assessment list's) shows it with this flag.
 */
export const isProvisionalResult = (status: TAssessmentStatus): boolean => !FINAL_STATUSES.includes(status);

/**
 * The engagement's current assessment, from its assessments newest first: the newest one that is
 * not archived (a closed reassessment is archived, and the result before it stands again).
 */
export function currentAssessmentOf<A extends { status: TAssessmentStatus }>(newestFirst: readonly A[]): A | undefined {
  return newestFirst.find((a) => a.status !== 'archived') ?? newestFirst[0];
}

/** The assessments before the current one, newest first. */
export function previousAssessmentsOf<A extends { status: TAssessmentStatus }>(newestFirst: readonly A[]): A[] {
  const current = currentAssessmentOf(newestFirst);
  return newestFirst.filter((a) => a !== current);
}

export interface TNextAssessmentInfo {
  dueDate: string;
  type: TAssessmentType;
}

/**
 * What the engagement needs next: the open assessment, or the reassessment due when the current
 * approved result lapses (it opens, and its reminder goes out, 30 days before). Nothing when the
 * result stands to the end of the contract, or the engagement is not running.
 */
export function nextAssessmentOf(
  newestFirst: readonly Timed[],
  engagement: { status: string; contractEnd: string },
): TNextAssessmentInfo | null {
  if (engagement.status === 'archived' || engagement.status === 'ended') return null;
  const current = currentAssessmentOf(newestFirst);
  if (!current) return null;
  if (isOpenAssessment(current)) return { dueDate: current.dueDate, type: current.type };
  if (current.status === 'approved' && current.validUntil && current.validUntil < engagement.contractEnd) {
    return { dueDate: current.validUntil, type: 'reassessment' };
  }
  return null;
}

/** Days before a reassessment's due date that it opens and its reminder is sent (spec §9). */
export const REASSESSMENT_REMINDER_DAYS = ASSESSMENT_OPENING_DAYS;

/**
 * The result statuses spec §4 names "in texts", derived for display, never stored:
 * completed = approved (or approved as a pre-assessment); signed_off = approved and its status
 * determination statement issued; external_review = approved but under an open appeal (the contractor's
 * review); non_eligible = rejected, cannot be completed. Null while the assessment is worked on.
 */
export const RESULT_STATUSES = ['completed', 'external_review', 'non_eligible', 'signed_off'] as const;
export type TResultStatus = (typeof RESULT_STATUSES)[number];

export function resultStatusOf(
  status: TAssessmentStatus,
  facts: { reportIssued?: boolean; underAppeal?: boolean } = {},
): TResultStatus | null {
  if (status === 'non_eligible') return 'non_eligible';
  if (status !== 'approved' && status !== 'approved_pre_assessment') return null;
  if (facts.underAppeal) return 'external_review';
  if (facts.reportIssued && status === 'approved') return 'signed_off';
  return 'completed';
}
