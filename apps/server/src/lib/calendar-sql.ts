import { type DayRange, dateFilterRange, instantsOf, type TStatisticsDateFilterPeriod } from '@statera/shared';
import { and, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The server's side of the one calendar (`@statera/shared` calendar.ts decides the days): a period
 * of UK days as conditions on a `date` column (the days themselves) or a `timestamptz` column (the
 * instants of the UK midnights, so an index range still applies). Lists' date filters, dashboards,
 * statistics and exports all filter through here, so a dashboard's window and the list it links to
 * cover the same rows at any hour, in summer time as in winter.
 */

/** A period of UK days, both ends inclusive, and the instants it spans (`to` exclusive). */
export interface DayWindow {
  days: DayRange;
  from?: Date;
  to?: Date;
}

/**
 * A date filter (spec §9 presets resolved on the UK day of `now`; dates given without a period act as
 * a custom period) as a window, or null for no filter.
 */
export function dateWindow(
  period: TStatisticsDateFilterPeriod | undefined,
  dateFrom: string | undefined,
  dateTo: string | undefined,
  now = new Date(),
): DayWindow | null {
  const days = dateFilterRange(period ?? 'customPeriod', now, { dateFrom, dateTo });
  if (!days.dateFrom && !days.dateTo) return null;
  return { days, ...instantsOf(days) };
}

/** A window of UK days from its days (either end may be open). */
export const windowOf = (days: DayRange): DayWindow => ({ days, ...instantsOf(days) });

/** The window as conditions on a `date` column (YYYY-MM-DD, both ends inclusive). */
export function onDateColumn(column: AnyPgColumn, w: DayWindow | null): SQL | undefined {
  if (!w) return undefined;
  return and(
    w.days.dateFrom ? gte(column, w.days.dateFrom) : undefined,
    w.days.dateTo ? lte(column, w.days.dateTo) : undefined,
  );
}

/** The window as conditions on a `timestamptz` column (from the first UK midnight, before the last). */
export function onTimestampColumn(column: AnyPgColumn, w: DayWindow | null): SQL | undefined {
  if (!w) return undefined;
  return and(w.from ? gte(column, w.from) : undefined, w.to ? lt(column, w.to) : undefined);
}

/** The UK day of a `timestamptz` in SQL (the day a timestamp is counted on, e.g. for monthly charts). */
export const londonDaySql = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`(${column} at time zone 'Europe/London')::date`;

/** The UK month (YYYY-MM) of a `timestamptz`. */
export const londonMonthSql = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;
