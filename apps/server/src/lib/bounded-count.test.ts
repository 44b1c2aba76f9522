import { LIMITS } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { partsTotal } from './bounded-count.ts';

const cap = LIMITS.listCountCap;

describe('partsTotal', () => {
  it('adds exact and bounded counts under the cap exactly', () => {
    expect(partsTotal([50_000, 3, 0], [false, true, true])).toEqual({ total: 50_003, capped: false });
  });

  it('takes a bounded count past the cap as the cap, and says so', () => {
    expect(partsTotal([cap + 1, 5], [true, true])).toEqual({ total: cap + 5, capped: true });
  });

  it('never caps an exact count (from counters), however large', () => {
    expect(partsTotal([cap * 3], [false])).toEqual({ total: cap * 3, capped: false });
  });
});
