import { z } from 'zod';
import { CONTRACT_CHANGE_STATUSES } from '../enums.ts';
import { withFieldRules } from '../validation/documented.ts';
import { zMoney } from '../validation/fields.ts';
import { RULE_MESSAGES } from '../validation/messages.ts';
import { ZAbilities, ZId, ZIsoDate, zRequiredText } from './common.ts';

/** The engagement fields a contract change may set (spec §4 "contract changes"). */
export const CONTRACT_CHANGE_FIELDS = [
  'contractStart',
  'contractEnd',
  'contractValue',
  'serviceProvided',
  'engagedEntityId',
  'engagedIndividualId',
  'agencyId',
  'departmentId',
  'yourReference',
] as const;
export type TContractChangeField = (typeof CONTRACT_CHANGE_FIELDS)[number];

/**
 * Changes that touch what the status determination rests on (dates, value, the service and the
 * parties): fulfilling one offers a reassessment with reason `contract_change`.
 */
export const MATERIAL_CONTRACT_CHANGE_FIELDS = [
  'contractStart',
  'contractEnd',
  'contractValue',
  'serviceProvided',
  'engagedEntityId',
  'engagedIndividualId',
  'agencyId',
] as const satisfies readonly TContractChangeField[];

export const isMaterialChange = (changes: Partial<Record<TContractChangeField, unknown>>): boolean =>
  MATERIAL_CONTRACT_CHANGE_FIELDS.some((f) => changes[f] !== undefined);

export const CONTRACT_CHANGE_COMMENT_MAX = 2000;

/** New values, each optional; contractValue in pounds (stored as pence on the engagement). */
export const ZContractChangeValues = withFieldRules(
  z
    .object({
      contractStart: ZIsoDate.optional(),
      contractEnd: ZIsoDate.optional(),
      contractValue: zMoney({ required: true, above: 0, max: 1_000_000_000 }).optional(),
      serviceProvided: zRequiredText(500).optional(),
      engagedEntityId: ZId.optional(),
      engagedIndividualId: ZId.optional(),
      agencyId: ZId.nullable().optional(),
      departmentId: ZId.nullable().optional(),
      yourReference: z.string().trim().max(191).optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.contractStart && v.contractEnd && v.contractEnd < v.contractStart) {
        ctx.addIssue({ code: 'custom', path: ['contractEnd'], message: RULE_MESSAGES.after });
      }
    }),
  [{ rule: 'notBefore', field: 'contractEnd', other: 'contractStart' }],
);
export type TContractChangeValues = z.infer<typeof ZContractChangeValues>;

/** `POST /api/engagements/{id}/request-report-change`: what should change and why. */
export const ZRequestContractChange = z.object({
  comment: zRequiredText(CONTRACT_CHANGE_COMMENT_MAX),
  changes: ZContractChangeValues.default({}),
});
export type TRequestContractChange = z.infer<typeof ZRequestContractChange>;

/** `POST /api/engagements/{id}/update-report`: a manager changes the engagement (and its report) directly. */
export const ZUpdateReport = z.object({
  comment: zRequiredText(CONTRACT_CHANGE_COMMENT_MAX),
  changes: ZContractChangeValues,
});
export type TUpdateReport = z.infer<typeof ZUpdateReport>;

/** `POST /api/requested-contract-changes/update-report`: fulfil requested changes of one engagement. */
export const ZFulfilContractChanges = z.object({
  engagementId: ZId,
  contractChanges: z.array(ZId).min(1, { error: RULE_MESSAGES.required }).max(50),
});
export type TFulfilContractChanges = z.infer<typeof ZFulfilContractChanges>;

export const ZMarkContractChangesSeen = z.object({
  contractChangesIds: z.array(ZId).min(1, { error: RULE_MESSAGES.required }).max(100),
});
export type TMarkContractChangesSeen = z.infer<typeof ZMarkContractChangesSeen>;

/** An answer of the current approved assessment a change puts in doubt (drift detection). */
export const ZAnswerToReview = z.object({
  questionId: z.string(),
  section: z.string(),
  sectionTitle: z.string(),
  question: z.string(),
  /** The changed fields that put this answer in doubt. */
  fields: z.array(z.enum(CONTRACT_CHANGE_FIELDS)),
});
export type TAnswerToReview = z.infer<typeof ZAnswerToReview>;

const ZPerson = z.object({ id: ZId, name: z.string() });

export const ZContractChange = z
  .object({
    id: ZId,
    engagementId: ZId,
    status: z.enum(CONTRACT_CHANGE_STATUSES),
    changes: z.record(z.string(), z.unknown()),
    comment: z.string().nullable(),
    material: z.boolean(),
    requestedBy: ZPerson.nullable(),
    dateRequested: z.string(),
    fulfilledBy: ZPerson.nullable(),
    dateFulfilled: z.string().nullable(),
    seen: z.boolean(),
    assessmentId: ZId.nullable(),
    reassessmentId: ZId.nullable(),
    answersToReview: z.array(ZAnswerToReview),
    /** The names of the parties the change names (engaged entity, individual, agency, department), by id. */
    partyNames: z.record(z.string(), z.string()),
    abilities: ZAbilities,
  })
  .meta({ id: 'ContractChange' });
export type TContractChange = z.infer<typeof ZContractChange>;

export const ZContractChangeList = z
  .object({ data: z.array(ZContractChange), abilities: ZAbilities })
  .meta({ id: 'ContractChangeList' });
export type TContractChangeList = z.infer<typeof ZContractChangeList>;

/** The answer of a fulfilment: the changes now applied and whether a reassessment is offered. */
export const ZContractChangesFulfilled = z.object({
  data: z.array(ZContractChange),
  reassessmentOffered: z.boolean(),
});
export type TContractChangesFulfilled = z.infer<typeof ZContractChangesFulfilled>;

export const ZActiveAssessmentCount = z.object({ count: z.number().int() });
export type TActiveAssessmentCount = z.infer<typeof ZActiveAssessmentCount>;
