import { describe, expect, it } from 'vitest';
import { dateWindow } from './calendar-sql.ts';

const iso = (w: ReturnType<typeof dateWindow>) => w && { from: w.from?.toISOString(), to: w.to?.toISOString() };

describe('dateWindow', () => {
  it('turns presets into UK days and the instants of their midnights, end exclusive', () => {
    // 23:30 UTC on 15 March is still the 15th in the UK (GMT).
    const winter = new Date('2026-03-15T23:30:00Z');
    expect(iso(dateWindow('today', undefined, undefined, winter))).toEqual({
      from: '2026-03-15T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
    expect(iso(dateWindow('lastWeek', undefined, undefined, winter))).toEqual({
      from: '2026-03-09T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
    expect(iso(dateWindow('previousMonth', undefined, undefined, winter))).toEqual({
      from: '2026-02-01T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    });
    // 23:30 UTC on 15 June is the 16th in the UK (BST): its day runs from 23:00 UTC to 23:00 UTC.
    const summer = dateWindow('today', undefined, undefined, new Date('2026-06-15T23:30:00Z'));
    expect(summer?.days).toEqual({ dateFrom: '2026-06-16', dateTo: '2026-06-16' });
    expect(iso(summer)).toEqual({ from: '2026-06-15T23:00:00.000Z', to: '2026-06-16T23:00:00.000Z' });
  });

  it('reads custom dates as whole UK days, either end open, and nothing as no filter', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(iso(dateWindow('customPeriod', '2026-01-01', undefined, now))).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: undefined,
    });
    expect(iso(dateWindow(undefined, undefined, '2026-07-31', now))).toEqual({
      from: undefined,
      to: '2026-07-31T23:00:00.000Z',
    });
    expect(dateWindow('all', '2026-01-01', undefined, now)).toBeNull();
    expect(dateWindow(undefined, undefined, undefined, now)).toBeNull();
  });
});
