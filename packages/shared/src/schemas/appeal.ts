import { z } from 'zod';
import { APPEAL_CHANNELS, APPEAL_DECISIONS, APPEAL_STATUSES, COMMENT_GROUP_TYPES } from '../enums.ts';
import { zRequiredString } from '../validation/fields.ts';
import { APPEAL_CATEGORY_IDS } from './appeal-categories.ts';
import { ZAbilities, ZId, ZIsoDate, ZListQuery, ZOption, ZUserOption, zEmail } from './common.ts';
import { DATE_FILTER_PERIODS } from './company-queries.ts';

/**
 * The appeal API contract (spec §3 Appeal, §7 Appeals), shared by the server's manager side
 * (modules/appeals), the worker's key side (modules/appeal-contractor) and the web.
 */

/** Comment groups of an appeal the worker sees; appeal_management is internal to the client. */
/**
 * A body field spelt as spec §7 names it, or under the name the API took before: one of the two is
 * required, and a missing one is reported on the spec's name. Checked even when another field is
 * invalid (`ALWAYS`), so a form shows every missing field at once.
 */
const ALWAYS = { when: () => true };
const requireOneOf =
  <A extends string, B extends string>(name: A, alias: B) =>
  (value: Partial<Record<A | B, unknown>>, ctx: z.RefinementCtx) => {
    if (typeof value !== 'object' || value === null) return;
    const given = (v: unknown) => v !== undefined && v !== '';
    if (!given(value[name]) && !given(value[alias])) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'errors.required' });
    }
  };

export const APPEAL_SHARED_THREADS = ['appeal', 'supporting', 'additional'] as const;
export const ZAppealThreadType = z.enum(COMMENT_GROUP_TYPES);

/** Urgency bucket of an appeal's 45-day clock (spec §9). */
export const APPEAL_URGENCY = ['overdue', 'three_days', 'seven_days', 'ten_days', 'more_than_ten_days'] as const;
export type TAppealUrgency = (typeof APPEAL_URGENCY)[number];

export const ZAppealKeyParams = z.object({ key: z.string().min(22).max(100) });
export const ZAppealKeyCommentParams = ZAppealKeyParams.extend({ commentId: ZId });
export const ZAppealKeyAttachmentParams = ZAppealKeyParams.extend({ attachmentId: ZId });
export const ZAppealCommentParams = z.object({ id: ZId, commentId: ZId });
export const ZAppealMailParams = z.object({ id: ZId, mailId: ZId });

export const ZAppealAttachment = z
  .object({ id: ZId, name: z.string(), mime: z.string(), size: z.number().int(), dateCreated: z.string() })
  .meta({ id: 'AppealAttachment' });
export type TAppealAttachment = z.infer<typeof ZAppealAttachment>;

export const ZAppealComment = z
  .object({
    id: ZId,
    body: z.string(),
    /** Null when the worker wrote it. */
    user: ZUserOption.nullable(),
    byContractor: z.boolean(),
    status: z.enum(['created', 'submitted']),
    /** Whether the reader has seen it (new comments are unseen). */
    seen: z.boolean(),
    dateCreated: z.string(),
    dateSubmitted: z.string().nullable(),
    attachments: z.array(ZAppealAttachment),
    abilities: ZAbilities,
  })
  .meta({ id: 'AppealComment' });
export type TAppealComment = z.infer<typeof ZAppealComment>;

export const ZAppealCommentGroup = z
  .object({ id: z.string(), type: ZAppealThreadType, comments: z.array(ZAppealComment) })
  .meta({ id: 'AppealCommentGroup' });
export type TAppealCommentGroup = z.infer<typeof ZAppealCommentGroup>;

export const ZAppealDecisionRecord = z
  .object({
    decision: z.enum(APPEAL_DECISIONS),
    comment: z.string(),
    additionalMailComment: z.string().nullable(),
    categories: z.array(z.string()),
    maker: ZUserOption.nullable(),
    dateCreated: z.string(),
    /** Set when the maker approved the disputed statement because nobody else could decide: why. */
    conflictReason: z.string().nullable(),
  })
  .meta({ id: 'AppealDecision' });
export type TAppealDecisionRecord = z.infer<typeof ZAppealDecisionRecord>;

/** The statutory clock of an appeal (null fields before the first representations). */
export const ZAppealClock = z.object({
  representationsReceivedOn: ZIsoDate.nullable(),
  statutoryDeadline: ZIsoDate.nullable(),
  evidenceDueOn: ZIsoDate.nullable(),
  /** Calendar days left to the deadline (negative when overdue); null when not running. */
  daysLeft: z.number().int().nullable(),
  urgency: z.enum(APPEAL_URGENCY).nullable(),
  /** Past the 45 days without an outcome: the client is liable as the fee-payer. */
  overdue: z.boolean(),
});
export type TAppealClock = z.infer<typeof ZAppealClock>;

