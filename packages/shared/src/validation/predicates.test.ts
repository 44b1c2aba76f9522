import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasMaxLength,
  hasMinLength,
  isAnyFilled,
  isAtLeast,
  isAtMost,
  isCost,
  isDayOfMonth,
  isDifferent,
  isEmptyUnless,
  isFilled,
  isFilledWhen,
  isIntegerValue,
  isNotAfter,
  isNotBefore,
  isNumeric,
  isPercent,
  isValidEmail,
  parseNumber,
} from './predicates.ts';

/** Values spec §5 calls empty: nothing, blank strings, empty arrays. */
const empty = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant([]), fc.stringMatching(/^[ \t\n]*$/));
const whitespace = fc.stringMatching(/^[ \t]{0,3}$/);
/** A decimal written with a dot or a comma, as a form field holds it. */
const decimalText = (digits: number) =>
  fc
    .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 10 ** digits - 1 }), fc.boolean())
    .map(([int, frac, comma]) => `${int}${comma ? ',' : '.'}${String(frac).padStart(digits, '0')}`);

describe('required', () => {
  it('fails every empty value, trimming strings', () => {
    fc.assert(fc.property(empty, (v) => !isFilled(v)));
  });
  it('passes any text with a visible character, zero, false and non-empty arrays', () => {
    fc.assert(
      fc.property(
        whitespace,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        whitespace,
        (a, s, b) => isFilled(a + s + b),
      ),
    );
    fc.assert(fc.property(fc.integer(), (n) => isFilled(n)));
    fc.assert(fc.property(fc.array(fc.anything(), { minLength: 1 }), (a) => isFilled(a)));
    expect(isFilled(0)).toBe(true);
    expect(isFilled(false)).toBe(true);
  });
});

describe('requiredIf and requiredUnless', () => {
  it('requiredIf fails only an empty value while the condition holds', () => {
    fc.assert(fc.property(empty, (v) => !isFilledWhen(v, true) && isFilledWhen(v, false)));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        (v, c) => isFilledWhen(v, c),
      ),
    );
  });
  it('requiredUnless fails only a filled value while the condition does not hold', () => {
    fc.assert(fc.property(empty, fc.boolean(), (v, c) => isEmptyUnless(v, c)));
    fc.assert(fc.property(fc.integer(), (n) => !isEmptyUnless(n, false) && isEmptyUnless(n, true)));
  });
  it('requiredAtLeastOne passes when any one value is filled', () => {
    fc.assert(fc.property(fc.array(empty), (vs) => !isAnyFilled(vs)));
    fc.assert(fc.property(fc.array(empty), fc.array(empty), fc.integer(), (a, b, n) => isAnyFilled([...a, n, ...b])));
  });
});

describe('number and integer', () => {
  it('accept dot and comma decimals, trimmed', () => {
    fc.assert(fc.property(decimalText(3), whitespace, (s, pad) => isNumeric(pad + s + pad)));
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => isNumeric(n)));
  });
  it('reject text with letters', () => {
    fc.assert(fc.property(decimalText(2), fc.stringMatching(/^[a-z]+$/), (s, word) => !isNumeric(s + word)));
  });
  it('integer accepts a zero comma decimal ("1,0") and rejects any other fraction', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => isIntegerValue(`${n},0`) && isIntegerValue(`${n}.00`) && isIntegerValue(n)),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 9 }),
        (n, d) => !isIntegerValue(`${n},${d}`),
      ),
    );
    expect(parseNumber('1,5')).toBe(1.5);
  });
});

describe('percent, minValue and maxValue', () => {
  it('percent passes 0 to 100 only', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (n) => isPercent(n)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => isPercent((n / 100).toFixed(2).replace('.', ','))),
    );
    fc.assert(fc.property(fc.double({ min: 100, max: 1e9, noNaN: true, minExcluded: true }), (n) => !isPercent(n)));
    fc.assert(fc.property(fc.double({ min: -1e9, max: -1e-9, noNaN: true }), (n) => !isPercent(n)));
  });
  it('minValue and maxValue are inclusive bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        return isAtLeast(String(a), b) === a >= b && isAtMost(a, b) === a <= b;
      }),
    );
  });
});

