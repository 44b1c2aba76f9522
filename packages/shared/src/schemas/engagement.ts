import { z } from 'zod';
import { ENGAGED_ENTITY_TYPES, ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES } from '../enums.ts';
import { refineAfter, withCrossFieldRules } from '../validation/cross-field.ts';
import { zMoney } from '../validation/fields.ts';
import { ZAssessmentSummary } from './assessment.ts';
import { ZNextAssessment } from './assessment-lifecycle.ts';
import { ZAbilities, ZId, ZIsoDate, ZListQuery, ZOption, ZUserOption, zEmail, zPage, zRequiredText } from './common.ts';
import { ZContractChange } from './contract-changes.ts';
import { engagementFilterFields } from './engagement-filters.ts';
import { ZChainPartyInput } from './off-payroll.ts';

/** Contract value in pounds with at most 2 decimals (spec §5 "cost"), stored as pence. */
export const zCost = () => zMoney({ required: true, above: 0, max: 1_000_000_000 });

/** contractEnd not before contractStart, reported even while other fields are invalid. */
export const ZCreateEngagement = withCrossFieldRules(
  z.object({
    companyId: ZId,
    engagedEntityId: ZId,
    engagedIndividualId: ZId,
    departmentId: ZId.optional().nullable(),
    agencyId: ZId.optional().nullable(),
    contractStart: ZIsoDate,
    contractEnd: ZIsoDate,
    contractValue: zCost(),
    serviceProvided: zRequiredText(500),
    specialistEmail: zEmail(),
    approverEmail: zEmail(),
    type: z.enum(ENGAGEMENT_TYPES).default('normal'),
    /** A preliminary engagement runs a pre-assessment first, then is converted to active. */
    preliminary: z.boolean().optional(),
    engagedIndividualRole: z.string().trim().max(191).optional(),
    yourReference: z.string().trim().max(191).optional(),
    /** The engagement this one copies (the form was filled from it); kept as a link. */
    duplicatedEngagementId: ZId.optional(),
    /** The supply chain between the client and the worker, in order (docs/off-payroll-liability.md). */
    chain: z.array(ZChainPartyInput).max(10).optional(),
  }),
  refineAfter('contractEnd', 'contractStart'),
);
export type TCreateEngagement = z.infer<typeof ZCreateEngagement>;

export const ZCreateEngagedEntity = z.object({
  name: zRequiredText(191),
  number: z.string().trim().max(191).optional(),
  type: z.enum(ENGAGED_ENTITY_TYPES),
  engagedIndividualName: zRequiredText(191),
  engagedIndividualEmail: zEmail().optional(),
});
export type TCreateEngagedEntity = z.infer<typeof ZCreateEngagedEntity>;

export const ZEngagedEntity = z.object({
  id: ZId,
  name: z.string(),
  number: z.string().nullable(),
  type: z.enum(ENGAGED_ENTITY_TYPES),
  engagedIndividuals: z.array(z.object({ id: ZId, name: z.string(), email: z.string().nullable() })),
});
export type TEngagedEntity = z.infer<typeof ZEngagedEntity>;
export const ZEngagedEntities = z.array(ZEngagedEntity);

const engagementCore = {
  id: ZId,
  status: z.enum(ENGAGEMENT_STATUSES),
  type: z.enum(ENGAGEMENT_TYPES),
  company: ZOption,
  department: ZOption.nullable(),
  agency: ZOption.nullable(),
  engagedEntityId: ZId,
  engagedEntityName: z.string(),
  engagedEntityNumber: z.string().nullable(),
  engagedEntityType: z.enum(ENGAGED_ENTITY_TYPES),
  engagedIndividualId: ZId,
  engagedIndividualName: z.string(),
  engagedIndividualEmail: z.string().nullable(),
  serviceProvided: z.string(),
  contractDateStart: ZIsoDate,
  contractDateEnd: ZIsoDate,
  dateCreated: z.string(),
};

export const ZEngagementListItem = z
  .object({
    ...engagementCore,
    currentAssessment: ZAssessmentSummary.nullable(),
    /** The engagement's documents (spec §3 list item), counted for the page's rows only. */
    documentsCount: z.number().int(),
  })
  .meta({ id: 'EngagementListItem' });
export type TEngagementListItem = z.infer<typeof ZEngagementListItem>;
export const ZEngagementPage = zPage(ZEngagementListItem).extend({
  totalCapped: z.boolean().meta({
    description:
      'The total is at least `total`: a filter counted row by row found more than LIMITS.listCountCap (10,000), or a search more than LIMITS.searchCountCap (200). The pages go on past it.',
  }),
});
export type TEngagementPage = z.infer<typeof ZEngagementPage>;

export const ZEngagement = z
  .object({
    ...engagementCore,
    contractValue: z.number().int().describe('pence'),
    /** The contract value as shown (spec §9 money): "£950,000.00", "£1.2m". */
    contractValueFormatted: z.string(),
    engagedIndividualRole: z.string().nullable(),
    yourReference: z.string().nullable(),
    answerer: ZUserOption,
    approver: ZUserOption,
    currentAssessment: ZAssessmentSummary.nullable(),
    timelineAssessments: z.array(ZAssessmentSummary),
    nextAssessment: ZNextAssessment.nullable(),
    /** The engagement began as a preliminary one and ran a pre-assessment. */
    wasPreliminary: z.boolean(),
    /** Why it was archived (PUT archive), while archived. */
    archivedComment: z.string().nullable(),
    dateArchived: z.string().nullable(),
    /** When the contract end passed (status ended). */
    dateEnded: z.string().nullable(),
    /** A test engagement that became normal (PUT transform). */
    dateTransformed: z.string().nullable(),
    duplicatedEngagementId: ZId.nullable(),
    /** The self-employed override margin (percent) the current assessment's result was computed with. */
    riskMargin: z.number().int().nullable(),
    /** The appeal under way on the engagement (archive, delete, transform and dates wait for it). */
    activeAppealId: ZId.nullable(),
    /** Contract changes asked for and not fulfilled yet (spec §3). */
    requestedContractChanges: z.array(ZContractChange).default([]),
    /** Fulfilled changes the signed-in user asked for and has not marked seen (spec §3). */
    unseenFullFilledContractChanges: z.array(ZContractChange).default([]),
    abilities: ZAbilities,
  })
  .meta({ id: 'Engagement' });
export type TEngagement = z.infer<typeof ZEngagement>;

export const ZEngagementListQuery = ZListQuery.extend({
  statuses: z
    .union([z.enum(ENGAGEMENT_STATUSES), z.array(z.enum(ENGAGEMENT_STATUSES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  companyId: ZId.optional(),
  ...engagementFilterFields,
});
export type TEngagementListQuery = z.infer<typeof ZEngagementListQuery>;
