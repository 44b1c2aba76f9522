/**
 * Calendar arithmetic on ISO days (`YYYY-MM-DD`), in UTC so month ends and leap years need no care.
 * Statutory periods here count calendar days and months, never times of day.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

const parts = (d: IsoDate) => {
  const [y, m, day] = d.split('-').map(Number);
  return { y: y!, m: m!, d: day! };
};
const ms = (d: IsoDate) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number): IsoDate => new Date(t).toISOString().slice(0, 10);
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Whether the string is a real calendar day in the ISO form. */
export function isIsoDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const { y, m, d: day } = parts(d);
  return m >= 1 && m <= 12 && day >= 1 && day <= lastDayOfMonth(y, m);
}

export const addDays = (d: IsoDate, n: number): IsoDate => iso(ms(d) + n * DAY_MS);

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: IsoDate, b: IsoDate): number => Math.round((ms(b) - ms(a)) / DAY_MS);

/** Days from `a` to `b`, both counted. */
export const daysInclusive = (a: IsoDate, b: IsoDate): number => daysBetween(a, b) + 1;

/**
 * `d` plus `n` calendar months by the corresponding-date rule of the Companies Act 2006 (s.443): the
 * same day of the month, or the month's last day when that day does not exist or `d` is itself the
 * last day of its month (31 March + 9 months = 31 December; 30 June + 9 months = 31 March).
 */
export function addMonths(d: IsoDate, n: number): IsoDate {
  const { y, m, d: day } = parts(d);
  const total = y * 12 + (m - 1) + n;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = lastDayOfMonth(ty, tm);
  const target = day === lastDayOfMonth(y, m) ? last : Math.min(day, last);
  return `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(target).padStart(2, '0')}`;
}

export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

/**
 * The length of a period in months when it runs in whole months (start + n months − 1 day = end),
 * else null. A financial year of 1 April to 31 December is 9 months.
 */
export function wholeMonths(start: IsoDate, end: IsoDate): number | null {
  for (let n = 1; n <= 36; n++) {
    const e = addDays(addMonths(start, n), -1);
    if (e === end) return n;
    if (e > end) return null;
  }
  return null;
}
