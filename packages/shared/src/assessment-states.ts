import { londonDay, notStartedVariantOn } from './calendar.ts';
import { TIME_LIMITS } from './time-limits.ts';
/**
 * The assessment state machine (docs/assessment-states.md). The server refuses any
 * transition not listed here; the web reads the same table only for labels.
 */
export const ASSESSMENT_STATUSES = [
  'created',
  'in_progress',
  'review',
  'returned',
  'updating',
  'to_verify',
  'approved',
  'approved_pre_assessment',
  'non_eligible',
  'archived',
] as const;
export type TAssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_ACTIONS = [
  'start',
  'submit',
  'approve',
  'return',
  'start_update',
  'resubmit',
  'archive',
  /** the approver rejects for good (cannot be completed): typed confirmation and a reason */
  'reject',
  /** a reassessment is closed without a new result; the previous result stands */
  'close',
] as const;
export type TAssessmentAction = (typeof ASSESSMENT_ACTIONS)[number];

type Table = Record<TAssessmentStatus, Partial<Record<TAssessmentAction, TAssessmentStatus>>>;

/** from-status → action → to-status. Final statuses have no outgoing action but archive. */
export const ASSESSMENT_TRANSITIONS: Table = {
  created: { start: 'in_progress', close: 'archived', archive: 'archived' },
  in_progress: { submit: 'review', close: 'archived', archive: 'archived' },
  review: { approve: 'approved', return: 'returned', reject: 'non_eligible', close: 'archived', archive: 'archived' },
  returned: { start_update: 'updating', resubmit: 'to_verify', close: 'archived', archive: 'archived' },
  updating: { resubmit: 'to_verify', close: 'archived', archive: 'archived' },
  to_verify: {
    approve: 'approved',
    return: 'returned',
    reject: 'non_eligible',
    close: 'archived',
    archive: 'archived',
  },
  approved: { archive: 'archived' },
  approved_pre_assessment: { archive: 'archived' },
  /** permanent (spec §4 "rejected (cannot be completed)"): not even archiving moves it */
  non_eligible: {},
  archived: {},
};

/** Statuses in which the specialist may change answers. */
export const ANSWERABLE_STATUSES: readonly TAssessmentStatus[] = ['in_progress', 'returned', 'updating'];
/** Statuses waiting for the approver. */
export const AWAITING_APPROVER_STATUSES: readonly TAssessmentStatus[] = ['review', 'to_verify'];
export const FINAL_STATUSES: readonly TAssessmentStatus[] = [
  'approved',
  'approved_pre_assessment',
  'non_eligible',
  'archived',
];

/** Statuses in which the assessment still needs work (every status but the final ones). */
export const OPEN_ASSESSMENT_STATUSES: readonly TAssessmentStatus[] = ASSESSMENT_STATUSES.filter(
  (s) => !FINAL_STATUSES.includes(s),
);
/** Statuses that carry a determination (the result the approver confirmed). */
export const DETERMINED_STATUSES: readonly TAssessmentStatus[] = ['approved', 'approved_pre_assessment'];

/**
 * The target status of `action` from `from`, or null when the table forbids it.
 * A pre-assessment's approval lands on approved_pre_assessment; only a reassessment can be closed.
 */
export function nextAssessmentStatus(
  from: TAssessmentStatus,
  action: TAssessmentAction,
  type: 'assessment' | 'pre_assessment' | 'reassessment' | 'continuous_employment' = 'assessment',
): TAssessmentStatus | null {
  const to = ASSESSMENT_TRANSITIONS[from][action] ?? null;
  if (action === 'close' && type !== 'reassessment') return null;
  if (to === 'approved' && type === 'pre_assessment') return 'approved_pre_assessment';
  return to;
}

/** Not-started display variants of `created` (spec §4): opens 30 days before the due date. */
export const ASSESSMENT_OPENING_DAYS = TIME_LIMITS.assessmentOpeningDays;
export type TNotStartedVariant = 'not_due' | 'ready' | 'overdue';

/** The variant on the UK day of `now` (the one calendar: calendar.ts `notStartedVariantOn`). */
export function notStartedVariant(dueDate: string, now: Date): TNotStartedVariant {
  return notStartedVariantOn(dueDate, londonDay(now));
}
