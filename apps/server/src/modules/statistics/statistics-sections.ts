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

/** A section from its spec and rows (values missing from a row are 0). */
export function section(spec: SectionSpec, rows: readonly Omit<Row, 'link'>[]): TStatisticsSection {
  return {
    key: spec.key,
    chart: spec.chart,
    chartColumns: [...spec.chartColumns],
    columns: spec.columns.map(([key, type]) => ({ key, type })),
    rows: rows.map((r) => ({
      ...r,
      values: Object.fromEntries(spec.columns.map(([key]) => [key, r.values[key] ?? 0])),
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
  cells: readonly { id: unknown; name: unknown; risk: unknown; engagements: number; valuePence: number }[],
  unnamed: string,
): Omit<Row, 'link'>[] {
  const rows = new Map<string, { id: unknown; name: unknown; values: Record<string, number> }>();
  for (const c of cells) {
    const key = String(c.id ?? 'none');
    const row = rows.get(key) ?? { id: c.id, name: c.name, values: { engagements: 0, contractValue: 0 } };
    row.values[String(c.risk)] = (row.values[String(c.risk)] ?? 0) + c.engagements;
    row.values.engagements! += c.engagements;
    row.values.contractValue! += pounds(c.valuePence);
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) => b.values.engagements! - a.values.engagements! || String(a.name).localeCompare(String(b.name)))
    .map((r) =>
      r.id === null || r.id === undefined
        ? keyed('none', unnamed, r.values)
        : named(r.id, r.name, { ...r.values, contractValue: Math.round(r.values.contractValue! * 100) / 100 }),
    );
}
