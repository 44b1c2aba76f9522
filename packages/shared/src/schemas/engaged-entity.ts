import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '../assessment-states.ts';
import { ASSESSMENT_TYPES, ENGAGED_ENTITY_TYPES, ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES } from '../enums.ts';
import { withDateOrder } from '../validation/cross-field.ts';
import { ZAssessmentSummary } from './assessment.ts';
import {
  ZAbilities,
  ZId,
  ZIsoDate,
  ZListQuery,
  ZOption,
  ZOptionsQuery,
  zEmail,
  zPage,
  zRequiredText,
} from './common.ts';
import { DATE_FILTER_PERIODS, zQueryArray } from './company-queries.ts';

/** Engaged entities are active or archived (spec §3); an archived one is kept but offered nowhere. */
export const ENGAGED_ENTITY_STATUSES = ['active', 'archived'] as const;
export type TEngagedEntityStatus = (typeof ENGAGED_ENTITY_STATUSES)[number];

export const ENGAGED_ENTITY_SORTS = [
  'name',
  'number',
  'type',
  'status',
  'engagementCount',
  'dateCreated',
  'dateModified',
] as const;

export const zSortOf = (fields: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^(${fields.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
    .optional();

/**
 * GET users/{userId}/engaged-entities (spec §7): search, type, status, client and sort, paged in SQL;
 * `format=xls` answers the whole filtered list as a workbook (engaged_entities.xlsx).
 */
export const ZEngagedEntityListQuery = ZListQuery.extend({
  sort: zSortOf(ENGAGED_ENTITY_SORTS),
  type: zQueryArray(z.enum(ENGAGED_ENTITY_TYPES)).optional(),
  status: zQueryArray(z.enum(ENGAGED_ENTITY_STATUSES)).optional(),
  /** A client (or one of its subsidiaries): the entities of its group. */
  clientId: ZId.optional(),
});
export type TEngagedEntityListQuery = z.infer<typeof ZEngagedEntityListQuery>;

export const ZEngagedIndividualSummary = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  engagementCount: z.number().int(),
});
export type TEngagedIndividualSummary = z.infer<typeof ZEngagedIndividualSummary>;

export const ZEngagedEntityListItem = z
  .object({
    id: ZId,
    name: z.string(),
    number: z.string().nullable(),
    type: z.enum(ENGAGED_ENTITY_TYPES),
    status: z.enum(ENGAGED_ENTITY_STATUSES),
    /** The client group the entity belongs to. */
    mainCompany: ZOption,
    engagementCount: z.number().int(),
    activeEngagementCount: z.number().int(),
    engagedIndividuals: z.array(ZEngagedIndividualSummary),
    dateCreated: z.string(),
    dateModified: z.string(),
  })
  .meta({ id: 'EngagedEntityListItem' });
export type TEngagedEntityListItem = z.infer<typeof ZEngagedEntityListItem>;
export const ZEngagedEntityPage = zPage(ZEngagedEntityListItem);
export type TEngagedEntityPage = z.infer<typeof ZEngagedEntityPage>;

/** GET engaged-entities/{id}. */
export const ZEngagedEntityDetail = ZEngagedEntityListItem.extend({
  dateArchived: z.string().nullable(),
  abilities: ZAbilities,
}).meta({ id: 'EngagedEntityDetail' });
export type TEngagedEntityDetail = z.infer<typeof ZEngagedEntityDetail>;

/**
 * PUT engaged-entities/{id}. `engagedIndividualId` (spec §7) names the individual a sole trader is:
 * when the entity is a sole trader, that individual takes the entity's name.
 */
export const ZUpdateEngagedEntity = z.object({
  name: zRequiredText(191),
  number: z.string().trim().max(191).optional().nullable(),
  type: z.enum(ENGAGED_ENTITY_TYPES),
  engagedIndividualId: ZId.optional().nullable(),
});
export type TUpdateEngagedEntity = z.infer<typeof ZUpdateEngagedEntity>;

/** An optional email: empty means none. */
export const zOptionalEmail = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zEmail().optional().nullable());

/** POST engaged-entities/{id}/engaged-individuals and PUT engaged-individual/{id}. */
export const ZEngagedIndividualInput = z.object({
  name: zRequiredText(191),
  email: zOptionalEmail(),
});
export type TEngagedIndividualInput = z.infer<typeof ZEngagedIndividualInput>;

/** GET engaged-individuals/{id}. */
export const ZEngagedIndividualDetail = ZEngagedIndividualSummary.extend({
  engagedEntity: z.object({
    id: ZId,
    name: z.string(),
    type: z.enum(ENGAGED_ENTITY_TYPES),
    status: z.enum(ENGAGED_ENTITY_STATUSES),
  }),
  abilities: ZAbilities,
}).meta({ id: 'EngagedIndividualDetail' });
export type TEngagedIndividualDetail = z.infer<typeof ZEngagedIndividualDetail>;

/**
 * PUT engaged-individuals/{id}/update-email and PUT agencies/{id}/update-email (spec §7): the new
 * address; with `resend`, the last email sent to the old address about these engagements (only
 * `engagementId`'s when given) is sent again to the new one.
 */
export const ZUpdateEmail = z.object({
  email: zEmail(),
  engagementId: ZId.optional().nullable(),
  resend: z.boolean().default(false),
});
export type TUpdateEmail = z.infer<typeof ZUpdateEmail>;

