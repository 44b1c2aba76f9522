import { z } from 'zod';
import { OUTCOMES, RISK_LEVELS } from '../enums.ts';
import { ZId } from './common.ts';

/** One run of the rule-set impact job: a questionnaire/rule-set pair re-run over the live results. */
export const ZRuleSetImpactRun = z.object({
  id: ZId,
  questionnaireVersion: z.string(),
  rulesetVersion: z.string(),
  status: z.enum(['running', 'done']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Live results re-determined (all clients; provider admins only, else null). */
  assessedCount: z.number().int().nullable(),
  /** Results that would change, among those the caller may see. */
  changedCount: z.number().int(),
});
export type TRuleSetImpactRun = z.infer<typeof ZRuleSetImpactRun>;

export const ZRuleSetImpactRuns = z.object({ runs: z.array(ZRuleSetImpactRun) });
export type TRuleSetImpactRuns = z.infer<typeof ZRuleSetImpactRuns>;

const ZSide = z.object({
  outcome: z.enum(OUTCOMES),
  employed: z.number().int(),
  riskLevel: z.enum(RISK_LEVELS),
});

export const ZRuleSetImpactQuestion = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  why: z.enum(['score', 'rule', 'unknown', 'new']),
  /** Change of the question's contribution to the balance, in points (score and rule reasons). */
  delta: z.number().nullable(),
});

export const ZRuleSetImpactItem = z.object({
  assessmentId: ZId,
  engagementId: ZId,
  companyId: ZId,
  companyName: z.string(),
  engagedIndividualName: z.string().nullable(),
  fromVersions: z.object({ questionnaire: z.string(), ruleset: z.string() }),
  from: ZSide,
  to: ZSide,
  /** to.employed − from.employed, in percentage points. */
  employedChange: z.number().int(),
  questions: z.array(ZRuleSetImpactQuestion),
  /** The reassessment started from this report, if any. */
  reassessmentId: ZId.nullable(),
  /** The caller may start a reassessment of this engagement from the report now. */
  canStartReassessment: z.boolean(),
});
export type TRuleSetImpactItem = z.infer<typeof ZRuleSetImpactItem>;

export const ZRuleSetImpactReport = z.object({
  run: ZRuleSetImpactRun,
  clients: z.array(z.object({ clientId: ZId, clientName: z.string(), items: z.array(ZRuleSetImpactItem) })),
});
export type TRuleSetImpactReport = z.infer<typeof ZRuleSetImpactReport>;

/** Start reassessments (reason rule_change) for some of a report's results. */
export const ZStartImpactReassessments = z.object({
  assessmentIds: z.array(ZId).min(1).max(500),
});
export type TStartImpactReassessments = z.infer<typeof ZStartImpactReassessments>;

export const ZStartImpactReassessmentsResult = z.object({
  started: z.array(z.object({ assessmentId: ZId, reassessmentId: ZId })),
  /** Results not followed up, and why (already reassessed, no longer current, an open appeal…). */
  skipped: z.array(z.object({ assessmentId: ZId, reason: z.string() })),
});
export type TStartImpactReassessmentsResult = z.infer<typeof ZStartImpactReassessmentsResult>;
