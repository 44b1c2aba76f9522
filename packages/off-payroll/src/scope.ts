import { addDays, addMonths, type IsoDate } from './dates.ts';
import { turnoverLimitInForceOn } from './size-thresholds.ts';
import {
  type ConditionResult,
  type FinancialYearFigures,
  filingDeadline,
  qualificationFor,
  type SmallStatus,
} from './small-company.ts';
import type { SourceId } from './sources.ts';
import { type TaxYear, taxYearLabel, taxYearStart } from './tax-year.ts';

/**
 * The legal form of the client, which decides the size test: companies and LLPs (and overseas or
 * unregistered companies) take the Companies Act test on the year whose filing deadline ended
 * before the tax year (s.60A, s.60D); a public company is excluded from the small companies regime
 * (s.384); other undertakings (partnerships, trusts, unincorporated charities) take a turnover test
 * on the year ending 9 months before (s.60E); other persons the turnover of the last calendar year
 * (s.60F).
 */
export const CLIENT_KINDS = ['company', 'public_company', 'llp', 'unincorporated', 'individual'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export interface ClientProfile {
  kind: ClientKind;
  /** A public authority is within Chapter 10 whatever its size (s.61L). */
  publicAuthority: boolean;
  /** UK resident or a UK permanent establishment immediately before the tax year (s.60I). */
  ukConnection: boolean;
}

/** One line of the working shown beside a decision; `key` is a message key, `params` its values. */
export interface WorkingStep {
  key: string;
  params?: Record<string, string | number | boolean | null>;
  source?: SourceId;
}

export type ScopeBasis =
  | 'public_authority'
  | 'no_uk_connection'
  | 'small'
  | 'not_small'
  | 'first_year_not_relevant'
  | 'no_data'
  | 'undetermined';

export interface ScopeDecision {
  taxYear: TaxYear;
  label: string;
  /** Chapter 10 applies: the client decides status and issues statutory SDSs this tax year. */
  inScope: boolean;
  basis: ScopeBasis;
  /** Decided from recorded figures (false: assumed in scope until figures are entered). */
  decided: boolean;
  relevantFinancialYear: (Pick<FinancialYearFigures, 'id' | 'start' | 'end'> & { deadline: IsoDate | null }) | null;
  conditions: ConditionResult | null;
  steps: WorkingStep[];
}

const isCorporate = (k: ClientKind) => k === 'company' || k === 'public_company' || k === 'llp';

function decision(
  taxYear: TaxYear,
  basis: ScopeBasis,
  steps: WorkingStep[],
  extra: Partial<Pick<ScopeDecision, 'relevantFinancialYear' | 'conditions'>> = {},
): ScopeDecision {
  const inScope = !(basis === 'small' || basis === 'first_year_not_relevant' || basis === 'no_uk_connection');
  const decided = basis !== 'no_data' && basis !== 'undetermined';
  const conclusion: WorkingStep = {
    key: inScope ? (decided ? 'conclusionInScope' : 'conclusionAssumedInScope') : 'conclusionOutOfScope',
    params: { taxYear: taxYearLabel(taxYear) },
    source: 'itepa61M',
  };
  return {
    taxYear,
    label: taxYearLabel(taxYear),
    inScope,
    basis,
    decided,
    relevantFinancialYear: extra.relevantFinancialYear ?? null,
    conditions: extra.conditions ?? null,
    steps: [...steps, conclusion],
  };
}

const conditionStep = (c: ConditionResult): WorkingStep => ({
  key: 'conditions',
  params: {
    turnover: c.turnover.value,
    turnoverLimit: c.turnover.limit,
    turnoverMet: c.turnover.met,
    turnoverGross: c.turnover.gross?.value ?? null,
    turnoverGrossLimit: c.turnover.gross?.limit ?? null,
    balance: c.balanceSheetTotal.value,
    balanceLimit: c.balanceSheetTotal.limit,
    balanceMet: c.balanceSheetTotal.met,
    balanceGross: c.balanceSheetTotal.gross?.value ?? null,
    balanceGrossLimit: c.balanceSheetTotal.gross?.limit ?? null,
    employees: c.employees.value,
    employeesLimit: c.employees.limit,
    employeesMet: c.employees.met,
    met: c.met,
    proRataMonths: c.turnoverProRata?.months ?? null,
    proRataDays: c.turnoverProRata?.days ?? null,
  },
  source: c.thresholds.source,
});

/** The Companies Act test for companies, LLPs and public companies (s.60A, s.60D, s.384). */
function corporateScope(profile: ClientProfile, years: readonly FinancialYearFigures[], y: TaxYear): ScopeDecision {
  const start = taxYearStart(y);
  const filer = profile.kind === 'public_company' ? 'public' : 'private';
  const withDeadline = years.map((fy) => ({ fy, deadline: filingDeadline(fy, filer) }));
  const relevant = withDeadline.filter((r) => r.deadline < start).sort((a, b) => (a.fy.end < b.fy.end ? 1 : -1))[0];
  if (!relevant) {
    const first = years.find((fy) => fy.firstFinancialYear);
    if (first)
      return decision(y, 'first_year_not_relevant', [
        {
          key: 'firstYearNotRelevant',
          params: { start: first.start, end: first.end, deadline: filingDeadline(first, filer), taxYearStart: start },
          source: 'itepa60A',
        },
      ]);
    return decision(y, 'no_data', [{ key: 'noRelevantYear', params: { taxYearStart: start }, source: 'itepa60A' }]);
  }
  const { fy, deadline } = relevant;
  // The entered year is the relevant one only if no later year (not entered) was also due before
  // the tax year: a 12-month year after it would be.
  const following = {
    ...fy,
    start: addDays(fy.end, 1),
    end: addMonths(fy.end, 12),
    firstFinancialYear: false,
    filingDeadline: null,
  };
  const followingDeadline = filingDeadline(following, filer);
  if (followingDeadline < start && !years.some((y) => y.start === following.start))
    return decision(y, 'no_data', [
      {
        key: 'missingYear',
        params: { start: following.start, end: following.end, deadline: followingDeadline, taxYearStart: start },
        source: 'itepa60A',
      },
    ]);
  const relevantFinancialYear = { id: fy.id, start: fy.start, end: fy.end, deadline };
  const steps: WorkingStep[] = [
    {
      key: 'relevantYear',
      params: { start: fy.start, end: fy.end, deadline, taxYearStart: start },
      source: 'itepa60A',
    },
  ];
  if (profile.kind === 'public_company' || fy.excludedFromSmallRegime) {
    steps.push({ key: profile.kind === 'public_company' ? 'publicCompany' : 'excluded', source: 'ca2006s384' });
    return decision(y, 'not_small', steps, { relevantFinancialYear });
  }
  const q = qualificationFor(years, fy);
  steps.push(conditionStep(q.conditions));
  if (q.transitional) steps.push({ key: 'transitional', source: 'si2024_1303' });
  steps.push({ key: `history_${q.reason}`, params: { status: q.status }, source: 'ca2006s382' });
  const basis: Record<SmallStatus, ScopeBasis> = { small: 'small', not_small: 'not_small', unknown: 'undetermined' };
  return decision(y, basis[q.status], steps, { relevantFinancialYear, conditions: q.conditions });
}

/** The turnover test of other undertakings (s.60E) and other persons (s.60F). */
function turnoverScope(profile: ClientProfile, years: readonly FinancialYearFigures[], y: TaxYear): ScopeDecision {
  const start = taxYearStart(y);
  const individual = profile.kind === 'individual';
  // s.60E(4): a year is relevant if it ends at least 9 months before the tax year (HMRC: by 5 July
  // for 2021/22); s.60F: the last calendar year before the tax year.
  const isRelevant = (fy: FinancialYearFigures) =>
    individual ? fy.end === `${y - 1}-12-31` : addMonths(fy.end, 9) < start;
  const relevant = [...years].filter(isRelevant).sort((a, b) => (a.end < b.end ? 1 : -1))[0];
  const source: SourceId = individual ? 'itepa60F' : 'itepa60E';
  if (relevant && !individual) {
    // As for companies: a later year, not entered, may be the relevant one.
    const following = { start: addDays(relevant.end, 1), end: addMonths(relevant.end, 12) };
    if (isRelevant({ ...relevant, ...following }) && !years.some((y) => y.start === following.start))
      return decision(y, 'no_data', [
        {
          key: 'missingYearTurnover',
          params: { start: following.start, end: following.end, taxYearStart: start },
          source,
        },
      ]);
  }
  if (!relevant) {
    const first = !individual && years.find((fy) => fy.firstFinancialYear);
    if (first)
      return decision(y, 'first_year_not_relevant', [
        {
          key: 'firstYearNotRelevantTurnover',
          params: { start: first.start, end: first.end, taxYearStart: start },
          source,
        },
      ]);
    return decision(y, 'no_data', [
      { key: individual ? 'noCalendarYear' : 'noRelevantYearTurnover', params: { taxYearStart: start }, source },
    ]);
  }
  const limit = turnoverLimitInForceOn(start);
  const met = relevant.turnover <= limit;
  const relevantFinancialYear = { id: relevant.id, start: relevant.start, end: relevant.end, deadline: null };
  return decision(
    y,
    met ? 'small' : 'not_small',
    [
      {
        key: individual ? 'relevantCalendarYear' : 'relevantYearTurnover',
        params: { start: relevant.start, end: relevant.end, taxYearStart: start },
        source,
      },
      { key: 'turnoverTest', params: { turnover: relevant.turnover, limit, met }, source: 'itepa60G' },
    ],
    { relevantFinancialYear },
  );
}

/**
 * Whether Chapter 10 (the off-payroll rules for public authorities and medium or large clients)
 * applies to the client in a tax year, with its working. Without figures for the relevant year the
 * client is assumed in scope (the platform's behaviour before this rule existed) and the working
 * says what to enter.
 */
export function decideScope(profile: ClientProfile, years: readonly FinancialYearFigures[], y: TaxYear): ScopeDecision {
  if (profile.publicAuthority) return decision(y, 'public_authority', [{ key: 'publicAuthority', source: 'itepa61L' }]);
  if (!profile.ukConnection)
    return decision(y, 'no_uk_connection', [
      { key: 'noUkConnection', params: { taxYearStart: taxYearStart(y) }, source: 'itepa60I' },
    ]);
  return isCorporate(profile.kind) ? corporateScope(profile, years, y) : turnoverScope(profile, years, y);
}

/** Decisions for several tax years. */
export const decideScopes = (profile: ClientProfile, years: readonly FinancialYearFigures[], taxYears: TaxYear[]) =>
  taxYears.map((y) => decideScope(profile, years, y));

export interface ScopeChange {
  taxYear: TaxYear;
  direction: 'into_scope' | 'out_of_scope';
}

/**
 * Tax years where the client comes into scope (engagements spanning the start need a determination
 * and an SDS before it) or leaves it (SDSs already given are withdrawn: ESM10016).
 */
export function scopeChanges(decisions: readonly ScopeDecision[]): ScopeChange[] {
  const out: ScopeChange[] = [];
  const sorted = [...decisions].sort((a, b) => a.taxYear - b.taxYear);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (prev.inScope !== cur.inScope)
      out.push({ taxYear: cur.taxYear, direction: cur.inScope ? 'into_scope' : 'out_of_scope' });
  }
  return out;
}
