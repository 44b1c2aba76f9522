import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNip, isValidUtr, utrCheckDigit } from './nip.ts';

/** Nine digits, preceded by their check digit (computed independently of the implementation). */
const WEIGHTS = [6, 7, 8, 9, 10, 5, 4, 3, 2];
const LOOKUP = [2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const validUtr = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((d) => [LOOKUP[d.reduce((a, x, i) => a + x * WEIGHTS[i]!, 0) % 11], ...d].join(''));

describe('isValidUtr (the nip rule: a UK Unique Taxpayer Reference)', () => {
  it("accepts HMRC's published valid references and rejects its invalid one (hmrc/reference-checker)", () => {
    for (const utr of ['1097172564', '2108834503', '2234567890']) expect(isValidUtr(utr), utr).toBe(true);
    expect(isValidUtr('5550000621')).toBe(false);
  });

  it('checks the first digit, not the last, and no Polish NIP weights', () => {
    expect(utrCheckDigit('234567890')).toBe('2');
    // 5260250274 is a valid Polish NIP (weights 6,5,7,2,3,4,5,6,7); it is not a UTR.
    expect(isValidUtr('5260250274')).toBe(false);
  });

  it('accepts every reference with a correct check digit, spaces and dashes ignored', () => {
    fc.assert(fc.property(validUtr, (utr) => isValidUtr(utr) && isValidUtr(`${utr.slice(0, 5)} ${utr.slice(5)}`)));
  });

  it('rejects any change of the check digit', () => {
    fc.assert(
      fc.property(validUtr, fc.integer({ min: 1, max: 9 }), (utr, delta) => {
        return !isValidUtr(`${(Number(utr[0]) + delta) % 10}${utr.slice(1)}`);
      }),
    );
  });

  it("rejects a single-digit change of the body unless HMRC's table gives both remainders one check digit", () => {
    const remainder = (body: number[]) => body.reduce((a, x, i) => a + x * WEIGHTS[i]!, 0) % 11;
    fc.assert(
      fc.property(validUtr, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (utr, pos, delta) => {
        const digits = utr.split('').map(Number);
        const before = remainder(digits.slice(1));
        digits[pos] = (digits[pos]! + delta) % 10;
        const after = remainder(digits.slice(1));
        // 11 is prime, so the remainder always moves; only 0/9 (check 2) and 1/10 (check 1) share a digit.
        expect(after).not.toBe(before);
        return isValidUtr(digits.join('')) === (LOOKUP[after] === LOOKUP[before]);
      }),
    );
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidUtr('109717256')).toBe(false);
    expect(isValidUtr('10971725640')).toBe(false);
    expect(isValidUtr('109717256a')).toBe(false);
    expect(isValidUtr('')).toBe(false);
  });

  it('is the spec §5 nip rule', () => {
    expect(isValidNip).toBe(isValidUtr);
  });
});
