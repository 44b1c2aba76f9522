import { describe, expect, it } from 'vitest';
import { timeSlice } from './time-slice.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
};

describe('timeSlice', () => {
  it('lets a timer run during a long loop, but only when its budget is spent', async () => {
    const slice = timeSlice(5);
    let timerRanAt = -1;
    let turns = 0;
    setTimeout(() => {
      timerRanAt = turns;
    }, 0);
    for (let i = 0; i < 20; i++) {
      busy(1);
      if (slice.due()) {
        turns++;
        await slice.turn();
      }
    }
    // 20 ms of work in 5 ms slices: a few turns (not 20), and the timer ran inside the loop.
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(turns).toBeLessThanOrEqual(5);
    expect(timerRanAt).toBeGreaterThanOrEqual(1);
  });

  it('is not due before its budget', () => {
    expect(timeSlice(1_000).due()).toBe(false);
  });
});
