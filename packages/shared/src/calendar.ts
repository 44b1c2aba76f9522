/**
 * The product's one calendar (docs/decisions/dashboards-and-statistics.md, "One calendar"). Every
 * calendar question — what day it is, whether something is overdue, how many days are left, which
 * days a period or "the last 12 months" cover — is answered here, in the UK's time zone
 * (Europe/London), because the statutory days of appeals and the due dates of assessments are UK
 * calendar days. Days are `YYYY-MM-DD` strings; instants are `Date`s. Pure: pass `now` for a fixed
 * answer. The server's SQL side (`apps/server/src/lib/calendar-sql.ts`) turns these days into the
 * instants timestamps are compared with.
 */
import { TIME_LIMITS } from './time-limits.ts';

export const CALENDAR_TIME_ZONE = 'Europe/London';
const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The UK day last asked for and the instants it spans: a list asks for "today" once a row, and
 * formatting with a time zone costs microseconds a call.
 */
let lastDay = { day: '', from: 0, to: -1 };

/** The UK calendar day an instant falls on (YYYY-MM-DD). */
export function londonDay(at: Date = new Date()): string {
  const t = at.getTime();
  if (t >= lastDay.from && t < lastDay.to) return lastDay.day;
  const day = dayFormat.format(at);
  lastDay = { day, from: londonMidnight(day).getTime(), to: londonMidnight(addDays(day, 1)).getTime() };
  return day;
}

/** Today in the UK: the day every "today", "overdue" and "days left" is counted from. */
export const londonToday = (now: Date = new Date()): string => londonDay(now);

/** `YYYY-MM-DD` + n calendar days (computed on UTC dates, so month ends and leap years need no care). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Made once: a formatter with a time zone costs more to make than a day's worth of formatting. */
const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes the UK clock is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
function londonOffsetMinutes(at: Date): number {
  const parts = wallClockFormat.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a UK day begins: 00:00 UTC in winter, 23:00 UTC of the day before in summer (on the
 * two days the clocks change, at 01:00 UTC, the day keeps the offset of its own midnight). The offset
 * is read at the UTC midnight, then again at the midnight it gives, which settles it.
 */
export function londonMidnight(day: string): Date {
  let at = midnights.get(day);
  if (at === undefined) {
    const utcMidnight = Date.parse(`${day}T00:00:00Z`);
    const guess = utcMidnight - londonOffsetMinutes(new Date(utcMidnight)) * 60_000;
    at = utcMidnight - londonOffsetMinutes(new Date(guess)) * 60_000;
    if (midnights.size >= 1_000) midnights.clear();
    midnights.set(day, at);
  }
  return new Date(at);
}

/** The midnights asked for lately (a date filter, a dashboard's periods ask for the same few days). */
const midnights = new Map<string, number>();

/** Something due on `dueDate` is overdue from the UK day after it. */
export const isOverdue = (dueDate: string, today: string): boolean => dueDate < today;

/** Due on or before `today + days` (overdue included). */
export const isDueWithin = (dueDate: string, today: string, days: number): boolean => dueDate <= addDays(today, days);

/** An assessment opens this many days before its due date (spec §9). */
export const assessmentOpensOn = (dueDate: string): string => addDays(dueDate, -TIME_LIMITS.assessmentOpeningDays);

/** Spec §4 not-started variants of a created assessment on `today`: not yet open, open (ready), overdue. */
export function notStartedVariantOn(dueDate: string, today: string): 'not_due' | 'ready' | 'overdue' {
  if (isOverdue(dueDate, today)) return 'overdue';
  if (today < assessmentOpensOn(dueDate)) return 'not_due';
  return 'ready';
}

/** A period of UK days, both ends inclusive; a missing end is open. */
export interface DayRange {
  dateFrom?: string;
  dateTo?: string;
}

/**
 * The last 12 months up to and including `today` (from the day after the same date a year ago), the
 * window of every dashboard figure that counts events (spec §3 "dashboard statistics cover the last
 * 12 months") and the statistics' lastYear preset. 29 February counts back to 1 March.
 */
export function lastTwelveMonths(today: string): Required<DayRange> {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const yearAgo = new Date(Date.UTC(y - 1, m - 1, d));
  // A 29 February a year on has no same date: Date.UTC rolls it to 1 March, whose next day is 2 March.
  const start = yearAgo.getUTCMonth() !== m - 1 ? yearAgo : new Date(yearAgo.getTime() + DAY_MS);
  return { dateFrom: start.toISOString().slice(0, 10), dateTo: today };
}

/**
 * A range of UK days as the instants a timestamp is compared with: `from` inclusive (the UK midnight
 * the first day begins), `to` exclusive (the UK midnight after the last day).
 */
export function instantsOf(range: DayRange): { from?: Date; to?: Date } {
  return {
    from: range.dateFrom ? londonMidnight(range.dateFrom) : undefined,
    to: range.dateTo ? londonMidnight(addDays(range.dateTo, 1)) : undefined,
  };
}

/** The months (YYYY-MM) a closed range of days touches, oldest first: the buckets of a monthly chart. */
export function monthsOf(range: Required<DayRange>): string[] {
  const out: string[] = [];
  let [y, m] = range.dateFrom.split('-').map(Number) as [number, number];
  const last = range.dateTo.slice(0, 7);
  for (let guard = 0; guard < 600; guard++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Whole calendar days from `today` to `deadline`; negative once past (an appeal's days left of the 45). */
export const daysLeft = (deadline: string, today: string): number => daysBetween(today, deadline);
