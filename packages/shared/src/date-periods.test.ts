import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFilterRange, STATISTICS_DATE_FILTER_PERIODS } from './date-periods.ts';

const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY + 1;
const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('dateFilterRange', () => {
  it('gives the fixed examples', () => {
    const now = '2026-03-10';
    expect(dateFilterRange('all', now)).toEqual({});
    expect(dateFilterRange('today', now)).toEqual({ dateFrom: '2026-03-10', dateTo: '2026-03-10' });
    expect(dateFilterRange('yesterday', now)).toEqual({ dateFrom: '2026-03-09', dateTo: '2026-03-09' });
    expect(dateFilterRange('lastWeek', now)).toEqual({ dateFrom: '2026-03-04', dateTo: '2026-03-10' });
    expect(dateFilterRange('lastTwoWeeks', now)).toEqual({ dateFrom: '2026-02-25', dateTo: '2026-03-10' });
    expect(dateFilterRange('thisMonth', now)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-31' });
    expect(dateFilterRange('previousMonth', now)).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
    expect(dateFilterRange('previousMonth', '2024-03-31')).toEqual({ dateFrom: '2024-02-01', dateTo: '2024-02-29' });
    expect(dateFilterRange('previousMonth', '2026-01-15')).toEqual({ dateFrom: '2025-12-01', dateTo: '2025-12-31' });
    expect(dateFilterRange('lastYear', now)).toEqual({ dateFrom: '2025-03-11', dateTo: '2026-03-10' });
    expect(dateFilterRange('customPeriod', now, { dateFrom: '2026-01-01', dateTo: '' })).toEqual({
      dateFrom: '2026-01-01',
    });
  });

  it('reads an instant on its UK calendar day (the one calendar)', () => {
    // 23:30 UTC on 1 June is 00:30 on 2 June in British Summer Time; in winter UTC and UK days agree.
    expect(dateFilterRange('today', new Date('2026-06-01T23:30:00Z'))).toEqual({
      dateFrom: '2026-06-02',
      dateTo: '2026-06-02',
    });
    expect(dateFilterRange('today', new Date('2026-01-10T23:30:00Z'))).toEqual({
      dateFrom: '2026-01-10',
      dateTo: '2026-01-10',
    });
  });

  it('covers the right number of days, ending today or yesterday, for any day', () => {
    fc.assert(
      fc.property(isoDay, (now) => {
        const week = dateFilterRange('lastWeek', now);
        const two = dateFilterRange('lastTwoWeeks', now);
        const year = dateFilterRange('lastYear', now);
        const yesterday = dateFilterRange('yesterday', now);
        return (
          week.dateTo === now &&
          days(week.dateFrom!, now) === 7 &&
          two.dateTo === now &&
          days(two.dateFrom!, now) === 14 &&
          year.dateTo === now &&
          [365, 366].includes(days(year.dateFrom!, now)) &&
          days(yesterday.dateFrom!, now) === 2
        );
      }),
    );
  });

  it('makes the months whole and back to back, this month holding today', () => {
    fc.assert(
      fc.property(isoDay, (now) => {
        const month = dateFilterRange('thisMonth', now);
        const previous = dateFilterRange('previousMonth', now);
        return (
          month.dateFrom === `${now.slice(0, 7)}-01` &&
          month.dateFrom! <= now &&
          now <= month.dateTo! &&
          days(previous.dateTo!, month.dateFrom!) === 2 &&
          previous.dateFrom!.endsWith('-01') &&
          days(month.dateTo!, dateFilterRange('thisMonth', `${month.dateTo}`).dateTo!) === 1
        );
      }),
    );
  });

  it('never answers a reversed range', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom(...STATISTICS_DATE_FILTER_PERIODS), (now, period) => {
        const r = dateFilterRange(period, now);
        return !r.dateFrom || !r.dateTo || r.dateFrom <= r.dateTo;
      }),
    );
  });
});
