import {
  monthsOf,
  type STATISTICS_CHARTS,
  type STATISTICS_VALUE_TYPES,
  type TStatisticsSection,
} from '@statera/shared';
import type { DayWindow } from '../../lib/calendar-sql.ts';

type ValueType = (typeof STATISTICS_VALUE_TYPES)[number];
type Row = TStatisticsSection['rows'][number];

/** A section's shape: its chart, the columns the chart draws, and the table's value columns. */
export interface SectionSpec {
  key: string;
  chart: (typeof STATISTICS_CHARTS)[number];
  chartColumns: readonly string[];
  columns: readonly (readonly [string, ValueType])[];
}

/**
 * How many rows a section of named rows (companies, departments, people) shows: a donut's twelve
 * colours (spec §9), a bar chart a screen can hold. The rest are summed in one "others" row, so the
 * totals stay whole: a provider's departments page had 9,252 rows per section (a chart 330,000 px
 * tall, 448 ms of server CPU per request).
 */
export const SECTION_ROWS = { donut: 12, bar: 25 } as const;

/** The busiest rows (by the chart's columns) and one row summing the rest; counts and money add up, rates and averages do not (none). */
function foldRows(spec: SectionSpec, rows: readonly Omit<Row, 'link'>[]): Omit<Row, 'link'>[] {
  const limit = spec.chart === 'donut' ? SECTION_ROWS.donut : SECTION_ROWS.bar;
  if (rows.length <= limit || !rows.some((r) => r.labelKind === 'text')) return [...rows];
  const weight = (r: Omit<Row, 'link'>) => spec.chartColumns.reduce((n, c) => n + (r.values[c] ?? 0), 0);
  // Rows already summed as others (folded in SQL) stay others, whatever their weight.
  const earlier = rows.filter(isOthers);
  const ordered = rows.filter((r) => !isOthers(r)).sort((a, b) => weight(b) - weight(a));
  const shown = ordered.slice(0, limit - 1);
  const rest = [...ordered.slice(limit - 1), ...earlier];
  const values = Object.fromEntries(
    spec.columns.map(([key, type]) => [
      key,
      type === 'count' || type === 'money'
        ? Math.round(rest.reduce((n, r) => n + (r.values[key] ?? 0), 0) * 100) / 100
        : null,
    ]),
  );
  const folded = rest.reduce((n, r) => n + (isOthers(r) ? (r.folded ?? 0) : 1), 0);
  return [...shown, { key: 'others', label: 'others', labelKind: 'key', values, folded }];
}

const isOthers = (r: Omit<Row, 'link'>) => r.key === 'others' && r.labelKind === 'key';

/** A section from its spec and rows (values missing from a row are 0), the busiest rows of named ones. */
export function section(spec: SectionSpec, rows: readonly Omit<Row, 'link'>[]): TStatisticsSection {
  return {
    key: spec.key,
    chart: spec.chart,
    chartColumns: [...spec.chartColumns],
    columns: spec.columns.map(([key, type]) => ({ key, type })),
    rows: foldRows(spec, rows).map((r) => ({
      ...r,
      values: Object.fromEntries(spec.columns.map(([key]) => [key, r.values[key] === undefined ? 0 : r.values[key]])),
      link: null,
    })),
  };
}

/** A row named by data (a company, a person). */
export const named = (key: unknown, name: unknown, values: Row['values']): Omit<Row, 'link'> => ({
  key: String(key ?? 'none'),
  label: String(name ?? ''),
  labelKind: 'text',
  values,
});

/** A row named by a key the app translates (statistics.values.<label>). */
export const keyed = (key: string, label: string, values: Row['values']): Omit<Row, 'link'> => ({
  key,
  label,
  labelKind: 'key',
  values,
});

/**
 * Monthly rows: every month of a closed window (empty months show 0), else the months that have data,
 * oldest first.
 */
export function monthRows(
  window: DayWindow | null,
  data: readonly { key: unknown }[],
  values: (month: string) => Row['values'],
): Omit<Row, 'link'>[] {
  const withData = [...new Set(data.map((d) => String(d.key)))].sort();
  const months =
    window?.days.dateFrom && window.days.dateTo
      ? monthsOf({ dateFrom: window.days.dateFrom, dateTo: window.days.dateTo })
      : withData;
  return months.map((m) => ({ key: m, label: m, labelKind: 'month' as const, values: values(m) }));
}

/** Pence to pounds. */
export const pounds = (pence: number | null | undefined) => Math.round(Number(pence ?? 0)) / 100;

export const RISK_KEYS = ['high', 'medium', 'low', 'none'] as const;

/**
 * Rows of (id, name, risk) cells pivoted to one row per id: engagements per risk band, their total
 * and contract value — busiest first.
 */
export function pivotRisk(
  cells: readonly {
    id: unknown;
    name: unknown;
    risk: unknown;
    engagements: number;
    valuePence: number;
    company?: string | null;
    /** A cell of the rows summed in SQL (`groupedBusiest`), and how many rows they are. */
    others?: boolean;
    folded?: number;
  }[],
  unnamed: string,
): Omit<Row, 'link'>[] {
  const rows = new Map<string, { id: unknown; name: unknown; values: Record<string, number>; folded?: number }>();
  const labels = departmentLabels(cells.filter((c) => !c.others));
  for (const c of cells) {
    const key = c.others ? OTHERS : String(c.id ?? 'none');
    const row = rows.get(key) ?? {
      id: c.others ? OTHERS : c.id,
      name: c.others ? 'others' : labels(c),
      values: { engagements: 0, contractValue: 0 },
      folded: c.others ? c.folded : undefined,
    };
    row.values[String(c.risk)] = (row.values[String(c.risk)] ?? 0) + c.engagements;
    row.values.engagements! += c.engagements;
    row.values.contractValue! += pounds(c.valuePence);
    rows.set(key, row);
  }
  const money = (values: Record<string, number>) => ({
    ...values,
    contractValue: Math.round(values.contractValue! * 100) / 100,
  });
  const others = rows.get(OTHERS);
  rows.delete(OTHERS);
  return [
    ...[...rows.values()]
      .sort((a, b) => b.values.engagements! - a.values.engagements! || String(a.name).localeCompare(String(b.name)))
      .map((r) =>
        r.id === null || r.id === undefined ? keyed('none', unnamed, r.values) : named(r.id, r.name, money(r.values)),
      ),
    ...(others ? [{ ...keyed('others', 'others', money(others.values)), folded: others.folded ?? 0 }] : []),
  ];
}

/** The map key of the others' row (no id can be it). */
const OTHERS = '\u0000others';

/**
 * Names of departments across several companies, which often share a name ("Finance" in each
 * subsidiary): when a name repeats, each is told apart by its company ("Finance · Northwind Ltd").
 * Rows without a company (not departments) keep their name.
 */
export function departmentLabels<R extends { id: unknown; name: unknown; company?: string | null }>(
  rows: readonly R[],
) {
  const companiesOf = new Map<string, Set<unknown>>();
  for (const r of rows) {
    if (r.id === null || r.id === undefined || !r.company) continue;
    const ids = companiesOf.get(String(r.name)) ?? new Set();
    ids.add(r.id);
    companiesOf.set(String(r.name), ids);
  }
  return (r: R): string =>
    r.company && (companiesOf.get(String(r.name))?.size ?? 0) > 1
      ? `${String(r.name)} · ${r.company}`
      : String(r.name ?? '');
}
