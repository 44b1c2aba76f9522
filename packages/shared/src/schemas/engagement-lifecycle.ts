import { z } from 'zod';
import { ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES } from '../enums.ts';
import { refineAfter, withCrossFieldRules } from '../validation/cross-field.ts';
import { ZId, ZIsoDate, ZListQuery, zEmail, zRequiredText } from './common.ts';
import { zQueryArray, zQueryBoolean } from './company-queries.ts';
import { zCost } from './engagement.ts';

/** PUT engagements/{id}: the fields that may change after logging (same rules as creating one). */
export const ZUpdateEngagement = z.object({
  // nullable().optional(), not the reverse: an optional outside is what makes the document say optional.
  departmentId: ZId.nullable().optional(),
  serviceProvided: zRequiredText(500),
  contractValue: zCost(),
  agencyId: ZId.nullable().optional(),
  yourReference: z.string().trim().max(191).nullable().optional(),
});
export type TUpdateEngagement = z.infer<typeof ZUpdateEngagement>;

/** PUT engagements/{id}/archive: why it is archived (shown as archivedComment). */
export const ZArchiveEngagement = z.object({ comment: zRequiredText(1000) });
export type TArchiveEngagement = z.infer<typeof ZArchiveEngagement>;

/**
 * PUT engagements/{id}/dates (spec §7): new contract dates; createNewAssessment opens a new
 * assessment for the changed contract. End after start (spec §5); the server adds "not before
 * today" and "after the current due date".
 */
export const ZChangeEngagementDates = withCrossFieldRules(
  z.object({
    contractStart: ZIsoDate,
    contractEnd: ZIsoDate,
    createNewAssessment: z.boolean().default(false),
  }),
  refineAfter('contractEnd', 'contractStart'),
);
export type TChangeEngagementDates = z.infer<typeof ZChangeEngagementDates>;

/** PUT engagements/{id}/restore: optionally with new dates (both or neither) and a new assessment. */
export const ZRestoreEngagement = withCrossFieldRules(
  z.object({
    contractStart: ZIsoDate.optional(),
    contractEnd: ZIsoDate.optional(),
    createNewAssessment: z.boolean().default(false),
  }),
  refineAfter('contractEnd', 'contractStart'),
  (value, ctx) => {
    if ((value.contractStart === undefined) !== (value.contractEnd === undefined)) {
      const field = value.contractStart === undefined ? 'contractStart' : 'contractEnd';
      ctx.addIssue({ code: 'custom', path: [field], message: 'errors.required', input: undefined });
    }
  },
).meta({ dependentRequired: { contractStart: ['contractEnd'], contractEnd: ['contractStart'] } });
export type TRestoreEngagement = z.infer<typeof ZRestoreEngagement>;

/** PUT engagements/{id}/transform: a test engagement becomes normal, with the real worker and contract. */
export const ZTransformEngagement = withCrossFieldRules(
  z.object({
    engagedEntityId: ZId,
    engagedIndividualId: ZId,
    contractStart: ZIsoDate,
    contractEnd: ZIsoDate,
    contractValue: zCost(),
  }),
  refineAfter('contractEnd', 'contractStart'),
);
export type TTransformEngagement = z.infer<typeof ZTransformEngagement>;

export const ENGAGEMENT_SEATS = ['specialist', 'approver'] as const;
export type TEngagementSeat = (typeof ENGAGEMENT_SEATS)[number];

/** PUT users/{id}/engagements?role=…: who takes the user's seat on every engagement in reach. */
export const ZSwapUserEngagementsQuery = z.object({ role: z.enum(ENGAGEMENT_SEATS) });
export const ZSwapUserEngagements = z.object({
  emailToSwap: zEmail(),
  /** Only these of the user's engagements (the swap screen's choice); all of them when absent. */
  engagementIds: z.array(ZId).min(1).max(500).optional(),
});
export type TSwapUserEngagements = z.infer<typeof ZSwapUserEngagements>;
export const ZSwapUserEngagementsResult = z.object({ swapped: z.number().int() });

/** GET users/{id}/engagements: the engagements where the user holds a seat (role narrows it to one). */
export const ZUserEngagementsQuery = ZListQuery.extend({
  statuses: zQueryArray(z.enum(ENGAGEMENT_STATUSES)).optional(),
  types: zQueryArray(z.enum(ENGAGEMENT_TYPES)).optional(),
  role: z.enum(ENGAGEMENT_SEATS).optional(),
  /** Only engagements still open (not archived): what a swap would move. */
  openOnly: zQueryBoolean().optional(),
});
export type TUserEngagementsQuery = z.infer<typeof ZUserEngagementsQuery>;

/** One change in an engagement's history (read from the audit events). */
export const ZEngagementHistoryEntry = z
  .object({
    id: ZId,
    /** the audit action, e.g. engagement.archive; the web labels it */
    action: z.string(),
    actor: z.object({ id: ZId, name: z.string() }).nullable(),
    dateCreated: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'EngagementHistoryEntry' });
export type TEngagementHistoryEntry = z.infer<typeof ZEngagementHistoryEntry>;
export const ZEngagementHistory = z.object({
  data: z.array(ZEngagementHistoryEntry),
  total: z.number().int(),
  /** names of the records the page's changes point at (department, agency, entity, individual, company), by id */
  labels: z.record(z.string(), z.string()),
});
export type TEngagementHistory = z.infer<typeof ZEngagementHistory>;
export const ZEngagementHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});
export type TEngagementHistoryQuery = z.infer<typeof ZEngagementHistoryQuery>;

/**
 * Days after an ended engagement (contract end passed) is archived by the daily job
 * (spec §4 "after a number of days (count not shown)"; docs/decisions/engagement-lifecycle.md).
 */
export const ENGAGEMENT_AUTO_ARCHIVE_DAYS = 30;
