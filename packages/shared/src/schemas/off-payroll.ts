import { CHAIN_PARTY_KINDS, CLIENT_KINDS, UK_STATUSES } from '@statera/off-payroll';
import { z } from 'zod';
import { withCrossFieldRules } from '../validation/cross-field.ts';
import { documented, withFieldRules } from '../validation/documented.ts';
import { zMoney, zNumber } from '../validation/fields.ts';
import { ZAbilities, ZId, ZIsoDate, zEmail } from './common.ts';

/**
 * The off-payroll scope of a client group (its size per financial year and the decision per tax
 * year) and an engagement's supply chain, liability and money at stake (docs/off-payroll-liability.md).
 * Money goes in as pounds (two decimals) and comes back as integer pence, as contract values do.
 */
export const ZClientKind = z.enum(CLIENT_KINDS);
export const ZChainPartyKind = z.enum(CHAIN_PARTY_KINDS);
export const ZUkStatus = z.enum(UK_STATUSES);
export type TClientKind = z.infer<typeof ZClientKind>;
export type TChainPartyKind = z.infer<typeof ZChainPartyKind>;
export type TUkStatus = z.infer<typeof ZUkStatus>;

export const ZSizeProfile = z.object({
  kind: ZClientKind,
  publicAuthority: z.boolean(),
  ukConnection: z.boolean(),
  /** The client pays the apprenticeship levy (0.5% of its pay bill over £3m): added to its exposure. */
  paysApprenticeshipLevy: z.boolean(),
});
export type TSizeProfile = z.infer<typeof ZSizeProfile>;

const zAmount = (required: boolean) =>
  required
    ? zMoney({ required: true, min: 0, max: 1_000_000_000_000 })
    : zMoney({ min: 0, max: 1_000_000_000_000 }).nullable();

/** A financial year's size figures as entered; `evidence` says where they come from (the client must confirm its size on request). */
export const ZFinancialYearInput = withFieldRules(
  documented(
    withCrossFieldRules(
      z.object({
        start: ZIsoDate,
        end: ZIsoDate,
        /** The actual filing deadline when it is not the default (first accounts, a shortened or extended period). */
        filingDeadline: ZIsoDate.nullable().optional(),
        turnover: zAmount(true),
        balanceSheetTotal: zAmount(true),
        employees: zNumber({ required: true, min: 0, max: 10_000_000 }),
        /** The figures are the aggregates of a group headed by the client (s.383). */
        isGroup: z.boolean().default(false),
        turnoverGross: zAmount(false).optional(),
        balanceSheetGross: zAmount(false).optional(),
        /** Excluded from the small companies regime that year (s.384: a public company, a bank, an insurer…). */
        excludedFromSmallRegime: z.boolean().default(false),
        firstFinancialYear: z.boolean().default(false),
        evidence: z.string().trim().min(1, { error: 'errors.required' }).max(500, { error: 'errors.maxLength' }),
      }),
      (v, ctx) => {
        // Runs even when a field is invalid (withCrossFieldRules): compare only two well-formed days.
        const isDay = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);
        if (isDay(v.start) && isDay(v.end) && (v.end <= v.start || v.end > addMonthsIso(v.start, 18)))
          ctx.addIssue({ code: 'custom', path: ['end'], message: 'errors.financialYearLength', input: v.end });
        if (!v.isGroup && (v.turnoverGross != null || v.balanceSheetGross != null))
          ctx.addIssue({
            code: 'custom',
            path: ['isGroup'],
            message: 'errors.grossFiguresNeedGroup',
            input: v.isGroup,
          });
      },
    ),
    // In the document: gross figures only for a group (isGroup true), as the rule above says.
    {
      anyOf: [
        { required: ['isGroup'], properties: { isGroup: { const: true } } },
        { properties: { turnoverGross: { type: 'null' }, balanceSheetGross: { type: 'null' } } },
      ],
    },
  ),
  [{ rule: 'withinMonths', field: 'end', other: 'start', months: 18 }],
);
export type TFinancialYearInput = z.input<typeof ZFinancialYearInput>;

