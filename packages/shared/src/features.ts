import type { TFeatureName } from './enums.ts';

/**
 * Feature subscriptions (spec §3 Feature, §4 feature states, §9 "subscriptions 12 months"). Rules the
 * server, the web and the docs read alike.
 */

/**
 * Features that gate actions built before subscriptions existed: every client group has them, without
 * an end, so nobody loses what they had (docs/decisions/features-and-appeal-management.md).
 */
export const DEFAULT_FEATURE_NAMES = [
  'archive_user',
  'change_avatar',
  'update_holding',
  'update_user',
] as const satisfies readonly TFeatureName[];

/** A subscription runs this many calendar months from its activation (or from its end when extended). */
export const FEATURE_TERM_MONTHS = 12;
/** The client admin is warned this many days before a subscription without auto renewal ends. */
export const FEATURE_EXPIRY_WARNING_DAYS = 30;
/** The web asks for recently changed features this often (spec §9 feature poll 60 s). */
export const FEATURE_POLL_MS = 60_000;

/**
 * `isoDay` (YYYY-MM-DD) plus `months` calendar months, clamped to the month's last day
 * (31.01 + 1 month = 28.02 or 29.02; 29.02.2028 + 12 months = 28.02.2029).
 */
export function addCalendarMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
