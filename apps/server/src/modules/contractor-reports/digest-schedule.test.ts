import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR_UTC, nextDigestAt } from './digest-schedule.ts';

const DAY = 86_400_000;
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('nextDigestAt (property)', () => {
  it('is the first digest instant strictly after now, at 08:00 UTC, on the frequency’s day', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(1, 7, 30), (now, frequency) => {
        const next = nextDigestAt(now, frequency)!;
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds()]).toEqual([DIGEST_HOUR_UTC, 0, 0]);
        const bound = frequency === 1 ? DAY : frequency === 7 ? 7 * DAY : 31 * DAY;
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(bound);
        if (frequency === 7) expect(next.getUTCDay()).toBe(1);
        if (frequency === 30) expect(next.getUTCDate()).toBe(1);
        // nothing earlier would do: the previous candidate is not after now
        const previous = new Date(next.getTime() - (frequency === 1 ? DAY : frequency === 7 ? 7 * DAY : 0));
        if (frequency !== 30) expect(previous.getTime()).toBeLessThanOrEqual(now.getTime());
      }),
    );
  });

  it('sends at once (null) for NONE and for values outside the setting', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer().filter((f) => ![1, 7, 30].includes(f)),
        (now, f) => {
          expect(nextDigestAt(now, f)).toBeNull();
        },
      ),
    );
  });
});
