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
    const sliceLengths: number[] = [];
    let sliceStart = performance.now();
    setTimeout(() => {
      timerRanAt = turns;
    }, 0);
    for (let i = 0; i < 20; i++) {
      busy(1);
      if (slice.due()) {
        const now = performance.now();
        sliceLengths.push(now - sliceStart);
        sliceStart = now;
        turns++;
        await slice.turn();
      }
    }
    // 20 ms of work in 5 ms slices: a few turns (not one per item), each after a spent budget, and
    // the timer ran inside the loop. (A count bound such as "at most 5" fails when the machine is
    // loaded: a process descheduled for 5 ms spends its budget without working.)
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(turns).toBeLessThan(20);
    for (const ms of sliceLengths) expect(ms).toBeGreaterThanOrEqual(5);
    expect(timerRanAt).toBeGreaterThanOrEqual(1);
  });

  it('is not due before its budget', () => {
    expect(timeSlice(1_000).due()).toBe(false);
  });
});
