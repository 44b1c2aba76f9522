import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNip } from './nip.ts';

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Nine digits whose weighted checksum is not 10, completed with their check digit. */
const validNip = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((d) => [d, d.reduce((a, x, i) => a + x * WEIGHTS[i]!, 0) % 11] as const)
  .filter(([, check]) => check !== 10)
  .map(([d, check]) => [...d, check].join(''));

describe('isValidNip', () => {
  it('accepts every number with a correct check digit', () => {
    fc.assert(fc.property(validNip, (nip) => isValidNip(nip)));
  });

  it('rejects any single-digit change', () => {
    fc.assert(
      fc.property(validNip, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (nip, pos, delta) => {
        const digits = nip.split('').map(Number);
        digits[pos] = (digits[pos]! + delta) % 10;
        return !isValidNip(digits.join(''));
      }),
    );
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidNip('123456789')).toBe(false);
    expect(isValidNip('12345678901')).toBe(false);
    expect(isValidNip('12345678a0')).toBe(false);
  });
});
