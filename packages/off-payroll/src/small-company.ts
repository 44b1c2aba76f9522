import { addDays, addMonths, daysInclusive, type IsoDate, maxDate, wholeMonths } from './dates.ts';
import { type Pence, type SizeThresholds, thresholdsForFinancialYear } from './size-thresholds.ts';

/** One financial year of the client as entered (a group's aggregate figures when `isGroup`). */
export interface FinancialYearFigures {
  id?: string;
  start: IsoDate;
  end: IsoDate;
  /** Turnover (a group's aggregate net turnover). */
  turnover: Pence;
  /** Balance sheet total: the assets shown (a group's aggregate net figure). */
  balanceSheetTotal: Pence;
  /** Average number of persons employed in the year (monthly average). */
  employees: number;
  /** The figures are a group's aggregates (the client heads a group: s.383). */
  isGroup?: boolean;
  /** A group's aggregate gross turnover, when known (s.383(6): either figure may satisfy a limit). */
  turnoverGross?: Pence | null;
  /** A group's aggregate gross balance sheet total, when known. */
  balanceSheetGross?: Pence | null;
  /** Excluded from the small companies regime for this year (s.384: a public company, a bank, …). */
  excludedFromSmallRegime?: boolean;
  /** The company's (or group parent's) first financial year. */
  firstFinancialYear?: boolean;
  /** The actual filing deadline when it differs from the default (first accounts, a shortened period). */
  filingDeadline?: IsoDate | null;
}

export interface ConditionResult {
  /** Each requirement and whether it is met (at or under its limit). */
  turnover: { value: Pence; limit: Pence; met: boolean; gross?: { value: Pence; limit: Pence; met: boolean } };
  balanceSheetTotal: {
    value: Pence;
    limit: Pence;
    met: boolean;
    gross?: { value: Pence; limit: Pence; met: boolean };
  };
  employees: { value: number; limit: number; met: boolean };
  /** Whether the turnover limit was pro-rated for a year that is not 12 months (s.382(4)). */
  turnoverProRata: { months: number | null; days: number } | null;
  /** Two or more of the three requirements met. */
  met: boolean;
  thresholds: SizeThresholds;
}

/**
 * The turnover limit of a financial year that is "not in fact a year", proportionately adjusted
 * (s.382(4)): by whole months when the year runs in whole months, else by days over 365.
 */
function proRata(limit: Pence, fy: Pick<FinancialYearFigures, 'start' | 'end'>) {
  const months = wholeMonths(fy.start, fy.end);
  if (months === 12) return { limit, adjusted: null };
  const days = daysInclusive(fy.start, fy.end);
  if (months === null && (days === 365 || days === 366)) return { limit, adjusted: null };
  const factor = months !== null ? months / 12 : days / 365;
  return { limit: Math.round(limit * factor), adjusted: { months, days } };
}

/** Whether the qualifying conditions (two of three, s.382(3) / s.383(4)) are met in a year. */
export function qualifyingConditions(fy: FinancialYearFigures, thresholds?: SizeThresholds): ConditionResult {
  const t = thresholds ?? thresholdsForFinancialYear(fy.start);
  const net = proRata(t.turnover, fy);
  const turnoverNet = { value: fy.turnover, limit: net.limit, met: fy.turnover <= net.limit };
  const balanceNet = {
    value: fy.balanceSheetTotal,
    limit: t.balanceSheetTotal,
    met: fy.balanceSheetTotal <= t.balanceSheetTotal,
  };
  let turnoverGross: { value: Pence; limit: Pence; met: boolean } | undefined;
  let balanceGross: { value: Pence; limit: Pence; met: boolean } | undefined;
  if (fy.isGroup && fy.turnoverGross != null) {
    const limit = proRata(t.groupTurnoverGross, fy).limit;
    turnoverGross = { value: fy.turnoverGross, limit, met: fy.turnoverGross <= limit };
  }
  if (fy.isGroup && fy.balanceSheetGross != null) {
    const limit = t.groupBalanceSheetGross;
    balanceGross = { value: fy.balanceSheetGross, limit, met: fy.balanceSheetGross <= limit };
  }
  const turnover = { ...turnoverNet, met: turnoverNet.met || !!turnoverGross?.met, gross: turnoverGross };
  const balanceSheetTotal = { ...balanceNet, met: balanceNet.met || !!balanceGross?.met, gross: balanceGross };
  const employees = { value: fy.employees, limit: t.employees, met: fy.employees <= t.employees };
  const count = [turnover.met, balanceSheetTotal.met, employees.met].filter(Boolean).length;
  return {
    turnover,
    balanceSheetTotal,
    employees,
    turnoverProRata: net.adjusted,
    met: count >= 2,
    thresholds: t,
  };
}