describe('minLength and maxLength', () => {
  it('count trimmed characters and array items', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,30}$/), fc.integer({ min: 1, max: 40 }), whitespace, (s, n, pad) => {
        return hasMinLength(pad + s + pad, n) === s.length >= n && hasMaxLength(pad + s + pad, n) === s.length <= n;
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.nat(20), (a, n) => hasMaxLength(a, n) === a.length <= n),
    );
  });
});

describe('cost', () => {
  it('passes amounts with up to two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => isCost(n) && isCost(String(n))));
    fc.assert(fc.property(decimalText(1), (s) => isCost(s)));
    fc.assert(fc.property(decimalText(2), (s) => isCost(s)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (pence) => isCost(pence / 100)));
  });
  it('fails three or more decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
        (i, f, d) => !isCost(`${i}.${String(f).padStart(2, '0')}${d}`),
      ),
    );
    expect(isCost(12.345)).toBe(false);
  });
});

describe('email', () => {
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,8})?$/),
      fc.array(label, { minLength: 1, maxLength: 3 }),
    )
    .map(([local, labels]) => `${local}@${labels.join('.')}.com`);
  it('passes addresses, also with surrounding spaces', () => {
    fc.assert(fc.property(email, whitespace, (e, pad) => isValidEmail(pad + e + pad)));
  });
  it('fails text without exactly one @ and a domain', () => {
    fc.assert(fc.property(email, (e) => !isValidEmail(e.replace('@', '')) && !isValidEmail(`${e}@x.com`)));
    fc.assert(fc.property(email, (e) => !isValidEmail(e.slice(0, e.lastIndexOf('.')).replace(/\./g, ''))));
  });
});

describe('different', () => {
  it('fails only equal filled values', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (s) => !isDifferent(s, s),
      ),
    );
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        (a, b) => isDifferent(a, b) === (a.trim() === '' || b.trim() === '' || a !== b),
      ),
    );
  });
});

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('after and before', () => {
  it('compare calendar dates, equal dates pass both', () => {
    fc.assert(fc.property(isoDate, isoDate, (a, b) => isNotBefore(a, b) === a >= b && isNotAfter(a, b) === a <= b));
    fc.assert(fc.property(isoDate, (a) => isNotBefore(a, a) && isNotAfter(a, a)));
  });
  it('pass whenever the other date is empty', () => {
    fc.assert(fc.property(isoDate, empty, (a, e) => isNotBefore(a, e) && isNotAfter(a, e) && isNotBefore(e, a)));
  });
});

describe('dayOfMonth', () => {
  it('passes exactly the days a generated date can have in its month (February has 28)', () => {
    const date = fc.date({
      min: new Date('2001-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, (d) => {
        const month = d.getUTCMonth() + 1;
        const day = d.getUTCDate();
        return day === 29 && month === 2 ? !isDayOfMonth(day, month) : isDayOfMonth(day, month);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -5, max: 40 }), (month, day) => {
        const length = month === 2 ? 28 : [4, 6, 9, 11].includes(month) ? 30 : 31;
        return isDayOfMonth(String(day), String(month)) === (day >= 1 && day <= length);
      }),
    );
  });
});

describe('empty values', () => {
  it('pass every rule except required and requiredIf', () => {
    fc.assert(
      fc.property(empty, fc.integer(), (v, n) =>
        [
          isEmptyUnless(v, false),
          isNumeric(v),
          isIntegerValue(v),
          isPercent(v),
          isAtLeast(v, n),
          isAtMost(v, n),
          hasMinLength(v, 5),
          hasMaxLength(v, 0),
          isCost(v),
          isValidEmail(v),
          isDifferent(v, v),
          isNotBefore(v, '2020-01-01'),
          isNotAfter(v, '2020-01-01'),
          isDayOfMonth(v, 2),
        ].every(Boolean),
      ),
    );
  });
});
