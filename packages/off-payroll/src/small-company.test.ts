import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './dates.ts';
import { pounds } from './size-thresholds.ts';
import {
  type FinancialYearFigures,
  filingDeadline,
  qualificationHistory,
  qualifyingConditions,
} from './small-company.ts';

const fy = (start: string, end: string, over: Partial<FinancialYearFigures> = {}): FinancialYearFigures => ({
  start,
  end,
  turnover: pounds(5_000_000),
  balanceSheetTotal: pounds(2_000_000),
  employees: 20,
  ...over,
});

describe('filing deadline (Companies Act 2006 ss.442–443)', () => {
  it.each([
    ['ESM10008: year to 31 March 2020, private', fy('2019-04-01', '2020-03-31'), 'private', '2020-12-31'],
    ['year to 30 June: 31 March (corresponding date)', fy('2019-07-01', '2020-06-30'), 'private', '2021-03-31'],
    ['year to 28 February 2023 (month end): 30 November', fy('2022-03-01', '2023-02-28'), 'private', '2023-11-30'],
    ['year starting 6 April 2025: 5 January 2027', fy('2025-04-06', '2026-04-05'), 'private', '2027-01-05'],
    ['public company: 6 months', fy('2019-04-01', '2020-03-31'), 'public', '2020-09-30'],
    [
      'first year of 15 months: 21 months from the start',
      fy('2024-01-01', '2025-03-31', { firstFinancialYear: true }),
      'private',
      '2025-10-01',
    ],
    [
      'an entered deadline wins',
      fy('2019-04-01', '2020-03-31', { filingDeadline: '2021-03-31' }),
      'private',
      '2021-03-31',
    ],
  ] as const)('%s', (_, year, kind, expected) => {
    expect(filingDeadline(year, kind)).toBe(expected);
  });

  it('adds months by the corresponding date', () => {
    expect(addMonths('2020-03-31', 9)).toBe('2020-12-31');
    expect(addMonths('2024-05-31', 9)).toBe('2025-02-28');
    expect(addMonths('2023-05-31', 9)).toBe('2024-02-29');
    expect(addMonths('2020-01-15', -9)).toBe('2019-04-15');
  });
});

describe('qualifying conditions: two of three (s.382(3), s.383(4))', () => {
  it.each([
    ['all three under: met', {}, true],
    [
      'turnover and balance over: not met',
      { turnover: pounds(10_200_001), balanceSheetTotal: pounds(5_200_000) },
      false,
    ],
    [
      'at the limits counts as under',
      { turnover: pounds(10_200_000), balanceSheetTotal: pounds(5_100_000), employees: 51 },
      true,
    ],
    ['employees and turnover over: not met', { turnover: pounds(11_000_000), employees: 51 }, false],
  ] as const)('%s', (_, over, met) => {
    expect(qualifyingConditions(fy('2022-04-01', '2023-03-31', over)).met).toBe(met);
  });

  it('uses £15m / £7.5m for years beginning on or after 6 April 2025, £10.2m / £5.1m before', () => {
    const over = { turnover: pounds(12_000_000), balanceSheetTotal: pounds(6_000_000), employees: 60 };
    expect(qualifyingConditions(fy('2025-04-01', '2026-03-31', over)).met).toBe(false);
    const after = qualifyingConditions(fy('2025-04-06', '2026-04-05', over));
    expect(after.met).toBe(true);
    expect(after.turnover.limit).toBe(pounds(15_000_000));
    expect(after.balanceSheetTotal.limit).toBe(pounds(7_500_000));
  });

  it('pro-rates the turnover limit of a short year (s.382(4)): 9 months of £10.2m is £7.65m', () => {
    const short = qualifyingConditions(fy('2022-04-01', '2022-12-31', { turnover: pounds(8_000_000), employees: 60 }));
    expect(short.turnover.limit).toBe(pounds(7_650_000));
    expect(short.turnoverProRata).toEqual({ months: 9, days: 275 });
    expect(short.turnover.met).toBe(false);
    expect(short.met).toBe(false);
    // the same figures over a full year meet the conditions
    expect(
      qualifyingConditions(fy('2022-04-01', '2023-03-31', { turnover: pounds(8_000_000), employees: 60 })).met,
    ).toBe(true);
  });

  it('lets a group meet a requirement on either the net or the gross aggregate (s.383(6))', () => {
    const group = fy('2022-04-01', '2023-03-31', {
      isGroup: true,
      turnover: pounds(11_000_000),
      turnoverGross: pounds(12_000_000),
      balanceSheetTotal: pounds(5_500_000),
      balanceSheetGross: pounds(6_500_000),
      employees: 40,
    });
    const c = qualifyingConditions(group);
    expect(c.turnover.met).toBe(true); // gross £12m ≤ £12.2m though net £11m > £10.2m
    expect(c.turnover.gross).toEqual({ value: pounds(12_000_000), limit: pounds(12_200_000), met: true });
    expect(c.balanceSheetTotal.met).toBe(false); // net £5.5m > £5.1m and gross £6.5m > £6.1m
    expect(c.met).toBe(true);
    // without the gross figure the group fails
    expect(qualifyingConditions({ ...group, turnoverGross: null }).met).toBe(false);
  });
});

describe('qualification over years: the two-year rule (s.382(2))', () => {
  const years = (mets: boolean[], first = true) =>
    mets.map((met, i) =>
      fy(`${2015 + i}-04-01`, `${2016 + i}-03-31`, {
        firstFinancialYear: first && i === 0,
        turnover: met ? pounds(1_000_000) : pounds(20_000_000),
        balanceSheetTotal: met ? pounds(1_000_000) : pounds(20_000_000),
      }),
    );

  it('changes only after two consecutive years alike', () => {
    const statuses = qualificationHistory(years([false, true, true, false, true, false, false])).map((s) => s.status);
    expect(statuses).toEqual(['not_small', 'not_small', 'small', 'small', 'small', 'small', 'not_small']);
  });

  it('is unknown without the first year until two consecutive years agree', () => {
    const steps = qualificationHistory(years([true, false, false], false));
    expect(steps.map((s) => s.status)).toEqual(['unknown', 'unknown', 'not_small']);
    expect(steps[0]!.reason).toBe('no_history');
  });

  it('property: a status changes only when this year and the last both say so', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (mets) => {
        const steps = qualificationHistory(years(mets));
        expect(steps[0]!.status).toBe(mets[0] ? 'small' : 'not_small');
        for (let i = 1; i < steps.length; i++) {
          if (steps[i]!.status !== steps[i - 1]!.status) {
            const now = steps[i]!.status === 'small';
            expect(mets[i]).toBe(now);
            expect(mets[i - 1]).toBe(now);
          }
        }
      }),
    );
  });
});