export type SmallStatus = 'small' | 'not_small' | 'unknown';

export interface QualificationStep {
  fy: FinancialYearFigures;
  conditions: ConditionResult;
  /** Whether the company qualifies as small for this year (the two-year rule applied). */
  status: SmallStatus;
  /** Why: first year, two consecutive years alike, unchanged from the year before, or unknown. */
  reason: 'first_year' | 'two_years' | 'carried' | 'gap' | 'no_history';
}

/** Financial years follow each other without a gap (the next starts the day after one ends). */
const follows = (prev: FinancialYearFigures, next: FinancialYearFigures) => addDays(prev.end, 1) === next.start;

/**
 * Qualification as small for each financial year in order (ss.382(1), (1A), (2) and 383(2)–(3)):
 * the first financial year qualifies if the conditions are met in it; afterwards a change in
 * whether the conditions are met changes the qualification only when it happens in two consecutive
 * years. Without the first year or an unbroken run, the status is unknown until two consecutive
 * years agree. `thresholdsFor` lets the transitional rule judge earlier years by later limits.
 */
export function qualificationHistory(
  years: readonly FinancialYearFigures[],
  thresholdsFor: (fy: FinancialYearFigures) => SizeThresholds = (fy) => thresholdsForFinancialYear(fy.start),
): QualificationStep[] {
  const sorted = [...years].sort((a, b) => (a.start < b.start ? -1 : 1));
  const out: QualificationStep[] = [];
  sorted.forEach((fy, i) => {
    const conditions = qualifyingConditions(fy, thresholdsFor(fy));
    const prev = out[i - 1];
    if (fy.firstFinancialYear) {
      out.push({ fy, conditions, status: conditions.met ? 'small' : 'not_small', reason: 'first_year' });
    } else if (!prev || !follows(prev.fy, fy)) {
      out.push({ fy, conditions, status: 'unknown', reason: prev ? 'gap' : 'no_history' });
    } else if (prev.conditions.met === conditions.met) {
      out.push({ fy, conditions, status: conditions.met ? 'small' : 'not_small', reason: 'two_years' });
    } else {
      out.push({ fy, conditions, status: prev.status, reason: prev.status === 'unknown' ? prev.reason : 'carried' });
    }
  });
  return out;
}

/**
 * The qualification of one financial year. For a year beginning on or after 6 April 2025 the
 * earlier years are judged by that year's limits too (SI 2024/1303's transitional provision: a
 * company is treated as having qualified in an earlier year in which it would have under the new
 * limits).
 */
export function qualificationFor(
  years: readonly FinancialYearFigures[],
  target: FinancialYearFigures,
): QualificationStep & { transitional: boolean } {
  const own = thresholdsForFinancialYear(target.start);
  const transitional = own.fromFinancialYearStart === '2025-04-06';
  const upTo = years.filter((y) => y.start <= target.start);
  const history = transitional ? qualificationHistory(upTo, () => own) : qualificationHistory(upTo);
  const step = history.find((s) => s.fy.start === target.start)!;
  return { ...step, transitional };
}

export type FilerKind = 'private' | 'public';

/**
 * The last day of the period for filing the accounts of a financial year (Companies Act 2006 s.442):
 * 9 months after its end for a private company, 6 months for a public one; for a first year longer
 * than 12 months, 21 (18) months from its start or 3 months after its end, whichever is later. An
 * entered deadline (an extension, a shortened period) wins.
 */
export function filingDeadline(fy: FinancialYearFigures, kind: FilerKind): IsoDate {
  if (fy.filingDeadline) return fy.filingDeadline;
  const months = kind === 'public' ? 6 : 9;
  const normal = addMonths(fy.end, months);
  const length = wholeMonths(fy.start, fy.end);
  const long = length !== null ? length > 12 : daysInclusive(fy.start, fy.end) > 366;
  if (fy.firstFinancialYear && long) {
    return maxDate(addMonths(fy.start, kind === 'public' ? 18 : 21), addMonths(fy.end, 3));
  }
  return normal;
}
