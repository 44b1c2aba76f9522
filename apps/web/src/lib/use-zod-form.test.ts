import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToErrors } from './use-zod-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'errors.required' }),
  value: z.coerce.number({ error: 'errors.number' }).positive({ error: 'errors.minValue' }),
  email: z.email({ error: 'errors.email' }).optional(),
  id: z.uuid(),
});

const errorsOf = (values: Record<string, string>, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : issuesToErrors(r.error.issues, values);
};

describe('issuesToErrors', () => {
  it('reports an empty field as required whatever the schema says, and keeps the first key per field', () => {
    const values = { name: '', value: '', email: '', id: '' };
    expect(errorsOf(values, { name: '', value: undefined, id: undefined })).toEqual({
      name: 'errors.required',
      value: 'errors.required',
      id: 'errors.required',
    });
  });

  it("uses the schema's key for filled fields, and a generic key for zod's own messages", () => {
    const values = { name: 'x', value: '-3', email: 'nope', id: 'not-a-uuid' };
    expect(errorsOf(values, { name: 'x', value: '-3', email: 'nope', id: 'not-a-uuid' })).toEqual({
      value: 'errors.minValue',
      email: 'errors.email',
      id: 'errors.invalid',
    });
  });
});
