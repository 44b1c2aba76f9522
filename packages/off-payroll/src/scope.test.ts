import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './dates.ts';
import { type ClientProfile, decideScope, decideScopes, scopeChanges } from './scope.ts';
import { pounds } from './size-thresholds.ts';
import { type FinancialYearFigures, filingDeadline } from './small-company.ts';

const company: ClientProfile = { kind: 'company', publicAuthority: false, ukConnection: true };
const SMALL = { turnover: pounds(2_000_000), balanceSheetTotal: pounds(1_000_000), employees: 10 };
const LARGE = { turnover: pounds(40_000_000), balanceSheetTotal: pounds(20_000_000), employees: 300 };

/** A year from 1 April to 31 March, ending in `endYear`. */
const aprMar = (endYear: number, figures: object, over: Partial<FinancialYearFigures> = {}): FinancialYearFigures => ({
  id: `fy${endYear}`,
  start: `${endYear - 1}-04-01`,
  end: `${endYear}-03-31`,
  ...SMALL,
  ...figures,
  ...over,
});

describe('the relevant financial year: filing deadline before the tax year (s.60A; ESM10008)', () => {
  it('ESM10008: a year ending 31 March 2020, filing deadline 31 December 2020, decides 2021/22', () => {
    const years = [aprMar(2019, LARGE), aprMar(2020, LARGE), aprMar(2021, LARGE)];
    const d = decideScope(company, years, 2021);
    expect(d.relevantFinancialYear).toEqual({
      id: 'fy2020',
      start: '2019-04-01',
      end: '2020-03-31',
      deadline: '2020-12-31',
    });
    expect(d.steps[0]).toMatchObject({
      key: 'relevantYear',
      params: { deadline: '2020-12-31', taxYearStart: '2021-04-06' },
    });
    expect(decideScope(company, years, 2022).relevantFinancialYear?.id).toBe('fy2021');
  });

  it('a 12-month year starting on 6 April 2025 (deadline 5 January 2027) first decides 2027/28', () => {
    const years: FinancialYearFigures[] = [
      { id: 'a', start: '2024-04-06', end: '2025-04-05', ...LARGE },
      { id: 'b', start: '2025-04-06', end: '2026-04-05', ...LARGE },
    ];
    expect(decideScope(company, years, 2026).relevantFinancialYear?.id).toBe('a');
    expect(decideScope(company, years, 2027).relevantFinancialYear).toMatchObject({ id: 'b', deadline: '2027-01-05' });
  });

  it('a later year, not entered but already due, is the relevant one: no data until it is entered', () => {
    const years = [aprMar(2019, LARGE, { firstFinancialYear: true }), aprMar(2020, LARGE)];
    // 2022/23 is decided by the year to 31 March 2021 (due 31 December 2021), not entered.
    const d = decideScope(company, years, 2022);
    expect(d).toMatchObject({ basis: 'no_data', inScope: true, decided: false });
    expect(d.steps[0]).toMatchObject({
      key: 'missingYear',
      params: { start: '2020-04-01', end: '2021-03-31', deadline: '2021-12-31' },
    });
  });

  it('a year whose deadline falls on the first day of the tax year is not yet relevant', () => {
    const years: FinancialYearFigures[] = [{ id: 'x', start: '2019-07-07', end: '2020-07-06', ...LARGE }];
    // 6 July 2020 + 9 months = 6 April 2021: not before the tax year's start
    expect(decideScope(company, years, 2021).basis).toBe('no_data');
  });
});

