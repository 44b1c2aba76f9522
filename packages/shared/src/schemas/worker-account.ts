import { z } from 'zod';
import { documented } from '../validation/documented.ts';
import { ZAbilities, ZId, ZUserOption, zEmail } from './common.ts';

/**
 * The worker's own account of the working practices (issue 29 item 1; docs/decisions/worker-account.md):
 * the invitation, the worker's side through the link key, and the comparison the approver resolves.
 */

/** Where an invitation stands: awaiting the worker, answered, or noted as not answered (expired, or the assessment ended). */
export const WORKER_ACCOUNT_STATUSES = ['invited', 'answered', 'not_answered'] as const;
export type TWorkerAccountStatus = (typeof WORKER_ACCOUNT_STATUSES)[number];

/** How the approver resolved a difference: the specialist's account stands, the worker's is accepted, or neither (noted). */
export const WORKER_RESOLUTIONS = ['specialist', 'worker', 'noted'] as const;
export type TWorkerResolution = (typeof WORKER_RESOLUTIONS)[number];

export const ZInviteWorker = z.object({ email: zEmail().optional() });
export type TInviteWorker = z.infer<typeof ZInviteWorker>;

export const ZWorkerKeyParams = z.object({ key: z.string().min(22).max(100) });

export const ZWorkerQuestion = z
  .object({
    id: z.string(),
    section: z.string(),
    sectionTitle: z.string(),
    content: z.string(),
    helpText: z.string(),
    type: z.enum(['standard', 'multiple', 'initial_object']),
    answers: z.array(z.object({ id: z.string(), content: z.string() })),
  })
  .meta({ id: 'WorkerQuestion' });
export type TWorkerQuestion = z.infer<typeof ZWorkerQuestion>;

/** What the worker sees through their link. */
export const ZWorkerAccountForm = z
  .object({
    clientName: z.string(),
    individualName: z.string(),
    serviceProvided: z.string(),
    questionnaireVersion: z.string(),
    status: z.enum(WORKER_ACCOUNT_STATUSES),
    expiresAt: z.string(),
    answeredAt: z.string().nullable(),
    questions: z.array(ZWorkerQuestion),
    /** Their answers once given (question id → answer ids; "unknown" for not known). */
    answers: z.record(z.string(), z.array(z.string())).nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'WorkerAccountForm' });
export type TWorkerAccountForm = z.infer<typeof ZWorkerAccountForm>;

/** The worker's answers: every question of the form, at once (a dated statement, given once). */
export const ZSubmitWorkerAccount = z.object({
  answers: z.record(z.string().max(60), z.array(z.string().max(60)).min(1).max(20)),
  comment: z.string().trim().max(3000).optional(),
});
export type TSubmitWorkerAccount = z.infer<typeof ZSubmitWorkerAccount>;

const ZAnswerSide = z.object({ answerIds: z.array(z.string()), text: z.string() });

export const ZWorkerResolutionRecord = z
  .object({
    choice: z.enum(WORKER_RESOLUTIONS),
    reason: z.string().nullable(),
    by: ZUserOption.nullable(),
    at: z.string(),
  })
  .meta({ id: 'WorkerResolution' });
export type TWorkerResolutionRecord = z.infer<typeof ZWorkerResolutionRecord>;

/** One question both accounts answered, differently; or one once different, now resolved by accepting the worker's answer. */
export const ZWorkerDifference = z
  .object({
    questionId: z.string(),
    question: z.string(),
    sectionTitle: z.string(),
    specialist: ZAnswerSide,
    worker: ZAnswerSide,
    /** Whether the two accounts still differ in the answers being reviewed. */
    differs: z.boolean(),
    resolution: ZWorkerResolutionRecord.nullable(),
    /** Resolved for these answers (a resolution of earlier, since changed answers does not count). */
    resolved: z.boolean(),
  })
  .meta({ id: 'WorkerDifference' });
export type TWorkerDifference = z.infer<typeof ZWorkerDifference>;

export const ZWorkerAccount = z
  .object({
    id: ZId,
    status: z.enum(WORKER_ACCOUNT_STATUSES),
    email: z.string(),
    invitedAt: z.string(),
    invitedBy: ZUserOption.nullable(),
    expiresAt: z.string(),
    answeredAt: z.string().nullable(),
    comment: z.string().nullable(),
    questionCount: z.number().int(),
    /** Questions both answered alike (known answers only). */
    agreedCount: z.number().int(),
    differences: z.array(ZWorkerDifference),
    unresolvedCount: z.number().int(),
    /** The answer version compared (the submitted version under review), or null: the interview as it stands. */
    comparedVersion: z.number().int().nullable(),
  })
  .meta({ id: 'WorkerAccount' });
export type TWorkerAccount = z.infer<typeof ZWorkerAccount>;

/** `GET assessments/{id}/worker-account`: the account (null: never invited) and what the caller may do. */
export const ZWorkerAccountView = z
  .object({ account: ZWorkerAccount.nullable(), abilities: ZAbilities })
  .meta({ id: 'WorkerAccountView' });
export type TWorkerAccountView = z.infer<typeof ZWorkerAccountView>;

export const ZWorkerDifferenceParams = z.object({ id: ZId, questionId: z.string().min(1).max(60) });

/** Setting the worker's account aside (the specialist's stands, or neither) needs the reason. */
export const ZResolveWorkerDifference = documented(
  z
    .object({
      choice: z.enum(WORKER_RESOLUTIONS),
      reason: z.string().trim().max(3000).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.choice !== 'worker' && (v.reason ?? '').length < 10) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errors.minLength' });
      }
    }),
  // In the document: keeping the specialist's answer or noting the difference needs a reason of at
  // least 10 characters (counted without the spaces around it); taking the worker's answer does not.
  {
    anyOf: [
      { properties: { choice: { const: 'worker' } } },
      {
        required: ['reason'],
        properties: {
          choice: { enum: WORKER_RESOLUTIONS.filter((c) => c !== 'worker') },
          reason: { minLength: 10, pattern: '^\\S[\\s\\S]*\\S$' },
        },
      },
    ],
  },
);
export type TResolveWorkerDifference = z.infer<typeof ZResolveWorkerDifference>;

/** Overturn rates (issue 29 item 3): accepted appeals out of decided ones, per group. */
export const ZOverturnRow = z.object({
  key: z.string(),
  label: z.string(),
  decided: z.number().int(),
  accepted: z.number().int(),
  /** accepted / decided, 0..1 (0 when nothing was decided). */
  rate: z.number(),
});
export type TOverturnRow = z.infer<typeof ZOverturnRow>;

export const ZOverturnRates = z
  .object({
    decided: z.number().int(),
    accepted: z.number().int(),
    byApprover: z.array(ZOverturnRow),
    bySpecialist: z.array(ZOverturnRow),
    byRulesetVersion: z.array(ZOverturnRow),
  })
  .meta({ id: 'OverturnRates' });
export type TOverturnRates = z.infer<typeof ZOverturnRates>;
