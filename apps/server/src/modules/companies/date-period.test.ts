import { describe, expect, it } from 'vitest';
import { dateRange } from './date-period.ts';

const now = new Date('2026-03-15T23:30:00Z');
const iso = (r: ReturnType<typeof dateRange>) => r && { from: r.from?.toISOString(), to: r.to?.toISOString() };

describe('dateRange', () => {
  it('turns presets into UTC day ranges, end exclusive', () => {
    expect(iso(dateRange('today', undefined, undefined, now))).toEqual({
      from: '2026-03-15T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
    expect(iso(dateRange('lastWeek', undefined, undefined, now))).toEqual({
      from: '2026-03-09T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
    expect(iso(dateRange('previousMonth', undefined, undefined, now))).toEqual({
      from: '2026-02-01T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    });
  });

  it('reads custom dates as whole days, either end open, and nothing as no filter', () => {
    expect(iso(dateRange('customPeriod', '2026-01-01', undefined, now))).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: undefined,
    });
    expect(iso(dateRange(undefined, undefined, '2026-01-31', now))).toEqual({
      from: undefined,
      to: '2026-02-01T00:00:00.000Z',
    });
    expect(dateRange('all', '2026-01-01', undefined, now)).toBeNull();
    expect(dateRange(undefined, undefined, undefined, now)).toBeNull();
  });
});