describe('scope decisions, table-driven', () => {
  const cases: [string, ClientProfile, FinancialYearFigures[], number, { inScope: boolean; basis: string }][] = [
    [
      'public authority: in scope whatever its size',
      { ...company, publicAuthority: true },
      [aprMar(2020, SMALL)],
      2021,
      { inScope: true, basis: 'public_authority' },
    ],
    [
      'no UK connection: out of scope',
      { ...company, ukConnection: false },
      [aprMar(2020, LARGE)],
      2021,
      { inScope: false, basis: 'no_uk_connection' },
    ],
    [
      'large two years running: in scope',
      company,
      [aprMar(2019, LARGE), aprMar(2020, LARGE)],
      2021,
      { inScope: true, basis: 'not_small' },
    ],
    [
      'small two years running: out of scope',
      company,
      [aprMar(2019, SMALL), aprMar(2020, SMALL)],
      2021,
      { inScope: false, basis: 'small' },
    ],
    [
      'public company: excluded from the small regime (s.384)',
      { ...company, kind: 'public_company' },
      [aprMar(2019, SMALL), aprMar(2020, SMALL)],
      2021,
      { inScope: true, basis: 'not_small' },
    ],
    [
      'a year excluded (a bank): not small',
      company,
      [aprMar(2019, SMALL), aprMar(2020, SMALL, { excludedFromSmallRegime: true })],
      2021,
      { inScope: true, basis: 'not_small' },
    ],
    ['no figures: assumed in scope', company, [], 2021, { inScope: true, basis: 'no_data' }],
    [
      'one year without its predecessor: undetermined, assumed in scope',
      company,
      [aprMar(2020, SMALL)],
      2021,
      { inScope: true, basis: 'undetermined' },
    ],
    [
      'new company: first year not yet relevant, small',
      company,
      [{ id: 'n', start: '2025-06-01', end: '2026-05-31', firstFinancialYear: true, ...LARGE }],
      2026,
      { inScope: false, basis: 'first_year_not_relevant' },
    ],
    [
      'new company: its first year decides once filed',
      company,
      [{ id: 'n', start: '2025-06-01', end: '2026-05-31', firstFinancialYear: true, ...LARGE }],
      2027,
      { inScope: true, basis: 'not_small' },
    ],
    [
      'LLP: the company test',
      { ...company, kind: 'llp' },
      [aprMar(2019, LARGE), aprMar(2020, LARGE)],
      2021,
      { inScope: true, basis: 'not_small' },
    ],
  ];
  it.each(cases)('%s', (_, profile, years, taxYear, expected) => {
    expect(decideScope(profile, years, taxYear)).toMatchObject(expected);
  });
});

describe('a short financial year', () => {
  it('judges a 9-month year on a pro-rated turnover limit', () => {
    // The company moves its year end from 31 March to 31 December: 1 April – 31 December 2022.
    const years: FinancialYearFigures[] = [
      aprMar(2022, { turnover: pounds(8_000_000), employees: 60 }, { firstFinancialYear: true }),
      {
        id: 'short',
        start: '2022-04-01',
        end: '2022-12-31',
        turnover: pounds(8_000_000),
        balanceSheetTotal: pounds(1_000_000),
        employees: 60,
      },
      {
        id: 'cal23',
        start: '2023-01-01',
        end: '2023-12-31',
        turnover: pounds(11_000_000),
        balanceSheetTotal: pounds(1_000_000),
        employees: 60,
      },
    ];
    // The short year ends 31 December 2022, deadline 30 September 2023: decides 2024/25.
    const d = decideScope(company, years, 2024);
    expect(d.relevantFinancialYear).toMatchObject({ id: 'short', deadline: '2023-09-30' });
    expect(d.conditions?.turnover.limit).toBe(pounds(7_650_000));
    expect(d.conditions?.met).toBe(false);
    // Met in the year before, not in the short year: the two-year rule keeps it small.
    expect(d).toMatchObject({ inScope: false, basis: 'small' });
    expect(d.steps.map((s) => s.key)).toContain('history_carried');
    // The calendar 2023 year fails again: two years running, no longer small from 2025/26.
    expect(decideScope(company, years, 2025)).toMatchObject({ inScope: true, basis: 'not_small' });
  });
});