/** `YYYY-MM-DD` + n months (the day clamped to the month), for the 18-month bound. */
function addMonthsIso(d: string, n: number): string {
  const [y, m, day] = d.split('-').map(Number);
  const total = y! * 12 + (m! - 1) + n;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${ty}-${String(tm).padStart(2, '0')}-${String(Math.min(day!, last)).padStart(2, '0')}`;
}

/** Import several years at once: all valid or none written. */
export const ZFinancialYearImport = z.object({ years: z.array(ZFinancialYearInput).min(1).max(30) });
export type TFinancialYearImport = z.input<typeof ZFinancialYearImport>;

const ZPerson = z.object({ id: ZId, name: z.string() }).nullable();

export const ZFinancialYear = z.object({
  id: ZId,
  start: z.string(),
  end: z.string(),
  /** The filing deadline used: the entered one or the Companies Act default. */
  filingDeadline: z.string().nullable(),
  filingDeadlineEntered: z.boolean(),
  turnover: z.number().int().describe('pence'),
  balanceSheetTotal: z.number().int().describe('pence'),
  employees: z.number(),
  isGroup: z.boolean(),
  turnoverGross: z.number().int().nullable().describe('pence'),
  balanceSheetGross: z.number().int().nullable().describe('pence'),
  excludedFromSmallRegime: z.boolean(),
  firstFinancialYear: z.boolean(),
  evidence: z.string(),
  enteredBy: ZPerson,
  updatedAt: z.string(),
  /** Who confirmed the figures (the client's confirmation of its size) and when; cleared by an edit. */
  confirmedBy: ZPerson,
  confirmedAt: z.string().nullable(),
  /** Whether the small-company conditions (two of three) are met in this year. */
  conditionsMet: z.boolean().nullable(),
});
export type TFinancialYear = z.infer<typeof ZFinancialYear>;

/** One line of the working behind a decision: a message key, its values and the source cited. */
export const ZWorkingStep = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  cite: z.string().nullable(),
});
export type TWorkingStep = z.infer<typeof ZWorkingStep>;

export const SCOPE_BASES = [
  'public_authority',
  'no_uk_connection',
  'small',
  'not_small',
  'first_year_not_relevant',
  'no_data',
  'undetermined',
] as const;

export const ZScopeDecision = z.object({
  taxYear: z.number().int(),
  label: z.string(),
  inScope: z.boolean(),
  basis: z.enum(SCOPE_BASES),
  /** false: no figures decide it; assumed in scope until they are entered. */
  decided: z.boolean(),
  relevantFinancialYearId: ZId.nullable(),
  steps: z.array(ZWorkingStep),
});
export type TScopeDecision = z.infer<typeof ZScopeDecision>;

export const ZScopeChangeEngagement = z.object({
  id: ZId,
  individualName: z.string(),
  entityName: z.string(),
  companyName: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  status: z.string(),
});

/** A tax year where the client comes into scope (or leaves it), with the engagements spanning its start. */
export const ZScopeChange = z.object({
  taxYear: z.number().int(),
  label: z.string(),
  direction: z.enum(['into_scope', 'out_of_scope']),
  startsOn: z.string(),
  engagements: z.array(ZScopeChangeEngagement),
  engagementCount: z.number().int(),
});
export type TScopeChange = z.infer<typeof ZScopeChange>;

/**
 * The money at stake on a set of live engagements if they were inside the rules, gross and net of
 * the estimated set-off (the dashboard's total; `portfolioExposure` on the server).
 */
export const ZPortfolioExposure = z.object({
  engagementCount: z.number().int(),
  gross: z.number().int(),
  setOffEstimate: z.number().int(),
  net: z.number().int(),
  byTaxYear: z.array(
    z.object({ taxYear: z.number().int(), label: z.string(), gross: z.number().int(), net: z.number().int() }),
  ),
});
export type TPortfolioExposure = z.infer<typeof ZPortfolioExposure>;

/** GET companies/{id}/off-payroll: the group's size profile, years, decisions and changes. */
export const ZOffPayrollScope = z.object({
  companyId: ZId,
  companyName: z.string(),
  profile: ZSizeProfile.extend({ updatedAt: z.string().nullable(), updatedBy: ZPerson }),
  financialYears: z.array(ZFinancialYear),
  decisions: z.array(ZScopeDecision),
  changes: z.array(ZScopeChange),
  /** The money at stake on the group's live engagements. */
  portfolio: ZPortfolioExposure,
  abilities: ZAbilities,
});
export type TOffPayrollScope = z.infer<typeof ZOffPayrollScope>;

// ——— the engagement's chain and liability ———

export const ZChainPartyInput = z.object({
  /** An existing party keeps its id (and its SDS receipt). */
  id: ZId.optional(),
  kind: ZChainPartyKind,
  name: z.string().trim().min(1, { error: 'errors.required' }).max(191, { error: 'errors.maxLength' }),
  agencyId: ZId.nullable().optional(),
  ukStatus: ZUkStatus,
  workerControlled: z.boolean().default(false),
  connectedToUmbrella: z.boolean().default(false),
  /** An address to send the statement to ('' or null: none); the rule of every email field. */
  email: z
    .union([z.literal(''), zEmail()])
    .nullable()
    .optional(),
});
export type TChainPartyInput = z.input<typeof ZChainPartyInput>;
export type TChainParty = z.output<typeof ZChainPartyInput>;

/** PUT engagements/{id}/chain: every party between the client and the worker, in order. */
export const ZUpdateChain = z.object({ parties: z.array(ZChainPartyInput).max(10) });
export type TUpdateChain = z.input<typeof ZUpdateChain>;

/** PUT engagements/{id}/chain/{partyId}/sds-receipt: a party confirmed it received the SDS (or clear it). */
export const ZSdsReceiptInput = z.object({
  receivedOn: ZIsoDate.nullable(),
  note: z.string().trim().max(500).optional(),
});
export type TSdsReceiptInput = z.input<typeof ZSdsReceiptInput>;
export const ZChainPartyParams = z.object({ id: ZId, partyId: ZId });

/** PUT engagements/{id}/reasonable-care: a finding that reasonable care was not taken (or withdraw it). */
export const ZReasonableCareInput = z.object({
  notTaken: z.boolean(),
  note: z.string().trim().min(1, { error: 'errors.required' }).max(1000),
});
export type TReasonableCareInput = z.input<typeof ZReasonableCareInput>;

export const ZPartyRef = z.object({
  /** client, a recorded or implied chain party, the worker's intermediary, the umbrella company, the worker. */
  ref: z.enum(['client', 'party', 'intermediary', 'umbrella', 'worker']),
  partyId: ZId.nullable(),
  name: z.string(),
});
export type TPartyRef = z.infer<typeof ZPartyRef>;

export const ZChainPartyView = z.object({
  id: ZId.nullable(),
  position: z.number().int(),
  kind: ZChainPartyKind,
  name: z.string(),
  agencyId: ZId.nullable(),
  ukStatus: ZUkStatus,
  workerControlled: z.boolean(),
  connectedToUmbrella: z.boolean(),
  email: z.string().nullable(),
  /** Not recorded: derived from the engagement's agency or engaged entity. */
  implied: z.boolean(),
  sds: z.object({
    received: z.boolean(),
    via: z.enum(['download', 'recorded']).nullable(),
    on: z.string().nullable(),
    confirmedBy: z.string().nullable(),
    note: z.string().nullable(),
  }),
});
export type TChainPartyView = z.infer<typeof ZChainPartyView>;

const ZMoneyBreakdown = z.object({
  payment: z.number().int(),
  incomeTax: z.number().int(),
  employeeNic: z.number().int(),
  employerNic: z.number().int(),
  apprenticeshipLevy: z.number().int(),
  gross: z.number().int(),
  setOffEstimate: z.number().int(),
  net: z.number().int(),
});
export type TMoneyBreakdown = z.infer<typeof ZMoneyBreakdown>;

export const ZExposureYear = ZMoneyBreakdown.extend({
  taxYear: z.number().int(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  regime: z.enum(['chapter10', 'umbrella', 'chapter8', 'none']),
  ratesStatus: z.enum(['legislated', 'announced', 'assumed']),
  inScope: z.boolean(),
  scopeDecided: z.boolean(),
});
export type TExposureYear = z.infer<typeof ZExposureYear>;

export const ZLiabilityRule = z.object({
  id: z.string(),
  applies: z.boolean(),
  cites: z.array(z.string()),
  liable: ZPartyRef.nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/** GET engagements/{id}/liability: the liability and exposure card of the engagement page. */
export const ZEngagementLiability = z.object({
  engagementId: ZId,
  /** The client: the engagement's company, at the top of the chain. */
  clientName: z.string(),
  /** The tax year judged for who is liable today. */
  taxYear: z.number().int(),
  taxYearLabel: z.string(),
  inScope: z.boolean(),
  scopeDecided: z.boolean(),
  regime: z.enum(['chapter10', 'umbrella', 'chapter8', 'none']),
  chainRecorded: z.boolean(),
  parties: z.array(ZChainPartyView),
  chainEnd: ZPartyRef,
  feePayer: ZPartyRef.nullable(),
  expectedDeemedEmployer: ZPartyRef.nullable(),
  liable: ZPartyRef.nullable(),
  jointlyLiable: ZPartyRef.nullable(),
  rules: z.array(ZLiabilityRule),
  warnings: z.array(
    z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }),
  ),
  sdsIssued: z.boolean(),
  reasonableCare: z
    .object({ notTaken: z.boolean(), note: z.string(), recordedBy: z.string().nullable(), recordedAt: z.string() })
    .nullable(),
  /** The tax year of the newest determination and whether a statutory SDS could be issued for it. */
  determination: z.object({ taxYear: z.number().int(), label: z.string(), inScope: z.boolean() }).nullable(),
  exposure: z.object({ years: z.array(ZExposureYear), totals: ZMoneyBreakdown }),
  abilities: ZAbilities,
});
export type TEngagementLiability = z.infer<typeof ZEngagementLiability>;
