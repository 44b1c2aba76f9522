import { addDays } from './calendar.ts';
import type { TAppealUrgency } from './schemas/appeal.ts';
import { TIME_LIMITS } from './time-limits.ts';

// Days are counted by the one calendar (calendar.ts: UK days, `londonToday`, `daysLeft`).

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