describe('a group', () => {
  const profile: ClientProfile = company;
  const groupYear = (endYear: number, netTurnover: number, grossTurnover: number): FinancialYearFigures =>
    aprMar(endYear, {
      isGroup: true,
      turnover: pounds(netTurnover),
      turnoverGross: pounds(grossTurnover),
      balanceSheetTotal: pounds(9_000_000),
      balanceSheetGross: pounds(9_500_000),
      employees: 45,
    });

  it('is small when the gross aggregate meets the limit though the net one does not', () => {
    const years = [groupYear(2019, 11_000_000, 12_100_000), groupYear(2020, 11_000_000, 12_100_000)];
    expect(decideScope(profile, years, 2021)).toMatchObject({ inScope: false, basis: 'small' });
  });

  it('is medium when both the net and the gross aggregates exceed the limits', () => {
    const years = [groupYear(2019, 11_000_000, 12_500_000), groupYear(2020, 11_000_000, 12_500_000)];
    expect(decideScope(profile, years, 2021)).toMatchObject({ inScope: true, basis: 'not_small' });
  });
});

describe('a client becoming small and growing again', () => {
  // Met the small conditions: FY2019 no, FY2020 no, FY2021 yes, FY2022 yes, FY2023 no, FY2024 yes,
  // FY2025 no, FY2026 no (years ending 31 March; each decides the tax year that starts a year later).
  const mets = { 2019: false, 2020: false, 2021: true, 2022: true, 2023: false, 2024: true, 2025: false, 2026: false };
  const years = Object.entries(mets).map(([end, met], i) =>
    aprMar(Number(end), met ? SMALL : LARGE, { firstFinancialYear: i === 0 }),
  );
  const decisions = decideScopes(company, years, [2021, 2022, 2023, 2024, 2025, 2026, 2027]);

  it('leaves scope after two small years and comes back after two large ones', () => {
    expect(decisions.map((d) => [d.label, d.inScope, d.basis])).toEqual([
      ['2021/22', true, 'not_small'], // FY to Mar 2020: large twice
      ['2022/23', true, 'not_small'], // FY to Mar 2021: small once, carried
      ['2023/24', false, 'small'], // FY to Mar 2022: small twice
      ['2024/25', false, 'small'], // FY to Mar 2023: large once, carried
      ['2025/26', false, 'small'], // FY to Mar 2024: small again, carried
      ['2026/27', false, 'small'], // FY to Mar 2025: large once, carried
      ['2027/28', true, 'not_small'], // FY to Mar 2026: large twice
    ]);
  });

  it('lists the changes: out of scope from 2023/24, back in from 2027/28', () => {
    expect(scopeChanges(decisions)).toEqual([
      { taxYear: 2023, direction: 'out_of_scope' },
      { taxYear: 2027, direction: 'into_scope' },
    ]);
  });
});

describe('the 2025 thresholds and the transitional rule (SI 2024/1303; ESM10006A)', () => {
  // £12m turnover, £6m balance sheet, 60 staff: medium under £10.2m/£5.1m, small under £15m/£7.5m.
  const mid = { turnover: pounds(12_000_000), balanceSheetTotal: pounds(6_000_000), employees: 60 };
  const years: FinancialYearFigures[] = [
    { id: 'y24', start: '2024-04-06', end: '2025-04-05', ...mid },
    { id: 'y25', start: '2025-04-06', end: '2026-04-05', ...mid },
    { id: 'y23', start: '2023-04-06', end: '2024-04-05', ...mid },
  ];
  it('stays in scope for 2026/27 (judged on the old limits) and leaves it in 2027/28', () => {
    expect(decideScope(company, years, 2026)).toMatchObject({ inScope: true, basis: 'not_small' });
    const d = decideScope(company, years, 2027);
    expect(d).toMatchObject({ inScope: false, basis: 'small' });
    expect(d.steps.map((s) => s.key)).toContain('transitional');
  });
});

