import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZDatePeriod } from './date-period.ts';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2050-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const maybe = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: undefined });

describe('ZDatePeriod', () => {
  it('passes one or two dates in order, fails none or a reversed pair', () => {
    fc.assert(
      fc.property(maybe(isoDate), maybe(isoDate), (dateFrom, dateTo) => {
        const ok = ZDatePeriod.safeParse({ dateFrom, dateTo }).success;
        const expected = (dateFrom !== undefined || dateTo !== undefined) && !(dateFrom && dateTo && dateFrom > dateTo);
        return ok === expected;
      }),
    );
  });

  it('names the rule broken on each field', () => {
    const messages = (v: unknown) =>
      ZDatePeriod.safeParse(v).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(messages({ dateFrom: '', dateTo: ' ' })).toEqual([
      'dateFrom:errors.requiredAtLeastOneField',
      'dateTo:errors.requiredAtLeastOneField',
    ]);
    expect(messages({ dateFrom: '2024-03-02', dateTo: '2024-03-01' })).toEqual([
      'dateFrom:documents.datePeriodModal.dateTooLate',
      'dateTo:documents.datePeriodModal.dateTooEarly',
    ]);
    expect(messages({ dateFrom: '02.03.2024' })).toEqual(['dateFrom:errors.date']);
  });
});