const ZAppealEngagement = z.object({
  id: ZId,
  engagedIndividualName: z.string(),
  engagedEntityName: z.string(),
  serviceProvided: z.string(),
  company: ZOption,
});

export const ZAppealSummary = z
  .object({
    id: ZId,
    status: z.enum(APPEAL_STATUSES),
    decision: z.enum(APPEAL_DECISIONS).nullable(),
    channel: z.enum(APPEAL_CHANNELS),
    appealManager: ZUserOption.nullable(),
    dateStarted: z.string().nullable(),
    dateEnded: z.string().nullable(),
    engagement: ZAppealEngagement,
    newCommentCount: z.number().int(),
    clock: ZAppealClock,
  })
  .meta({ id: 'AppealSummary' });
export type TAppealSummary = z.infer<typeof ZAppealSummary>;

/** `GET /api/appeals/{id}` (the manager's view). */
export const ZAppeal = z
  .object({
    ...ZAppealSummary.shape,
    assessment: z.object({
      id: ZId,
      type: z.string(),
      employed: z.number().int().nullable(),
      selfEmployed: z.number().int().nullable(),
      riskLevel: z.string().nullable(),
      dateApproved: z.string().nullable(),
    }),
    /** The SDS version disputed. */
    reportVersion: z.number().int().nullable(),
    reassessmentId: ZId.nullable(),
    contractorEmail: z.string(),
    historyContractorEmails: z.array(z.object({ email: z.string(), dateCreated: z.string() })),
    currentDecision: ZAppealDecisionRecord.nullable(),
    historyDecisions: z.array(ZAppealDecisionRecord),
    /** Comment groups, the internal appeal_management group included for managers. */
    questions: z.array(ZAppealCommentGroup),
    firstCommentDate: z.string().nullable(),
    firstCommentCount: z.number().int(),
    isAfterReopened: z.boolean(),
    abilities: ZAbilities,
  })
  .meta({ id: 'Appeal' });
export type TAppeal = z.infer<typeof ZAppeal>;

/** `GET /api/appeals/key/{key}` (the worker's view: no internal notes, no manager abilities). */
export const ZContractorAppeal = z
  .object({
    id: ZId,
    status: z.enum(APPEAL_STATUSES),
    companyName: z.string(),
    engagedIndividualName: z.string(),
    serviceProvided: z.string(),
    contractorEmail: z.string().nullable(),
    appealManagerName: z.string().nullable(),
    clock: ZAppealClock,
    currentDecision: ZAppealDecisionRecord.omit({ maker: true }).nullable(),
    questions: z.array(ZAppealCommentGroup),
    reportVersions: z.array(z.object({ version: z.number().int(), dateCreated: z.string() })),
    abilities: ZAbilities,
  })
  .meta({ id: 'ContractorAppeal' });
export type TContractorAppeal = z.infer<typeof ZContractorAppeal>;

export const APPEAL_LIST_SORTS = ['deadline', 'date_started', 'date_ended', 'status', 'engaged_individual'] as const;
export const DEFAULT_APPEAL_SORT = 'deadline|asc';

const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

/** `GET /api/users/{userId}/appeals`. */
export const ZAppealListQuery = ZListQuery.extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${APPEAL_LIST_SORTS.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
    .default(DEFAULT_APPEAL_SORT),
  statuses: many(APPEAL_STATUSES),
  decision: z.enum(APPEAL_DECISIONS).optional(),
  onlyNewComments: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  dateEndedFrom: ZIsoDate.optional(),
  dateEndedTo: ZIsoDate.optional(),
  /** Started (representations received) on these UK days, both inclusive. */
  dateStartedFrom: ZIsoDate.optional(),
  dateStartedTo: ZIsoDate.optional(),
  /** Appeals whose 45 days run, by how many days are left (spec §9 urgency buckets, the appeal chart's). */
  urgency: many(APPEAL_URGENCY),
  /** A preset of the ended date (spec §9 periods); customPeriod (or none) reads dateEndedFrom/To. */
  periodEnded: z.enum(DATE_FILTER_PERIODS).optional(),
});
export type TAppealListQuery = z.infer<typeof ZAppealListQuery>;

export const ZAppealPage = z.object({
  data: z.array(ZAppealSummary),
  total: z.number().int(),
  page: z.number().int(),
  rows: z.number().int(),
});
export type TAppealPage = z.infer<typeof ZAppealPage>;

/**
 * `PUT /api/appeals/{key}/start`: the worker confirms the address replies go to and agrees to the
 * processing of what they send (spec §8 "data-processing consent required").
 */
