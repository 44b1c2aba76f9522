import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isValidPassword } from './password.ts';

const lower = fc.stringMatching(/^[a-z]{9,20}$/);
const capital = fc.stringMatching(/^[A-Z]$/);
const digit = fc.stringMatching(/^\d$/);
const special = fc.constantFrom('!', '@', '#', '$', '%', '&', '*', '-', '_', '.', ' ');

describe('password', () => {
  it('passes 12+ characters with a capital, a digit and a special character in any order', () => {
    fc.assert(
      fc.property(lower, capital, digit, special, fc.nat(3), (l, c, d, s, cut) => {
        const parts = [l, c, d, s];
        const rotated = [...parts.slice(cut), ...parts.slice(0, cut)];
        return isValidPassword(rotated.join(''));
      }),
    );
  });

  it('fails without a capital, a digit or a special character, or under 12 characters', () => {
    fc.assert(
      fc.property(lower, capital, digit, special, (l, c, d, s) => {
        return (
          !isValidPassword(l + d + s) &&
          !isValidPassword(l + c + s) &&
          !isValidPassword(l + c + d) &&
          !isValidPassword((c + d + s + l).slice(0, 11))
        );
      }),
    );
  });
});
