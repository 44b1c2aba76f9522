import {
  API_SCOPES,
  APPEAL_CATEGORY_IDS,
  APPEAL_DECISIONS,
  APPEAL_STATUSES,
  ASSESSMENT_REPORT_STATUSES,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  ENGAGED_ENTITY_TYPES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  RISK_LEVELS,
  ZCreateEngagement,
  ZUpdateEngagement,
  ZWebhookEndpoint,
} from '@statera/shared';
import { z } from 'zod';

/**
 * The public API's shapes (/api/v1): meant for machines — ids, stored values, ISO dates, money in
 * pence — without the screens' fields (abilities, formatted values, unread counts). They are a
 * contract: `test/public-api-contract.test.ts` fails when one narrows or loses a field against
 * `docs/api/v1.openapi.json`.
 */
const id = z.uuid();
const ref = z.object({ id, name: z.string() });
const person = z.object({ id, name: z.string(), email: z.string() });

export const V1Determination = z
  .object({
    outcome: z.enum(['employed', 'selfEmployed']),
    employedScore: z.number().int(),
    selfEmployedScore: z.number().int(),
    certainty: z.number(),
    riskLevel: z.enum(RISK_LEVELS),
    summary: z.string(),
    questionnaireVersion: z.string(),
    rulesetVersion: z.string(),
  })
  .meta({ id: 'V1Determination' });

export const V1AssessmentSummary = z
  .object({
    id,
    status: z.enum(ASSESSMENT_STATUSES),
    type: z.enum(ASSESSMENT_TYPES),
    dueDate: z.string().describe('YYYY-MM-DD'),
    submittedAt: z.string().nullable(),
    approvedAt: z.string().nullable(),
    employedScore: z.number().int().nullable(),
    selfEmployedScore: z.number().int().nullable(),
    riskLevel: z.enum(RISK_LEVELS).nullable(),
  })
  .meta({ id: 'V1AssessmentSummary' });

const engagementCore = {
  id,
  status: z.enum(ENGAGEMENT_STATUSES),
  type: z.enum(ENGAGEMENT_TYPES),
  company: ref,
  department: ref.nullable(),
  agency: ref.nullable(),
  engagedEntity: z.object({ id, name: z.string(), number: z.string().nullable(), type: z.enum(ENGAGED_ENTITY_TYPES) }),
  engagedIndividual: z.object({ id, name: z.string(), email: z.string().nullable() }),
  serviceProvided: z.string(),
  contractStart: z.string().describe('YYYY-MM-DD'),
  contractEnd: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  currentAssessment: V1AssessmentSummary.nullable(),
};

export const V1EngagementSummary = z.object(engagementCore).meta({ id: 'V1EngagementSummary' });

export const V1Engagement = z
  .object({
    ...engagementCore,
    contractValuePence: z.number().int(),
    yourReference: z.string().nullable(),
    engagedIndividualRole: z.string().nullable(),
    specialist: person,
    approver: person,
    activeAppealId: id.nullable(),
    archivedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    assessments: z.array(V1AssessmentSummary).describe('newest first'),
  })
  .meta({ id: 'V1Engagement' });
export type TV1Engagement = z.infer<typeof V1Engagement>;

export const V1EngagementPage = z
  .object({
    data: z.array(V1EngagementSummary),
    nextCursor: z.string().nullable().describe('pass as `cursor` for the next page; null at the end'),
  })
  .meta({ id: 'V1EngagementPage' });

export const V1PageQuery = z.object({
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const V1CreateEngagement = ZCreateEngagement.meta({ id: 'V1CreateEngagement' });

/** PATCH: the fields given change, the others stay (contractValue in pounds, as on create). */
export const V1UpdateEngagement = ZUpdateEngagement.partial().meta({ id: 'V1UpdateEngagement' });

export const V1Assessment = z
  .object({
    ...V1AssessmentSummary.shape,
    engagementId: id,
    specialist: person,
    approver: person,
    determination: V1Determination.nullable().describe('the result once the answers are scored; final once approved'),
  })
  .meta({ id: 'V1Assessment' });

export const V1Statement = z
  .object({
    id,
    version: z.number().int(),
    status: z.enum(ASSESSMENT_REPORT_STATUSES),
    createdAt: z.string(),
    generatedAt: z.string().nullable(),
    pageCount: z.number().int().nullable(),
  })
  .meta({ id: 'V1Statement' });
export const V1Statements = z.object({ data: z.array(V1Statement).describe('newest first') });

export const V1Appeal = z
  .object({
    id,
    status: z.enum(APPEAL_STATUSES),
    decision: z.enum(APPEAL_DECISIONS).nullable(),
    engagementId: id,
    assessmentId: id,
    appealManager: person.nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'V1Appeal' });

export const V1AppealPage = z
  .object({
    data: z.array(V1Appeal),
    nextCursor: z.string().nullable().describe('pass as `cursor` for the next page; null at the end'),
  })
  .meta({ id: 'V1AppealPage' });

export const V1DecideAppeal = z
  .object({
    decision: z.enum(APPEAL_DECISIONS),
    comment: z.string().trim().min(1).max(10000),
    categories: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    appealCategoryIds: z
      .array(z.enum(APPEAL_CATEGORY_IDS))
      .max(APPEAL_CATEGORY_IDS.length)
      .default([])
      .describe('catalogue categories the decision is filed under'),
  })
  .meta({
    id: 'V1DecideAppeal',
    examples: [{ decision: 'rejected', comment: 'The evidence supports the determination.' }],
  });

export const V1Me = z
  .object({
    keyId: id,
    name: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    rateLimitPerMinute: z.number().int(),
    group: ref,
  })
  .meta({ id: 'V1Me' });

export const V1IdParams = z.object({ id });
export const V1IdempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(255).describe('A unique value per intended change; retries send the same'),
});
export const V1IfMatchHeaders = z.object({
  'if-match': z.string().min(1).max(100).optional().describe('The ETag of the version read (428 without it)'),
});

/** `GET /api/v1/webhooks`: the group's endpoints (no abilities: a key's scope decides). */
export const V1WebhookEndpointList = z
  .object({ data: z.array(ZWebhookEndpoint) })
  .meta({ id: 'V1WebhookEndpointList' });
