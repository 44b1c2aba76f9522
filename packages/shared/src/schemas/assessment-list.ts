import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '../assessment-states.ts';
import { ASSESSMENT_TYPES, RISK_LEVELS } from '../enums.ts';
import { ZAssessmentSummary } from './assessment.ts';
import { ZAbilities, ZId, ZIsoDate, ZListQuery, ZOption, ZUserOption, zEmail } from './common.ts';

/** The not-started variants of `created`, computed from the due date (spec §4). */
export const NOT_STARTED_VARIANTS = ['not_due', 'ready', 'overdue'] as const;
/** What the status filter of the assessment list takes: stored statuses and the not-started variants. */
export const ASSESSMENT_LIST_STATUSES = [...ASSESSMENT_STATUSES, ...NOT_STARTED_VARIANTS] as const;
export type TAssessmentListStatus = (typeof ASSESSMENT_LIST_STATUSES)[number];

/** Sortable columns of the assessment list; the default is due_date|asc (spec §9). */
export const ASSESSMENT_LIST_SORTS = ['due_date', 'status', 'date_submitted', 'engaged_individual', 'company'] as const;
export const DEFAULT_ASSESSMENT_SORT = 'due_date|asc';

/** How an approved assessment was done against its due date (company statistics). */
export const ASSESSMENT_COMPLETIONS = ['in_time', 'past_due'] as const;
export type TAssessmentCompletion = (typeof ASSESSMENT_COMPLETIONS)[number];

/** A query-string flag that only filters when 'true' ('false' is the same as leaving it out). */
const zTrue = () =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional();

/** Which seat of the user the list shows: `all` is every assessment the user may see. */
export const ASSESSMENT_LIST_ROLES = ['all', 'answerer', 'approver'] as const;

const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

export const ZAssessmentListQuery = ZListQuery.extend({
  sort: z
    .string()
    .regex(new RegExp(`^(${ASSESSMENT_LIST_SORTS.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
    .default(DEFAULT_ASSESSMENT_SORT),
  statuses: many(ASSESSMENT_LIST_STATUSES),
  types: many(ASSESSMENT_TYPES),
  companyIds: z
    .union([ZId, z.array(ZId)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  role: z.enum(ASSESSMENT_LIST_ROLES).default('all'),
  /** The approver's queue: assessments in review or to verify where the user is the approver. */
  awaitingMyReview: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  dateDueFrom: ZIsoDate.optional(),
  dateDueTo: ZIsoDate.optional(),
  /** Open (not final) and past its due date on today's UK day: the dashboards' "overdue". */
  overdue: zTrue(),
  /** Open, with comments by others the user has not read (the dashboards' "new comments"). */
  withNewComments: zTrue(),
  /** Approved (or approved pre-assessment) on these UK days, both inclusive. */
  dateApprovedFrom: ZIsoDate.optional(),
  dateApprovedTo: ZIsoDate.optional(),
  /** Approved on or before its due date (in_time) or after it (past_due), by the UK day of approval. */
  completion: z.enum(ASSESSMENT_COMPLETIONS).optional(),
});
export type TAssessmentListQuery = z.infer<typeof ZAssessmentListQuery>;

export const ZAssessmentListItem = z
  .object({
    ...ZAssessmentSummary.shape,
    engagement: z.object({
      id: ZId,
      engagedIndividualName: z.string(),
      engagedEntityName: z.string(),
      company: ZOption,
    }),
    answerer: ZUserOption,
    approver: ZUserOption,
    /** The result: final once approved; while the approver checks it, shown as provisional. */
    result: z
      .object({
        employed: z.number().int(),
        selfEmployed: z.number().int(),
        riskLevel: z.enum(RISK_LEVELS),
        provisional: z.boolean(),
      })
      .nullable(),
    /** The new specialist has not yet accepted the previous specialist's answers. */
    awaitingAnswererAcceptance: z.boolean(),
    commentCount: z.number().int(),
    abilities: ZAbilities,
  })
  .meta({ id: 'AssessmentListItem' });
export type TAssessmentListItem = z.infer<typeof ZAssessmentListItem>;

export const ZAssessmentPage = z.object({
  data: z.array(ZAssessmentListItem),
  total: z.number().int(),
  totalCapped: z.boolean().meta({
    description: 'The total is at least `total` (LIMITS.listCountCap): a filter counted row by row found more.',
  }),
  page: z.number().int(),
  rows: z.number().int(),
});
export type TAssessmentPage = z.infer<typeof ZAssessmentPage>;

export const ZChangeDueDate = z.object({ dueDate: ZIsoDate });
export type TChangeDueDate = z.infer<typeof ZChangeDueDate>;

export const ZChangeAnswerer = z.object({ newAnswererEmail: zEmail() });
export type TChangeAnswerer = z.infer<typeof ZChangeAnswerer>;

export const ZChangeApprover = z.object({ newApproverEmail: zEmail() });
export type TChangeApprover = z.infer<typeof ZChangeApprover>;
