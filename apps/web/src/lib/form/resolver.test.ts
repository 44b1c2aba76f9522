import { ZDatePeriod, zMoney, zRequiredString } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, issuesToErrors, zodFormResolver } from './resolver.ts';

const schema = z.object({
  name: zRequiredString({ max: 5 }),
  value: zMoney({ required: true }),
  id: z.uuid(),
  tags: z.array(z.object({ label: zRequiredString() })),
});

const errorsOf = (values: Record<string, unknown>) => {
  const r = schema.safeParse(values);
  return r.success ? {} : issuesToErrors(r.error.issues, values);
};

describe('issuesToErrors', () => {
  it("keeps the rules' keys, first per field, nested fields by dotted path", () => {
    expect(errorsOf({ name: '', value: '1.234', id: crypto.randomUUID(), tags: [{ label: ' ' }] })).toEqual({
      name: 'errors.required',
      value: 'errors.cost',
      'tags.0.label': 'errors.required',
    });
  });

  it("turns zod's own English messages into errors.required when empty, else errors.invalid", () => {
    expect(errorsOf({ name: 'ok', value: '1', id: undefined, tags: [] })).toEqual({ id: 'errors.required' });
    expect(errorsOf({ name: 'ok', value: '1', id: 'not-a-uuid', tags: [] })).toEqual({ id: 'errors.invalid' });
  });

  it('keeps a rule key on an empty field (at least one of two dates)', () => {
    const r = checkForm({ dateFrom: '', dateTo: '' }, { schema: ZDatePeriod });
    expect(r.errors).toEqual({
      dateFrom: 'errors.requiredAtLeastOneField',
      dateTo: 'errors.requiredAtLeastOneField',
    });
  });
});

describe('zodFormResolver', () => {
  const resolver = zodFormResolver<{ name: string; value: string }, z.ZodType>({
    schema: z.object({ name: zRequiredString(), value: zMoney({ required: true }) }),
    crossCheck: (v): Record<string, string> => (v.name === 'taken' ? { name: 'errors.nameMustBeUnique' } : {}),
  });
  const run = (values: { name: string; value: string }) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('hands the parsed output to the submit handler', async () => {
    expect(await run({ name: ' Ann ', value: '12,5' })).toEqual({ values: { name: 'Ann', value: 12.5 }, errors: {} });
  });

  it('reports schema errors over cross-check errors', async () => {
    expect((await run({ name: 'taken', value: 'x' })).errors).toEqual({
      name: { type: 'validate', message: 'errors.nameMustBeUnique' },
      value: { type: 'validate', message: 'errors.number' },
    });
  });
});
