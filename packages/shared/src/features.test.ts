import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
import { addCalendarMonths } from './features.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('addCalendarMonths', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-11-30', 12)).toBe('2027-11-30');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('always lands 365 or 366 days later for a 12-month term, on a valid date, never earlier day-of-month', () => {
    fc.assert(
      fc.property(day, (d) => {
        const end = addCalendarMonths(d, 12);
        expect(new Date(`${end}T00:00:00Z`).toISOString().slice(0, 10)).toBe(end);
        expect([365, 366]).toContain(daysBetween(d, end));
        expect(Number(end.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)));
      }),
    );
  });

  it('adds months one at a time or at once to the same month', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 36 }), (d, n) => {
        expect(addCalendarMonths(d, n).slice(0, 7)).toBe(addCalendarMonths(`${d.slice(0, 8)}01`, n).slice(0, 7));
      }),
    );
  });
});
