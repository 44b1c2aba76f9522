import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '../assessment-states.ts';
import { APPEAL_STATUSES, ASSESSMENT_TYPES, RISK_LEVELS } from '../enums.ts';
import { assessmentTestEngagementFields } from '../test-engagement.ts';
import { zRequiredString } from '../validation/fields.ts';
import { assessmentLifecycleFields } from './assessment-lifecycle.ts';
import { ZAssessmentReportItem } from './assessment-report.ts';
import { ZAbilities, ZId, ZUserOption } from './common.ts';

export const ZAssessmentSummary = z.object({
  id: ZId,
  status: z.enum(ASSESSMENT_STATUSES),
  notStarted: z.enum(['not_due', 'ready', 'overdue']).nullable(),
  type: z.enum(ASSESSMENT_TYPES),
  dueDate: z.string(),
  dateSubmitted: z.string().nullable(),
  dateApproved: z.string().nullable(),
  employed: z.number().int().nullable(),
  selfEmployed: z.number().int().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
});
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;

export const ZComment = z.object({
  id: ZId,
  body: z.string(),
  user: ZUserOption,
  dateCreated: z.string(),
  status: z.enum(['created', 'submitted']),
  /** False when someone else's submitted comment is newer than the actor's last read of the thread. */
  seen: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZThread = z.object({
  id: ZId,
  type: z.enum(['review', 'decision', 'supporting', 'appeal', 'additional', 'appeal_management']),
  interviewQuestionId: z.string().nullable(),
  comments: z.array(ZComment),
  /** Submitted comments (drafts are not counted). */
  commentCount: z.number().int(),
  /** Submitted comments by others the actor has not seen yet. */
  newCommentCount: z.number().int(),
});
export type TThread = z.infer<typeof ZThread>;

/** The determination stored with an assessment once submitted; see @statera/determination. */
export const ZAssessmentResult = z.object({
  outcome: z.enum(['employed', 'selfEmployed']),
  employed: z.number().int(),
  selfEmployed: z.number().int(),
  certainty: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  summary: z.string(),
  questionnaireVersion: z.string(),
  rulesetVersion: z.string(),
  /** False for a sole trader engaged directly: an employment-status question, not IR35. */
  isIr35: z.boolean().optional(),
  decisiveRule: z.string().nullable().optional(),
  /** Rules 2.0: a near-tie within the override margin — high risk, "borderline — review". */
  borderline: z.boolean().optional(),
  /** Rules 2.0: why the risk band is what it is (the gap, then what raised it). */
  riskReasons: z.array(z.string()).optional(),
  /** Rules 2.0: the "not known" answers that would change the result most if known. */
  keyUnknowns: z
    .array(z.object({ questionId: z.string(), question: z.string(), couldFlip: z.boolean(), swing: z.number() }))
    .optional(),
  /** Single answer changes that would flip the outcome or change the risk band. */
  whatIf: z
    .array(
      z.object({
        questionId: z.string(),
        question: z.string(),
        from: z.string(),
        to: z.string(),
        effect: z.enum(['flips_outcome', 'changes_risk']),
        outcome: z.enum(['employed', 'selfEmployed']),
        riskLevel: z.enum(RISK_LEVELS),
      }),
    )
    .optional(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      employed: z.number(),
      selfEmployed: z.number(),
      answered: z.number(),
    }),
  ),
  factors: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      direction: z.enum(['employed', 'selfEmployed', 'neutral']),
      strength: z.number(),
      reason: z.string(),
      cases: z.array(z.string()),
      drivers: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
    }),
  ),
});
export type TAssessmentResult = z.infer<typeof ZAssessmentResult>;

export const ZAssessment = z
  .object({
    ...ZAssessmentSummary.shape,
    previousStatus: z.enum(ASSESSMENT_STATUSES).nullable(),
    dateStarted: z.string().nullable(),
    engagement: z.object({
      id: ZId,
      engagedEntityName: z.string(),
      engagedIndividualName: z.string(),
      companyName: z.string(),
    }),
    answerer: ZUserOption,
    approver: ZUserOption,
    interviewId: ZId.nullable(),
    allQuestionCount: z.number().int(),
    answeredQuestionCount: z.number().int(),
    allQuestionsAnswered: z.boolean(),
    lastVersion: z.number().int(),
    result: ZAssessmentResult.nullable(),
    threads: z.array(ZThread),
    /** The newest version the approver has marked as seen (0: none). */
    versionSeen: z.number().int(),
    /** The interview introduction is due for the actor (the specialist, until marked seen). */
    showPresentation: z.boolean(),
    /** Submitted comments on every thread of the assessment the actor has not seen yet. */
    commentCount: z.number().int(),
    /** Submitted comments on every thread of the assessment. */
    allCommentCount: z.number().int(),
    ...assessmentLifecycleFields,
    ...assessmentTestEngagementFields,
    abilities: ZAbilities,
    /** Whether a Status Determination Statement has been generated. */
    reportGenerated: z.boolean(),
    /** The SDS versions, newest first. */
    interviewReports: z.array(ZAssessmentReportItem),
    /**
     * Spec §3: the appeal this assessment is about (`disputed`: the worker disagrees with its SDS) or
     * the accepted appeal it reassesses (`reassessment`), the newest one the reader may open; else null.
     */
    appeal: z
      .object({ id: ZId, status: z.enum(APPEAL_STATUSES), relation: z.enum(['disputed', 'reassessment']) })
      .nullable(),
  })
  .meta({ id: 'Assessment' });
export type TAssessment = z.infer<typeof ZAssessment>;

export const ZReturnAssessment = z.object({
  comment: zRequiredString({ max: 5000 }),
});
export type TReturnAssessment = z.infer<typeof ZReturnAssessment>;

export const ZCreateComment = z.object({
  body: zRequiredString({ max: 5000 }),
  threadId: ZId.optional(),
  /** Comment on this question's thread (created on first use) instead of the review thread. */
  interviewQuestionId: z.string().min(1).max(100).optional(),
  /** `created` keeps it as a draft only its author sees; default `submitted`. */
  status: z.enum(['created', 'submitted']).optional(),
});
export type TCreateComment = z.infer<typeof ZCreateComment>;
