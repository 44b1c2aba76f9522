import type { IsoDate } from './dates.ts';
import type { SourceId } from './sources.ts';

/** Money is in pence throughout this package (integers), so figures add up exactly. */
export type Pence = number;
export const pounds = (p: number): Pence => Math.round(p * 100);

/**
 * The small-company and small-group limits of the Companies Act 2006 (s.382(3), s.383(4)), by the
 * first day of the financial years they apply to. A company or group meets the qualifying conditions
 * in a year when it meets two of: turnover, balance sheet total, employees (at or under each limit).
 * Groups may use the aggregate net figure or the gross figure for each requirement (s.383(6)).
 */
export interface SizeThresholds {
  /** Applies to financial years beginning on or after this day. */
  fromFinancialYearStart: IsoDate;
  turnover: Pence;
  balanceSheetTotal: Pence;
  employees: number;
  groupTurnoverGross: Pence;
  groupBalanceSheetGross: Pence;
  source: SourceId;
}

export const SIZE_THRESHOLDS: readonly SizeThresholds[] = [
  {
    // before 2016 (Companies Act 2006 as it stood): kept so a two-year look-back never runs off the table
    fromFinancialYearStart: '0001-01-01',
    turnover: pounds(6_500_000),
    balanceSheetTotal: pounds(3_260_000),
    employees: 50,
    groupTurnoverGross: pounds(7_800_000),
    groupBalanceSheetGross: pounds(3_900_000),
    source: 'ca2006s382',
  },
  {
    // SI 2015/980, financial years beginning on or after 1 January 2016
    fromFinancialYearStart: '2016-01-01',
    turnover: pounds(10_200_000),
    balanceSheetTotal: pounds(5_100_000),
    employees: 50,
    groupTurnoverGross: pounds(12_200_000),
    groupBalanceSheetGross: pounds(6_100_000),
    source: 'ca2006s382',
  },
  {
    // SI 2024/1303, financial years beginning on or after 6 April 2025 (ESM10006A)
    fromFinancialYearStart: '2025-04-06',
    turnover: pounds(15_000_000),
    balanceSheetTotal: pounds(7_500_000),
    employees: 50,
    groupTurnoverGross: pounds(18_000_000),
    groupBalanceSheetGross: pounds(9_000_000),
    source: 'esm10006a',
  },
];

/** The limits for a financial year beginning on `start`. */
export function thresholdsForFinancialYear(start: IsoDate): SizeThresholds {
  let found = SIZE_THRESHOLDS[0]!;
  for (const t of SIZE_THRESHOLDS) if (start >= t.fromFinancialYearStart) found = t;
  return found;
}

/**
 * The turnover limit "for the time being specified" in s.382(3) on a day: what ITEPA 2003 ss.60E–60F
 * compare a non-corporate client's turnover with. We read "for the time being" as the figure in the
 * Act at the start of the tax year (so £15m from 2025/26 onwards); see the doc's uncertainty list.
 */
export function turnoverLimitInForceOn(day: IsoDate): Pence {
  return thresholdsForFinancialYear(day).turnover;
}
