import { describe, expect, it } from 'vitest';
import { departmentLabels, keyed, named, pivotRisk, SECTION_ROWS, section } from './statistics-sections.ts';

const departments = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    named(`d${i}`, `Department ${i}`, { engagements: i + 1, contractValue: (i + 1) * 10.5, overturnRate: 50 }),
  );
const spec = (chart: 'donut' | 'stacked_bar') => ({
  key: 'activeByDepartment',
  chart,
  chartColumns: ['engagements'],
  columns: [
    ['engagements', 'count'],
    ['contractValue', 'money'],
    ['overturnRate', 'percent'],
  ] as const,
});

describe('a section of named rows shows the busiest and sums the rest', () => {
  it('a donut: eleven busiest and one "others" row whose counts and money add up to the whole', () => {
    const rows = departments(40);
    const s = section(spec('donut'), rows);
    expect(s.rows).toHaveLength(SECTION_ROWS.donut);
    expect(s.rows.slice(0, 11).map((r) => r.key)).toEqual(Array.from({ length: 11 }, (_, i) => `d${39 - i}`));
    const others = s.rows.at(-1)!;
    expect(others).toMatchObject({ key: 'others', label: 'others', labelKind: 'key', folded: 29 });
    const sum = (key: string, rs: readonly { values: Record<string, number | null> }[]) =>
      rs.reduce((n, r) => n + (r.values[key] ?? 0), 0);
    expect(sum('engagements', s.rows)).toBe(sum('engagements', rows));
    expect(sum('contractValue', s.rows)).toBeCloseTo(sum('contractValue', rows), 2);
    // A rate does not add up: the others row has none.
    expect(others.values.overturnRate).toBeNull();
  });

  it('rows already summed in SQL stay in the others row, their count carried on', () => {
    const rows = [
      ...departments(24),
      { ...keyed('others', 'others', { engagements: 5, contractValue: 1 }), folded: 100 },
    ];
    const s = section(spec('donut'), rows);
    expect(s.rows).toHaveLength(SECTION_ROWS.donut);
    expect(s.rows.filter((r) => r.key === 'others')).toHaveLength(1);
    expect(s.rows.at(-1)).toMatchObject({ key: 'others', folded: 13 + 100 });
    const sum = (rs: readonly { values: Record<string, number | null> }[]) =>
      rs.reduce((n, r) => n + (r.values.engagements ?? 0), 0);
    expect(sum(s.rows)).toBe(sum(rows));
    // A bar chart holds the 24 and the others as they came.
    expect(section(spec('stacked_bar'), rows).rows.at(-1)).toMatchObject({ key: 'others', folded: 100 });
  });

  it('a bar chart holds more rows; a short section, or one of keys (statuses, months), is shown whole', () => {
    expect(section(spec('stacked_bar'), departments(40)).rows).toHaveLength(SECTION_ROWS.bar);
    expect(section(spec('donut'), departments(12)).rows).toHaveLength(12);
    const statuses = Array.from({ length: 20 }, (_, i) => keyed(`k${i}`, `appealStatus.s${i}`, { engagements: i }));
    expect(section(spec('donut'), statuses).rows).toHaveLength(20);
  });
});

describe('department rows across companies', () => {
  it('tell apart departments that share a name by their company, and leave unique names alone', () => {
    const label = departmentLabels([
      { id: 'd1', name: 'Finance', company: 'Northwind Ltd' },
      { id: 'd2', name: 'Finance', company: 'Contoso plc' },
      { id: 'd1', name: 'Finance', company: 'Northwind Ltd' },
      { id: 'd3', name: 'Legal', company: 'Contoso plc' },
      { id: null, name: null, company: 'Contoso plc' },
    ]);
    expect(label({ id: 'd1', name: 'Finance', company: 'Northwind Ltd' })).toBe('Finance · Northwind Ltd');
    expect(label({ id: 'd2', name: 'Finance', company: 'Contoso plc' })).toBe('Finance · Contoso plc');
    expect(label({ id: 'd3', name: 'Legal', company: 'Contoso plc' })).toBe('Legal');
  });

  it('a risk pivot of one department over several risk bands is one row, named once', () => {
    const rows = pivotRisk(
      [
        { id: 'd1', name: 'Finance', risk: 'high', engagements: 2, valuePence: 100, company: 'Northwind Ltd' },
        { id: 'd1', name: 'Finance', risk: 'low', engagements: 1, valuePence: 50, company: 'Northwind Ltd' },
        { id: 'd2', name: 'Finance', risk: 'low', engagements: 1, valuePence: 50, company: 'Contoso plc' },
      ],
      'noDepartment',
    );
    expect(rows.map((r) => [r.label, r.values.engagements])).toEqual([
      ['Finance · Northwind Ltd', 3],
      ['Finance · Contoso plc', 1],
    ]);
  });

  it('the cells summed in SQL become one others row, last, however busy', () => {
    const rows = pivotRisk(
      [
        { id: 'd1', name: 'Finance', risk: 'high', engagements: 2, valuePence: 100, company: 'Northwind Ltd' },
        { id: null, name: null, risk: 'high', engagements: 40, valuePence: 999, others: true, folded: 7 },
        { id: null, name: null, risk: 'low', engagements: 9, valuePence: 1, others: true, folded: 7 },
      ],
      'noDepartment',
    );
    expect(rows).toEqual([
      expect.objectContaining({ key: 'd1', values: { engagements: 2, contractValue: 1, high: 2 } }),
      expect.objectContaining({
        key: 'others',
        labelKind: 'key',
        folded: 7,
        values: { engagements: 49, contractValue: 10, high: 40, low: 9 },
      }),
    ]);
  });
});
