import { dateFilterRange, type TDateFilterPeriod } from '@statera/shared';

const DAY = 86_400_000;

export interface DateRange {
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
}

/**
 * A date filter (spec §9 periods, resolved by the shared `dateFilterRange` on today's UTC date) as
 * timestamps, or null for no filter. Dates given without a period act as a custom period.
 */
export function dateRange(
  period: TDateFilterPeriod | undefined,
  dateFrom: string | undefined,
  dateTo: string | undefined,
  now = new Date(),
): DateRange | null {
  const r = dateFilterRange(period ?? 'customPeriod', now.toISOString(), { dateFrom, dateTo });
  if (!r.dateFrom && !r.dateTo) return null;
  return {
    from: r.dateFrom ? new Date(`${r.dateFrom}T00:00:00Z`) : undefined,
    to: r.dateTo ? new Date(new Date(`${r.dateTo}T00:00:00Z`).getTime() + DAY) : undefined,
  };
}
