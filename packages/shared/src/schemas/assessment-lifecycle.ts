import { z } from 'zod';
import { REASSESSMENT_REASONS } from '../assessment-lifecycle.ts';
import { ASSESSMENT_TYPES } from '../enums.ts';
import { zRequiredString } from '../validation/fields.ts';
import { ZUserOption } from './common.ts';

/** The word the approver types to confirm a rejection (spec §5: typing "Reject" confirms rejection). */
export const REJECT_CONFIRMATION = 'Reject';

/** Fields of an assessment about its lifecycle (spread into ZAssessment). */
export const assessmentLifecycleFields = {
  previousAnswerer: ZUserOption.nullable(),
  /** Resubmitted at least once after a return. */
  wasUpdated: z.boolean(),
  /** Answers that changed between the last two versions (set on resubmission). */
  changesCount: z.number().int(),
  /** The self-employed override margin (percent) used on the last submission. */
  riskMargin: z.number().int().nullable(),
  isReassessment: z.boolean(),
  isApprovedPreAssessment: z.boolean(),
  /** The approved result stands until this day (YYYY-MM-DD). */
  validUntil: z.string().nullable(),
  /** Spec §3: the day the approved result lapsed (its validUntil, once past, UK date); null while it stands. */
  dateExpired: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reassessmentReason: z.enum(REASSESSMENT_REASONS).nullable(),
  /** A reassessment keeps the submission date of the assessment it follows. */
  inheritedDateSubmitted: z.string().nullable(),
  /** Display-only result label (spec §4 "result statuses in texts"). */
  resultStatus: z.enum(['completed', 'external_review', 'non_eligible', 'signed_off']).nullable(),
};

export const ZRejectAssessment = z.object({
  /** Must be exactly "Reject". */
  confirmation: z
    .string()
    .refine((v) => v === REJECT_CONFIRMATION, { error: 'errors.rejectConfirmation' })
    .meta({ const: REJECT_CONFIRMATION }),
  reason: zRequiredString({ max: 5000 }),
});
export type TRejectAssessment = z.infer<typeof ZRejectAssessment>;

/** The body is optional (spec: no fields); an absent one is a manual reassessment. */
export const ZStartReassessment = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: z.enum(REASSESSMENT_REASONS).default('manual') }),
);
export type TStartReassessment = z.infer<typeof ZStartReassessment>;

export const ZCloseReassessment = z.object({
  additionalMailComment: z.string().trim().max(5000).optional(),
});
export type TCloseReassessment = z.infer<typeof ZCloseReassessment>;

/** What a synchronisation to the current questionnaire changed. */
export const ZInterviewSynchronization = z.object({
  assessmentId: z.uuid(),
  fromVersion: z.string(),
  toVersion: z.string(),
  /** Questions now expected that are not answered. */
  enteredPath: z.array(z.object({ questionId: z.string(), question: z.string() })),
  /** Answered questions no longer on the path; their answers were removed. */
  leftPath: z.array(z.object({ questionId: z.string(), question: z.string() })),
});
export type TInterviewSynchronization = z.infer<typeof ZInterviewSynchronization>;

/** The engagement's next assessment: the open one, or the reassessment due when the result lapses. */
export const ZNextAssessment = z.object({ dueDate: z.string(), type: z.enum(ASSESSMENT_TYPES) });
export type TNextAssessment = z.infer<typeof ZNextAssessment>;