export const ZStartAppeal = z
  .object({
    /** Spec §7's name. */
    contractorEmail: zEmail().optional(),
    /** The earlier name, still taken. */
    email: zEmail().optional(),
    dataProcessingConsent: z.literal(true, { error: 'errors.dataProcessingConsentRequired' }),
  })
  .superRefine(requireOneOf('contractorEmail', 'email'), ALWAYS)
  .transform(({ email, contractorEmail, ...rest }) => ({ ...rest, contractorEmail: (contractorEmail ?? email)! }));
export type TStartAppeal = z.output<typeof ZStartAppeal>;

/** `POST /api/appeals` (non-spec): a manager records representations received by letter, phone or email. */
export const ZRecordAppeal = z.object({
  assessmentId: ZId,
  channel: z.enum(['letter', 'phone', 'email']),
  receivedOn: ZIsoDate,
  contractorEmail: zEmail(),
  summary: zRequiredString({ max: 5000 }),
});
export type TRecordAppeal = z.infer<typeof ZRecordAppeal>;

/** Comment payload (spec: body, threadId, status, lastSeen, attachments). threadId is the group type. */
export const ZAppealCommentInput = z.object({
  body: zRequiredString({ max: 10000 }),
  threadId: ZAppealThreadType,
  status: z.enum(['created', 'submitted']).default('created'),
  /** Ids of files uploaded with `POST /api/attachments` to attach at once. */
  attachments: z.array(ZId).max(10).default([]),
});
export type TAppealCommentInput = z.infer<typeof ZAppealCommentInput>;

export const ZAppealCommentUpdate = z.object({
  body: zRequiredString({ max: 10000 }),
  status: z.enum(['created', 'submitted']).optional(),
});
export type TAppealCommentUpdate = z.infer<typeof ZAppealCommentUpdate>;

export const ZDetachAttachments = z.object({ attachmentIds: z.array(ZId).min(1).max(10) });
export type TDetachAttachments = z.infer<typeof ZDetachAttachments>;

/** `PUT appeals/{id}/comments/{commentId}/attachments` as JSON: ids of files uploaded with `POST /api/attachments`. */
export const ZAttachAttachments = z.object({ attachmentIds: z.array(ZId).min(1).max(10) });
export type TAttachAttachments = z.infer<typeof ZAttachAttachments>;

/**
 * `PUT /api/appeals/{id}/close` (spec §7: decision, additionalMailComment, decisionComment,
 * appealCategoryIds). `comment` and free-text `categories` (the earlier names) are still taken; a
 * decision is filed under catalogue categories (`APPEAL_CATEGORIES`) and, beside them, any reason typed.
 */
export const ZCloseAppeal = z
  .object({
    decision: z.enum(APPEAL_DECISIONS),
    decisionComment: z.string().trim().max(10000).optional(),
    comment: z.string().trim().max(10000).optional(),
    additionalMailComment: z.string().trim().max(5000).optional(),
    appealCategoryIds: z.array(z.enum(APPEAL_CATEGORY_IDS)).max(APPEAL_CATEGORY_IDS.length).default([]),
    categories: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    /**
     * Only when the decider approved the disputed statement and nobody else may decide (issue 29):
     * why they decide all the same. Recorded with the decision.
     */
    conflictReason: z.string().trim().max(3000).optional(),
  })
  .superRefine(requireOneOf('decisionComment', 'comment'), ALWAYS)
  .transform(({ comment, decisionComment, ...rest }) => ({ ...rest, decisionComment: (decisionComment || comment)! }));
export type TCloseAppeal = z.output<typeof ZCloseAppeal>;
export type TCloseAppealInput = z.input<typeof ZCloseAppeal>;

export const ZReopenAppeal = z.object({ comment: zRequiredString({ max: 5000 }) });
export type TReopenAppeal = z.infer<typeof ZReopenAppeal>;

export const ZSubmitToContractor = z.object({ message: z.string().trim().max(5000).optional() });
export type TSubmitToContractor = z.infer<typeof ZSubmitToContractor>;

/** `PUT appeals/{id}/manager` (spec §7: newManagerEmail); the manager's id is still taken. */
export const ZChangeAppealManager = z
  .object({ newManagerEmail: zEmail().optional(), appealManagerId: ZId.optional() })
  .superRefine(requireOneOf('newManagerEmail', 'appealManagerId'), ALWAYS);
export type TChangeAppealManager = z.output<typeof ZChangeAppealManager>;

/** `PUT appeals/key/{key}/contractor` (spec §7: newContractorEmail); `email` is still taken. */
export const ZChangeContractorEmail = z
  .object({ newContractorEmail: zEmail().optional(), email: zEmail().optional() })
  .superRefine(requireOneOf('newContractorEmail', 'email'))
  .transform(({ newContractorEmail, email }) => ({ newContractorEmail: (newContractorEmail ?? email)! }));
export type TChangeContractorEmail = z.output<typeof ZChangeContractorEmail>;

