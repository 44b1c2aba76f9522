import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysLeft,
  instantsOf,
  isDueWithin,
  isOverdue,
  lastTwelveMonths,
  londonDay,
  londonMidnight,
  monthsOf,
  notStartedVariantOn,
} from './calendar.ts';

// 2026's clock changes: British Summer Time starts 29 March 01:00 UTC, ends 25 October 01:00 UTC.
describe('the UK calendar across both clock changes', () => {
  it('starts each UK day at its own midnight: 00:00 UTC in winter, 23:00 UTC the day before in summer', () => {
    expect(londonMidnight('2026-03-28').toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z'); // clocks go forward at 01:00
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z'); // back at 01:00 UTC
    expect(londonMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('answers a day asked again the same, each time as a Date of its own', () => {
    const first = londonMidnight('2026-03-30');
    first.setTime(0);
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('answers the day of any instant as a formatter asked afresh would, in any order (the last day is kept)', () => {
    const fresh = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Instants around 2026's clock changes and midnights, asked in any order, the same one often twice.
    const near = fc.oneof(
      fc.constantFrom(
        Date.parse('2026-03-28T23:00:00Z'),
        Date.parse('2026-03-29T23:00:00Z'),
        Date.parse('2026-10-24T23:00:00Z'),
        Date.parse('2026-10-26T00:00:00Z'),
      ),
      fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') }),
    );
    const instant = fc.tuple(near, fc.integer({ min: -7_200_000, max: 7_200_000 })).map(([t, d]) => new Date(t + d));
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 30 }), (instants) => {
        for (const at of [...instants, ...instants]) expect(londonDay(at)).toBe(fresh.format(at));
      }),
      { numRuns: 300 },
    );
  });

  it('answers "today" hour by hour through both nights', () => {
    const hours = (start: string, n: number) =>
      Array.from({ length: n }, (_, i) => new Date(Date.parse(start) + i * 3_600_000));
    // Spring: every hour from 22:00 UTC on the 28th; the UK day turns at 00:00 UTC (GMT) that night.
    expect(hours('2026-03-28T22:00:00Z', 4).map((d) => londonDay(d))).toEqual([
      '2026-03-28',
      '2026-03-28',
      '2026-03-29',
      '2026-03-29',
    ]);
    // The next night (BST) it turns at 23:00 UTC, an hour before UTC's day does.
    expect(hours('2026-03-29T22:00:00Z', 3).map((d) => londonDay(d))).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-30',
    ]);
    // Autumn: on the night of 24–25 October (still BST) at 23:00 UTC; the night after at 00:00 UTC.
    expect(hours('2026-10-24T22:00:00Z', 3).map((d) => londonDay(d))).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-25',
    ]);
    expect(hours('2026-10-25T22:00:00Z', 3).map((d) => londonDay(d))).toEqual([
      '2026-10-25',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('makes a due date overdue from the first UK minute of the next day, in summer and in winter', () => {
    // In summer the UK day starts at 23:00 UTC: UTC would call this hour still the due day.
    const summer = new Date('2026-06-01T23:30:00Z');
    expect(isOverdue('2026-06-01', londonDay(summer))).toBe(true);
    expect(isOverdue('2026-06-01', londonDay(new Date('2026-06-01T22:59:00Z')))).toBe(false);
    const winter = new Date('2026-12-01T23:30:00Z');
    expect(isOverdue('2026-12-01', londonDay(winter))).toBe(false);
    expect(isOverdue('2026-12-01', londonDay(new Date('2026-12-02T00:00:00Z')))).toBe(true);
  });

  it('counts an appeal’s days left the same through the change of clocks', () => {
    // 45 days running through the spring change: the count is in days, never hours.
    const deadline = addDays('2026-03-10', 45);
    expect(deadline).toBe('2026-04-24');
    expect(daysLeft(deadline, londonDay(new Date('2026-03-28T23:30:00Z')))).toBe(27);
    expect(daysLeft(deadline, londonDay(new Date('2026-03-29T23:30:00Z')))).toBe(25);
  });

  it('turns a range of days into the instants of its UK midnights, the end exclusive', () => {
    const r = instantsOf({ dateFrom: '2026-03-29', dateTo: '2026-10-25' });
    expect(r.from?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(r.to?.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    const summer = instantsOf({ dateFrom: '2026-06-01', dateTo: '2026-06-01' });
    expect(summer.from?.toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(summer.to?.toISOString()).toBe('2026-06-01T23:00:00.000Z');
  });

  it('places every instant inside the instants of its own UK day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        (at) => {
          const day = londonDay(at);
          const { from, to } = instantsOf({ dateFrom: day, dateTo: day });
          const hours = (to!.getTime() - from!.getTime()) / 3_600_000;
          return from!.getTime() <= at.getTime() && at.getTime() < to!.getTime() && [23, 24, 25].includes(hours);
        },
      ),
    );
  });
});

describe('due dates and windows', () => {
  it('opens an assessment 30 days before its due date and makes it overdue after it', () => {
    expect(notStartedVariantOn('2026-05-31', '2026-04-30')).toBe('not_due');
    expect(notStartedVariantOn('2026-05-31', '2026-05-01')).toBe('ready');
    expect(notStartedVariantOn('2026-05-31', '2026-05-31')).toBe('ready');
    expect(notStartedVariantOn('2026-05-31', '2026-06-01')).toBe('overdue');
    expect(isDueWithin('2026-06-14', '2026-05-31', 14)).toBe(true);
    expect(isDueWithin('2026-06-15', '2026-05-31', 14)).toBe(false);
  });

  it('gives the last 12 months from the day after the same date a year ago', () => {
    expect(lastTwelveMonths('2026-11-28')).toEqual({ dateFrom: '2025-11-29', dateTo: '2026-11-28' });
    expect(lastTwelveMonths('2024-02-29')).toEqual({ dateFrom: '2023-03-01', dateTo: '2024-02-29' });
    expect(lastTwelveMonths('2025-02-28')).toEqual({ dateFrom: '2024-02-29', dateTo: '2025-02-28' });
  });

  it('lists the months a range touches', () => {
    expect(monthsOf({ dateFrom: '2025-11-29', dateTo: '2026-02-03' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf(lastTwelveMonths('2026-11-28'))).toHaveLength(13);
  });
});
