import { addDays } from './calendar.ts';
import type { TAppealUrgency } from './schemas/appeal.ts';
import { TIME_LIMITS } from './time-limits.ts';

// Days are counted by the one calendar (calendar.ts: UK days, `londonToday`, `daysLeft`).

/** `YYYY-MM-DD` + n working days (Monday to Friday; bank holidays are not known here). */
export function addWorkingDays(isoDay: string, days: number): string {
  let day = isoDay;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

/**
 * The due date of a reassessment started on `today` (docs/decisions/reassessment-due-date.md):
 * `reassessmentWorkingDays` working days later; after an accepted appeal no later than the appeal's
 * statutory deadline (the new SDS must follow within the 45 days), but never before the next working
 * day (a deadline already today or past leaves the people one working day, not none).
 */
export function reassessmentDueDate(today: string, appealDeadline?: string | null): string {
  const due = addWorkingDays(today, TIME_LIMITS.reassessmentWorkingDays);
  if (!appealDeadline || appealDeadline >= due) return due;
  const earliest = addWorkingDays(today, 1);
  return appealDeadline > earliest ? appealDeadline : earliest;
}

/** The statutory deadline: 45 calendar days from the day the representations were received. */
export const appealDeadline = (receivedOn: string): string => addDays(receivedOn, TIME_LIMITS.appealOutcomeDays);

/** The platform's evidence window (14 days); it never pauses the 45 days. */
export const appealEvidenceDue = (receivedOn: string): string => addDays(receivedOn, TIME_LIMITS.appealEvidenceDays);

/** Spec §9 urgency buckets: overdue, ≤3, ≤7, ≤10, more than 10 days left. */
export function appealUrgency(daysLeft: number): TAppealUrgency {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= 3) return 'three_days';
  if (daysLeft <= 7) return 'seven_days';
  if (daysLeft <= 10) return 'ten_days';
  return 'more_than_ten_days';
}