describe('non-corporate clients: the turnover test', () => {
  const firm: ClientProfile = { kind: 'unincorporated', publicAuthority: false, ukConnection: true };
  it('ESM10008: a year ending 30 June 2020 (by 5 July 2020) decides 2021/22', () => {
    const years: FinancialYearFigures[] = [
      {
        id: 'j20',
        start: '2019-07-01',
        end: '2020-06-30',
        turnover: pounds(11_000_000),
        balanceSheetTotal: 0,
        employees: 0,
      },
    ];
    expect(decideScope(firm, years, 2021)).toMatchObject({
      inScope: true,
      basis: 'not_small',
      relevantFinancialYear: { id: 'j20' },
    });
  });
  it.each([
    ['ends 5 July 2020: relevant', '2020-07-05', 'not_small'],
    ['ends 6 July 2020: too late for 2021/22', '2020-07-06', 'no_data'],
  ])('%s', (_, end, basis) => {
    const years: FinancialYearFigures[] = [
      { id: 'x', start: '2019-07-07', end, turnover: pounds(11_000_000), balanceSheetTotal: 0, employees: 0 },
    ];
    expect(decideScope(firm, years, 2021).basis).toBe(basis);
  });
  it('uses turnover alone, whatever the balance sheet and staff', () => {
    const years: FinancialYearFigures[] = [
      {
        id: 'j20',
        start: '2019-07-01',
        end: '2020-06-30',
        turnover: pounds(9_000_000),
        balanceSheetTotal: pounds(99_000_000),
        employees: 900,
      },
    ];
    expect(decideScope(firm, years, 2021)).toMatchObject({ inScope: false, basis: 'small' });
  });
  it('an individual: the last calendar year before the tax year (s.60F)', () => {
    const person: ClientProfile = { kind: 'individual', publicAuthority: false, ukConnection: true };
    const years: FinancialYearFigures[] = [
      {
        id: 'c24',
        start: '2024-01-01',
        end: '2024-12-31',
        turnover: pounds(16_000_000),
        balanceSheetTotal: 0,
        employees: 0,
      },
    ];
    expect(decideScope(person, years, 2025)).toMatchObject({ inScope: true, basis: 'not_small' });
    expect(decideScope(person, years, 2026).basis).toBe('no_data');
  });
});

describe('properties', () => {
  it('a public authority is in scope and an overseas client out, whatever the figures', () => {
    const figures = fc.record({
      turnover: fc.integer({ min: 0, max: 1e12 }),
      balanceSheetTotal: fc.integer({ min: 0, max: 1e12 }),
      employees: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.array(figures, { maxLength: 6 }), fc.integer({ min: 2021, max: 2030 }), (fs, y) => {
        const years = fs.map((f, i) => aprMar(2015 + i, f));
        expect(decideScope({ ...company, publicAuthority: true }, years, y).inScope).toBe(true);
        expect(decideScope({ ...company, ukConnection: false }, years, y).inScope).toBe(false);
        const d = decideScope(company, years, y);
        expect(d.steps.at(-1)?.key).toMatch(/^conclusion/);
        expect(d.inScope).toBe(!['small', 'first_year_not_relevant'].includes(d.basis));
      }),
    );
  });
});

describe('property: the relevant financial year', () => {
  // Consecutive 12-month years with any year-end, a run of them entered: the decision uses the latest
  // entered year due (9 months after its end) before the tax year starts, and only when the year
  // after it was not yet due; otherwise the year waits for figures (assumed in scope).
  it('is the latest year due before the tax year, never an older one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2014, max: 2026 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2021, max: 2031 }),
        (month, firstYear, count, y) => {
          const mm = String(month).padStart(2, '0');
          const years: FinancialYearFigures[] = Array.from({ length: count }, (_, i) => ({
            id: `y${i}`,
            start: `${firstYear + i}-${mm}-01`,
            end: addDays(`${firstYear + i + 1}-${mm}-01`, -1),
            ...LARGE,
          }));
          const due = (fy: FinancialYearFigures) => filingDeadline(fy, 'private') < `${y}-04-06`;
          const latestDue = [...years].reverse().find(due);
          const d = decideScope(company, years, y);
          if (!latestDue) {
            expect(d.relevantFinancialYear ?? null).toBeNull();
            return;
          }
          const next = { start: addDays(latestDue.end, 1), end: addMonths(latestDue.end, 12), ...LARGE };
          const nextDueButMissing = latestDue === years.at(-1) && due(next);
          if (nextDueButMissing) expect(d).toMatchObject({ basis: 'no_data', inScope: true, decided: false });
          else expect(d.relevantFinancialYear).toMatchObject({ id: latestDue.id });
        },
      ),
      { numRuns: 150 },
    );
  });
});
