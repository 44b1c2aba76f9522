import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engagementExposure, splitByTaxYear } from './exposure.ts';
import { employeeNic, employerNic, payeInclusive, payeIncomeTax, payeOnTop } from './paye.ts';
import { ratesFor, TAX_YEAR_RATES } from './rates.ts';
import { corporationTax, estimateSetOff } from './set-off.ts';
import { pounds } from './size-thresholds.ts';

const toPounds = (pence: number) => Math.round(pence / 100);

describe("HMRC's worked example (ESM10038A)", () => {
  // Simple Business Ltd paid each PSC £60,000 in 2024/25 and should have operated PAYE: £11,428 of
  // income tax and £10,235 of employer and employee NICs.
  const r = ratesFor(2024);
  const paye = payeOnTop(pounds(60_000), r, 1, false);

  it('income tax £11,428', () => {
    expect(toPounds(paye.incomeTax)).toBe(11_428);
  });
  it('employer and employee NICs £10,235', () => {
    expect(toPounds(paye.employeeNic + paye.employerNic)).toBe(10_235);
    expect(paye.employeeNic).toBe(pounds(3_210.6));
    expect(paye.employerNic).toBe(pounds(7_024.2));
  });
  it('the same through the engagement calculator, a full 2024/25 year', () => {
    const e = engagementExposure({
      contractStart: '2024-04-06',
      contractEnd: '2025-04-05',
      value: pounds(60_000),
      regimeFor: () => 'chapter10',
      apprenticeshipLevy: false,
    });
    expect(e.years).toHaveLength(1);
    expect(toPounds(e.totals.incomeTax)).toBe(11_428);
    expect(toPounds(e.totals.employeeNic + e.totals.employerNic)).toBe(10_235);
    expect(toPounds(e.totals.gross)).toBe(21_663);
    // the set-off is an estimate: less than the gross, more than nothing
    expect(e.totals.setOffEstimate).toBeGreaterThan(0);
    expect(e.totals.net).toBe(e.totals.gross - e.totals.setOffEstimate);
  });
});

