import { CONTRACTOR_NOTIFICATION_FREQUENCIES } from '@statera/shared';

/** Held contractor emails go out at this hour (UTC) of a digest day. */
export const DIGEST_HOUR_UTC = 8;

const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, DIGEST_HOUR_UTC));

/**
 * The next digest instant strictly after `now` for a contractor-notification frequency: DAILY (1)
 * every day, WEEKLY (7) on Mondays, MONTHLY (30) on the 1st, each at 08:00 UTC. 0 (NONE) or an
 * unknown value: null (send at once).
 */
export function nextDigestAt(now: Date, frequencyDays: number): Date | null {
  if (frequencyDays === 0 || !(CONTRACTOR_NOTIFICATION_FREQUENCIES as readonly number[]).includes(frequencyDays)) {
    return null;
  }
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (frequencyDays === 30) {
    const thisMonth = at(y, m, 1);
    return thisMonth > now ? thisMonth : at(y, m + 1, 1);
  }
  for (let offset = 0; offset <= 7; offset++) {
    const candidate = at(y, m, d + offset);
    if (candidate <= now) continue;
    if (frequencyDays === 1 || candidate.getUTCDay() === 1) return candidate;
  }
  return at(y, m, d + 7); // not reached: a Monday falls within 8 days
}