/**
 * `PUT appeals/{id}/contractor` (spec §7: newContractorEmail, resendLastEmail): with resendLastEmail
 * the last email the worker was sent about the appeal goes again, to the new address, with a fresh link.
 */
export const ZChangeAppealContractor = z
  .object({
    newContractorEmail: zEmail().optional(),
    email: zEmail().optional(),
    resendLastEmail: z.boolean().default(false),
  })
  .superRefine(requireOneOf('newContractorEmail', 'email'))
  .transform(({ newContractorEmail, email, resendLastEmail }) => ({
    newContractorEmail: (newContractorEmail ?? email)!,
    resendLastEmail,
  }));
export type TChangeAppealContractor = z.output<typeof ZChangeAppealContractor>;

/** A management note (spec §7: threadId, body); its only thread is the internal appeal_management group. */
export const ZManagementComment = z.object({
  body: zRequiredString({ max: 10000 }),
  threadId: z.literal('appeal_management', { error: 'errors.validation' }).optional(),
});
export type TManagementComment = z.infer<typeof ZManagementComment>;

/** `GET appeals/{id}?companyId=`: the appeal as seen from that company (its group); another's is not found. */
export const ZAppealQuery = z.object({ companyId: ZId.optional() });

/** `GET /api/appeal/{id}/history-mails`. */
export const ZAppealMail = z
  .object({
    id: ZId,
    subject: z.string(),
    to: z.string(),
    templateKey: z.string(),
    status: z.string(),
    dateCreated: z.string(),
    dateSent: z.string().nullable(),
    events: z.array(z.object({ event: z.string(), date: z.string() })),
    resendOfId: ZId.nullable(),
    /** False for the worker's statement (SDS) emails listed with the appeal's: those are sent again from the email tracker. */
    resendable: z.boolean(),
  })
  .meta({ id: 'AppealMail' });
export type TAppealMail = z.infer<typeof ZAppealMail>;

/** Spec §3 appeal chart and appeal statistics (for dashboards). */
export const ZAppealChartStatistics = z.object({
  appealCount: z.number().int(),
  appealOverdueCount: z.number().int(),
  appealThreeDaysCount: z.number().int(),
  appealSevenDaysCount: z.number().int(),
  appealTenDaysCount: z.number().int(),
  appealMoreThanTenDaysCount: z.number().int(),
});
export type TAppealChartStatistics = z.infer<typeof ZAppealChartStatistics>;

export const ZAppealStatistics = z.object({
  appealOverdueCount: z.number().int(),
  appealToResolveCount: z.number().int(),
  newCommentCount: z.number().int(),
});
export type TAppealStatistics = z.infer<typeof ZAppealStatistics>;

/** `PUT /api/appeals/{key}/thread-seen`: the worker has read the shared threads up to `lastSeen` (default now). */
export const ZAppealThreadSeen = z.object({
  threadId: z.enum(APPEAL_SHARED_THREADS).optional(),
  lastSeen: z.iso.datetime({ offset: true }).optional(),
});
export type TAppealThreadSeen = z.infer<typeof ZAppealThreadSeen>;

/** `GET /api/appeals/{key}/assessment-report?version=`: one SDS version (default the one disputed). */
export const ZAppealReportQuery = z.object({ version: z.coerce.number().int().min(1).max(10000).optional() });
export type TAppealReportQuery = z.infer<typeof ZAppealReportQuery>;

/**
 * `GET /api/appeals/{key}/attachment-token`: a short-lived token bound to the appeal that stands in
 * for the key in file URLs (`/api/appeals/{token}/attachments/{id}`, `.../comments/{id}/files`).
 */
export const ZAppealAttachmentToken = z
  .object({ token: z.string(), expiresAt: z.string() })
  .meta({ id: 'AppealAttachmentToken' });
export type TAppealAttachmentToken = z.infer<typeof ZAppealAttachmentToken>;

/** File URLs take the attachment token where the spec's path says {key}. */
export const ZAppealTokenAttachmentParams = z.object({ key: z.string().min(22).max(100), attachmentId: ZId });
export const ZAppealTokenCommentParams = z.object({ key: z.string().min(22).max(100), commentId: ZId });
/** `GET /api/appeals/statistics` (non-spec): both figures over the appeals the caller sees. */
export const ZMyAppealStatistics = z.object({ chart: ZAppealChartStatistics, statistics: ZAppealStatistics });
export type TMyAppealStatistics = z.infer<typeof ZMyAppealStatistics>;

export const ZAppealMails = z.array(ZAppealMail);

/** `GET /api/appeals/{id}/comments/{commentId}/attachments/{attachmentId}` (the manager's download). */
export const ZAppealCommentAttachmentParams = z.object({ id: ZId, commentId: ZId, attachmentId: ZId });