describe('rates per tax year', () => {
  it.each([
    // [tax year, pay, employer NICs] — 13.8% over £8,840 (2021/22), over £9,100 (to 2024/25); 15% over £5,000 after
    [2021, 50_000, (50_000 - 8_840) * 0.138],
    [2024, 50_000, (50_000 - 9_100) * 0.138],
    [2025, 50_000, (50_000 - 5_000) * 0.15],
    [2026, 50_000, (50_000 - 5_000) * 0.15],
  ])('%i: employer NICs on £%i', (y, pay, expected) => {
    expect(employerNic(pounds(pay), ratesFor(y))).toBeCloseTo(pounds(expected), 0);
  });

  it('employee NICs: 12% in 2021/22, 8% from 2024/25, 2% above the upper limit', () => {
    expect(employeeNic(pounds(50_270), ratesFor(2021))).toBeCloseTo(pounds((50_270 - 9_568) * 0.12), 0);
    expect(employeeNic(pounds(60_000), ratesFor(2025))).toBeCloseTo(pounds(37_700 * 0.08 + 9_730 * 0.02), 0);
  });

  it('income tax: the additional rate from £150,000 to 2022/23, from £125,140 after', () => {
    const at = (y: number) => payeIncomeTax(pounds(140_000), ratesFor(y));
    expect(at(2022)).toBeLessThan(at(2023));
  });

  it('covers every tax year from 2021/22, and assumes the last one afterwards', () => {
    expect(TAX_YEAR_RATES.map((r) => r.taxYear)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(ratesFor(2027)).toMatchObject({ assumed: true, taxYear: 2027 });
  });

  it('corporation tax: 19%, 25% and marginal relief between £50,000 and £250,000 from 2023', () => {
    expect(corporationTax(pounds(40_000), ratesFor(2024))).toBeCloseTo(pounds(7_600), 0);
    expect(corporationTax(pounds(300_000), ratesFor(2024))).toBeCloseTo(pounds(75_000), 0);
    expect(corporationTax(pounds(100_000), ratesFor(2024))).toBeCloseTo(pounds(22_750), 0);
    expect(corporationTax(pounds(100_000), ratesFor(2022))).toBeCloseTo(pounds(19_000), 0);
  });
});

describe('the set-off estimate (Finance Act 2024)', () => {
  it('assumes salary at the personal allowance, corporation tax, then a dividend', () => {
    const r = ratesFor(2024);
    const s = estimateSetOff(pounds(60_000), r, 1, pounds(21_663));
    expect(s.salary).toBe(pounds(12_570));
    expect(s.salaryTaxAndNic).toBe(pounds(478.86)); // employer's NICs on the salary over £9,100
    expect(s.corporationTax).toBe(pounds(8_920.72)); // 19% of £46,951.14
    expect(s.dividendTax).toBe(pounds(3_366.52)); // 8.75% on £37,200, 33.75% on £330.42
    expect(s.total).toBe(pounds(12_766.1));
  });
  it('never exceeds the liability', () => {
    expect(estimateSetOff(pounds(60_000), ratesFor(2024), 1, pounds(100)).total).toBe(pounds(100));
  });
});

describe('splitting an engagement over tax years', () => {
  it('splits by days and keeps the total exact', () => {
    const parts = splitByTaxYear('2025-01-01', '2025-12-31', pounds(100_000));
    expect(parts.map((p) => [p.taxYear, p.from, p.to, p.days])).toEqual([
      [2024, '2025-01-01', '2025-04-05', 95],
      [2025, '2025-04-06', '2025-12-31', 270],
    ]);
    expect(parts.reduce((s, p) => s + p.payment, 0)).toBe(pounds(100_000));
  });

  it('counts nothing for years out of scope, and umbrella payments only from 6 April 2026', () => {
    const e = engagementExposure({
      contractStart: '2025-10-01',
      contractEnd: '2026-09-30',
      value: pounds(80_000),
      regimeFor: () => 'umbrella',
      apprenticeshipLevy: true,
    });
    expect(e.years.map((y) => [y.label, y.regime, y.from])).toEqual([
      ['2025/26', 'none', '2025-10-01'],
      ['2026/27', 'umbrella', '2026-04-06'],
    ]);
    expect(e.years[0]!.gross).toBe(0);
    expect(e.years[1]!.setOffEstimate).toBeNull();
    const small = engagementExposure({
      contractStart: '2025-10-01',
      contractEnd: '2026-09-30',
      value: pounds(80_000),
      regimeFor: (y) => (y === 2025 ? 'chapter8' : 'chapter10'),
      apprenticeshipLevy: false,
    });
    expect(small.years[0]!.gross).toBe(0);
    expect(small.years[1]!.gross).toBeGreaterThan(0);
  });

  it('the apprenticeship levy: 0.5% of the deemed payment on top, only where the client pays it', () => {
    const r = ratesFor(2025);
    const withLevy = payeOnTop(pounds(60_000), r, 1, true);
    const without = payeOnTop(pounds(60_000), r, 1, false);
    expect(withLevy.apprenticeshipLevy).toBe(pounds(300));
    expect(without.apprenticeshipLevy).toBe(0);
    expect(withLevy.total - without.total).toBe(pounds(300));
  });

  it('employer NICs: 13.8% over £9,100 in 2024/25, 15% over £5,000 from 2025/26', () => {
    expect(toPounds(employerNic(pounds(60_000), ratesFor(2024)))).toBe(7024);
    expect(toPounds(employerNic(pounds(60_000), ratesFor(2025)))).toBe(8250);
  });

  it("an umbrella's funds pay the employer's NICs and the levy: gross pay plus both equals the funds", () => {
    const r = ratesFor(2026);
    const p = payeInclusive(pounds(70_000), r, 1, true);
    expect(p.pay + p.employerNic + p.apprenticeshipLevy).toBeCloseTo(pounds(70_000), -1);
  });

  it('property: the liability grows with the value; the set-off never exceeds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 2021, max: 2027 }),
        (a, b, y) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          const at = (v: number) =>
            engagementExposure({
              contractStart: `${y}-04-06`,
              contractEnd: `${y + 1}-04-05`,
              value: v,
              regimeFor: () => 'chapter10',
              apprenticeshipLevy: true,
            }).totals;
          expect(at(lo).gross).toBeLessThanOrEqual(at(hi).gross + 2);
          const t = at(hi);
          expect(t.setOffEstimate).toBeLessThanOrEqual(t.gross);
          expect(t.net).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
