import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  zDate,
  zEmailAddress,
  zInteger,
  zMoney,
  zNip,
  zNumber,
  zOptionalString,
  zPercent,
  zRequiredString,
  zUrl,
} from './fields.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const blank = fc.stringMatching(/^[ \t]*$/);

describe('zod field builders', () => {
  it('zRequiredString trims and answers errors.required for blanks and missing values', () => {
    fc.assert(fc.property(blank, (s) => firstMessage(zRequiredString(), s) === 'errors.required'));
    expect(firstMessage(zRequiredString(), undefined)).toBe('errors.required');
    fc.assert(
      fc.property(blank, fc.stringMatching(/^[a-z]{1,10}$/), (pad, s) => zRequiredString().parse(pad + s + pad) === s),
    );
  });

  it('refuses a NUL character in any text field (errors.invalid), which PostgreSQL cannot store', () => {
    for (const schema of [
      zRequiredString(),
      zRequiredString({ trim: false }),
      zOptionalString(),
      zEmailAddress(),
      zEmailAddress({ required: true }),
    ]) {
      expect(firstMessage(schema, 'a\u0000b@example.com')).toBe('errors.invalid');
    }
    expect(zRequiredString().parse('plain text')).toBe('plain text');
  });

  it('keeps surrounding spaces with trim: false, still failing a blank value', () => {
    expect(zRequiredString({ trim: false }).parse(' pass word ')).toBe(' pass word ');
    expect(firstMessage(zRequiredString({ trim: false }), '   ')).toBe('errors.required');
  });

  it('length bounds answer minLength and maxLength on the trimmed text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,20}$/), fc.integer({ min: 1, max: 20 }), (s, n) => {
        const tooLong = firstMessage(zRequiredString({ max: n }), ` ${s} `) === 'errors.maxLength';
        const tooShort = firstMessage(zOptionalString({ min: n }), s) === 'errors.minLength';
        return tooLong === s.length > n && tooShort === s.length < n;
      }),
    );
  });

  it('optional rule fields let blanks and missing values through, required ones do not', () => {
    for (const make of [zUrl, zNip, zDate, zEmailAddress]) {
      fc.assert(fc.property(blank, (s) => make().safeParse(s).success));
      expect(make().safeParse(undefined).success).toBe(true);
      expect(firstMessage(make({ required: true }), '')).toBe('errors.required');
    }
    for (const make of [zNumber, zInteger, zPercent, zMoney]) {
      fc.assert(fc.property(fc.constantFrom('', ' ', null, undefined), (v) => make().parse(v) === undefined));
      expect(firstMessage(make({ required: true }), '')).toBe('errors.required');
    }
  });

  it('each field answers its rule key', () => {
    expect(firstMessage(zUrl(), 'http://192.168.1.1')).toBe('errors.incorrectUrl');
    expect(firstMessage(zNip(), '1234567890')).toBe('errors.nip');
    expect(firstMessage(zDate(), '2023-02-29')).toBe('errors.date');
    expect(firstMessage(zEmailAddress(), 'a@b')).toBe('errors.email');
    expect(firstMessage(zNumber(), '1.2.3')).toBe('errors.number');
    expect(firstMessage(zInteger(), '1,5')).toBe('errors.integer');
    expect(firstMessage(zPercent(), '101')).toBe('errors.percent');
    expect(firstMessage(zPercent({ integer: true }), '5,5')).toBe('errors.integer');
    expect(firstMessage(zMoney(), '1.999')).toBe('errors.cost');
    expect(firstMessage(zMoney({ above: 0 }), '0')).toBe('errors.minValue');
    expect(firstMessage(zNumber({ min: 1 }), 0)).toBe('errors.minValue');
    expect(firstMessage(zNumber({ max: 1 }), '1,5')).toBe('errors.maxValue');
  });

  it('numeric fields parse comma decimals to numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 99 }), (i, f) => {
        const text = `${i},${String(f).padStart(2, '0')}`;
        return zMoney().parse(text) === Number(text.replace(',', '.')) && zInteger().parse(`${i},0`) === i;
      }),
    );
  });

  it('email fields come out trimmed and lower-cased', () => {
    expect(zEmailAddress({ required: true }).parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
