import { lastTwelveMonths, londonDay } from './calendar.ts';
import { DATE_FILTER_PERIODS, type TDateFilterPeriod } from './schemas/company-queries.ts';

/** Statistics offer every list period plus lastYear (spec §9). */
export const STATISTICS_DATE_FILTER_PERIODS = [
  ...DATE_FILTER_PERIODS.filter((p) => p !== 'customPeriod'),
  'lastYear',
  'customPeriod',
] as const satisfies readonly (TDateFilterPeriod | 'lastYear')[];
export type TStatisticsDateFilterPeriod = TDateFilterPeriod | 'lastYear';

/** A date filter as the API takes it: YYYY-MM-DD ends, both inclusive; a missing end is open. */
export interface TDateFilterRange {
  dateFrom?: string;
  dateTo?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The calendar day `now` falls on: a YYYY-MM-DD string as it is, an instant as its UK day (calendar.ts). */
function calendarDay(now: Date | string): Date {
  const [y, m, d] = (typeof now === 'string' ? now.slice(0, 10) : londonDay(now)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, m - 1, d));
}

const addDays = (d: Date, days: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
const monthEnd = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset + 1, 0));

/**
 * The dates a preset filter covers on the day of `now` (spec §9). lastWeek and lastTwoWeeks are the
 * last 7 and 14 days including today (as the server's list filters read them); thisMonth and
 * previousMonth are whole calendar months; lastYear is the 12 months up to and including today
 * (calendar.ts `lastTwelveMonths`: from the day after the same date a year ago). `all` is open at both ends; customPeriod is the
 * period the user chose. Pure: pass `now` to get a fixed answer.
 */
export function dateFilterRange(
  period: TStatisticsDateFilterPeriod,
  now: Date | string = new Date(),
  custom: TDateFilterRange = {},
): TDateFilterRange {
  const today = calendarDay(now);
  const range = (from: Date, to: Date) => ({ dateFrom: iso(from), dateTo: iso(to) });
  switch (period) {
    case 'all':
      return {};
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'lastWeek':
      return range(addDays(today, -6), today);
    case 'lastTwoWeeks':
      return range(addDays(today, -13), today);
    case 'thisMonth':
      return range(monthStart(today), monthEnd(today));
    case 'previousMonth':
      return range(monthStart(today, -1), monthEnd(today, -1));
    case 'lastYear':
      return lastTwelveMonths(iso(today));
    case 'customPeriod': {
      const out: TDateFilterRange = {};
      if (custom.dateFrom) out.dateFrom = custom.dateFrom;
      if (custom.dateTo) out.dateTo = custom.dateTo;
      return out;
    }
  }
}
