import { z } from 'zod';
import { REASSESSMENT_REASONS } from '../assessment-lifecycle.ts';
import { ZAssessmentSummary } from './assessment.ts';

/** An earlier assessment of an engagement with its result. */
export const ZPreviousAssessment = ZAssessmentSummary.extend({
  outcome: z.enum(['employed', 'selfEmployed']).nullable(),
  validUntil: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reassessmentReason: z.enum(REASSESSMENT_REASONS).nullable(),
  resultStatus: z.enum(['completed', 'external_review', 'non_eligible', 'signed_off']).nullable(),
});
export type TPreviousAssessment = z.infer<typeof ZPreviousAssessment>;

export const ZPreviousAssessments = z.object({ assessments: z.array(ZPreviousAssessment) });
export type TPreviousAssessments = z.infer<typeof ZPreviousAssessments>;