export const ZUpdateEmailResult = z.object({
  email: z.string(),
  /** The outbox message re-sent to the new address, or null (nothing asked or nothing to resend). */
  resentEmailId: ZId.nullable(),
});
export type TUpdateEmailResult = z.infer<typeof ZUpdateEmailResult>;

/** GET companies/{id}/engaged-entities (options): search, the kept initial value, the type. */
export const ZEngagedEntityOptionsQuery = ZOptionsQuery.extend({
  type: zQueryArray(z.enum(ENGAGED_ENTITY_TYPES)).optional(),
});
export type TEngagedEntityOptionsQuery = z.infer<typeof ZEngagedEntityOptionsQuery>;

/** GET companies/{id}/engaged-individuals (options). */
export const ZEngagedIndividualOptionsQuery = ZOptionsQuery.extend({
  engagedEntityType: zQueryArray(z.enum(ENGAGED_ENTITY_TYPES)).optional(),
});
export type TEngagedIndividualOptionsQuery = z.infer<typeof ZEngagedIndividualOptionsQuery>;

export const ZEngagedIndividualOption = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  engagedEntityId: ZId,
  engagedEntityName: z.string(),
  engagedEntityType: z.enum(ENGAGED_ENTITY_TYPES),
});
export type TEngagedIndividualOption = z.infer<typeof ZEngagedIndividualOption>;
export const ZEngagedIndividualOptions = z.array(ZEngagedIndividualOption);

/** GET companies/{id}/engaged-individual-roles: the roles the group's engagements have used, A–Z. */
export const ZEngagedIndividualRoles = z.array(z.string());

export const RELATED_ENGAGEMENT_SORTS = [
  'dateCreated',
  'dateModified',
  'contractDateStart',
  'contractDateEnd',
  'dueDate',
  'engagedIndividualName',
  'engagedEntityName',
  'companyName',
] as const;

/**
 * The engagements of an engaged entity or an agency (spec §7 agencies/{id}/engagements filters):
 * search, statuses, types, company, department, modified and due periods, sort, page.
 */
export const ZRelatedEngagementQuery = withDateOrder(
  withDateOrder(
    ZListQuery.omit({ format: true }).extend({
      sort: zSortOf(RELATED_ENGAGEMENT_SORTS),
      statuses: zQueryArray(z.enum(ENGAGEMENT_STATUSES)).optional(),
      types: zQueryArray(z.enum(ENGAGEMENT_TYPES)).optional(),
      companyId: ZId.optional(),
      departmentId: ZId.optional(),
      periodModified: z.enum(DATE_FILTER_PERIODS).optional(),
      dateModifiedFrom: ZIsoDate.optional(),
      dateModifiedTo: ZIsoDate.optional(),
      periodDue: z.enum(DATE_FILTER_PERIODS).optional(),
      dateDueFrom: ZIsoDate.optional(),
      dateDueTo: ZIsoDate.optional(),
    }),
    'dateModifiedFrom',
    'dateModifiedTo',
  ),
  'dateDueFrom',
  'dateDueTo',
);
export type TRelatedEngagementQuery = z.infer<typeof ZRelatedEngagementQuery>;

export const ZRelatedEngagement = z
  .object({
    id: ZId,
    status: z.enum(ENGAGEMENT_STATUSES),
    type: z.enum(ENGAGEMENT_TYPES),
    company: ZOption,
    department: ZOption.nullable(),
    agency: ZOption.nullable(),
    engagedEntity: ZOption,
    engagedIndividual: z.object({ id: ZId, name: z.string(), email: z.string().nullable() }),
    engagedIndividualRole: z.string().nullable(),
    serviceProvided: z.string(),
    contractDateStart: ZIsoDate,
    contractDateEnd: ZIsoDate,
    dateCreated: z.string(),
    dateModified: z.string(),
    currentAssessment: ZAssessmentSummary.nullable(),
  })
  .meta({ id: 'RelatedEngagement' });
export type TRelatedEngagement = z.infer<typeof ZRelatedEngagement>;
export const ZRelatedEngagementPage = zPage(ZRelatedEngagement);
export type TRelatedEngagementPage = z.infer<typeof ZRelatedEngagementPage>;

export const RELATED_ASSESSMENT_SORTS = ['dueDate', 'dateCreated', 'dateApproved', 'status'] as const;

/** GET engaged-entities/{id}/assessments: statuses, types, search on the individual or service. */
export const ZRelatedAssessmentQuery = ZListQuery.omit({ format: true }).extend({
  sort: zSortOf(RELATED_ASSESSMENT_SORTS),
  statuses: zQueryArray(z.enum(ASSESSMENT_STATUSES)).optional(),
  types: zQueryArray(z.enum(ASSESSMENT_TYPES)).optional(),
});
export type TRelatedAssessmentQuery = z.infer<typeof ZRelatedAssessmentQuery>;

export const ZRelatedAssessment = ZAssessmentSummary.extend({
  engagement: z.object({
    id: ZId,
    status: z.enum(ENGAGEMENT_STATUSES),
    engagedIndividualName: z.string(),
    serviceProvided: z.string(),
    company: ZOption,
  }),
}).meta({ id: 'RelatedAssessment' });
export type TRelatedAssessment = z.infer<typeof ZRelatedAssessment>;
export const ZRelatedAssessmentPage = zPage(ZRelatedAssessment);
export type TRelatedAssessmentPage = z.infer<typeof ZRelatedAssessmentPage>;
