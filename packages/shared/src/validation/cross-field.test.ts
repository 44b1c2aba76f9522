import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  refineAfter,
  refineBefore,
  refineDayOfMonth,
  refineDifferent,
  refineRequiredAtLeastOne,
  refineRequiredIf,
  refineRequiredUnless,
  withCrossFieldRules,
} from './cross-field.ts';
import { zDate, zInteger, zOptionalString } from './fields.ts';

const errorsOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2050-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('cross-field rules', () => {
  const period = withCrossFieldRules(
    z.object({ start: zDate(), end: zDate(), name: zOptionalString({ max: 3 }) }),
    refineAfter('end', 'start'),
    refineBefore('start', 'end'),
  );

  it('after and before report on their own field and pass when a date is missing', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const errors = errorsOf(period, { start: a, end: b });
        return a <= b
          ? errors.length === 0
          : errors.includes('end:documents.datePeriodModal.dateTooEarly') &&
              errors.includes('start:documents.datePeriodModal.dateTooLate');
      }),
    );
    fc.assert(fc.property(isoDate, (a) => errorsOf(period, { start: a }).length === 0));
  });

  it('still run when another field is invalid, so every error shows at once', () => {
    expect(errorsOf(period, { start: '2024-02-02', end: '2024-02-01', name: 'toolong' })).toEqual([
      'name:errors.maxLength',
      'end:documents.datePeriodModal.dateTooEarly',
      'start:documents.datePeriodModal.dateTooLate',
    ]);
  });

  it('different fails equal values only', () => {
    const schema = withCrossFieldRules(
      z.object({ oldPassword: z.string(), password: z.string() }),
      refineDifferent('password', 'oldPassword'),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string(),
        (a, b) => {
          const same = errorsOf(schema, { oldPassword: a, password: a });
          const other = errorsOf(schema, { oldPassword: a, password: b });
          return same[0] === 'password:errors.newPasswordMustBeDifferentFromOld' && (a === b || other.length === 0);
        },
      ),
    );
  });

  it('requiredIf and requiredUnless follow their condition', () => {
    const schema = withCrossFieldRules(
      z.object({
        type: z.string(),
        companyName: zOptionalString(),
        appealEmail: zOptionalString(),
        appeal: z.boolean(),
      }),
      refineRequiredUnless('companyName', (v) => v.type !== 'sole_trader'),
      refineRequiredIf('appealEmail', (v) => v.appeal),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('company', 'sole_trader'),
        fc.string(),
        fc.boolean(),
        fc.string(),
        (type, name, appeal, email) => {
          const errors = errorsOf(schema, { type, companyName: name, appeal, appealEmail: email });
          const nameError = errors.includes('companyName:errors.shouldNotBeFilled');
          const emailError = errors.includes('appealEmail:errors.requiredIf');
          return (
            nameError === (type === 'sole_trader' && name.trim() !== '') &&
            emailError === (appeal && email.trim() === '')
          );
        },
      ),
    );
  });

  it('requiredAtLeastOne reports on every field when all are empty', () => {
    const schema = withCrossFieldRules(
      z.object({ a: zOptionalString(), b: zOptionalString() }),
      refineRequiredAtLeastOne(['a', 'b']),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const errors = errorsOf(schema, { a, b });
        return a.trim() || b.trim()
          ? errors.length === 0
          : errors.join() === 'a:errors.requiredAtLeastOneField,b:errors.requiredAtLeastOneField';
      }),
    );
  });

  it('dayOfMonth checks the day against the month field', () => {
    const schema = withCrossFieldRules(
      z.object({ day: zInteger(), month: zInteger() }),
      refineDayOfMonth('day', 'month'),
    );
    expect(errorsOf(schema, { day: '31', month: '4' })).toEqual(['day:errors.wrongDayOfMonth']);
    expect(errorsOf(schema, { day: '29', month: '2' })).toEqual(['day:errors.wrongDayOfMonth']);
    expect(errorsOf(schema, { day: '31', month: '' })).toEqual([]);
    expect(errorsOf(schema, { day: '30', month: 9 })).toEqual([]);
  });

  it('ignore a value that is not an object', () => {
    expect(errorsOf(period, undefined)).toHaveLength(1);
  });
});
