import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, reassessmentDueDate } from './appeal-clock.ts';
import { addDays as addCalendarDays } from './calendar.ts';
import { TIME_LIMITS } from './time-limits.ts';

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

describe('reassessment due dates', () => {
  it('counts working days, skipping weekends', () => {
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09'); // Friday → Monday
    expect(addWorkingDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday → Monday
    expect(addWorkingDays('2026-03-02', 10)).toBe('2026-03-16'); // two weeks
  });

  it('is never the day it starts, lands on a working day, and keeps an appeal’s statutory deadline when it can', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addCalendarDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.option(fc.integer({ min: -10, max: 60 })), (today, offset) => {
        const deadline = offset === null ? null : addCalendarDays(today, offset);
        const due = reassessmentDueDate(today, deadline);
        expect(due > today).toBe(true);
        expect(due <= addWorkingDays(today, TIME_LIMITS.reassessmentWorkingDays)).toBe(true);
        if (deadline === null || deadline <= addWorkingDays(today, 1)) {
          expect(due).toBe(
            deadline === null ? addWorkingDays(today, TIME_LIMITS.reassessmentWorkingDays) : addWorkingDays(today, 1),
          );
          expect([0, 6]).not.toContain(weekday(due));
        } else expect(due <= deadline).toBe(true);
      }),
    );
  });
});
