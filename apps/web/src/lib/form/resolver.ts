import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** A message that is one of our i18n keys (errors.required), not zod's own English text. */
export const TRANSLATION_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The first error key per field (dotted path) of a failed parse. The rules of @statera/shared
 * answer with keys; zod's own English messages (a missing uuid, a wrong type) become
 * errors.required on an empty field and errors.invalid otherwise.
 */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!field || out[field]) continue;
    if (TRANSLATION_KEY.test(issue.message)) out[field] = issue.message;
    else out[field] = isBlank(get(values, field)) ? 'errors.required' : 'errors.invalid';
  }
  return out;
}

export interface TFormCheck<V, S extends z.ZodType> {
  schema: S;
  /** Form values → the schema's input, e.g. '' → undefined for optional ids. */
  toInput?: (values: V) => unknown;
  /** Extra cross-field errors, field → key; the schema's own errors win. */
  crossCheck?: (values: V) => Record<string, string>;
}

export type TFormResult<S extends z.ZodType> =
  | { ok: true; data: z.output<S>; errors: Record<string, never> }
  | { ok: false; errors: Record<string, string> };

/** The whole form checked at once, so a field's error always reflects every field it relates to. */
export function checkForm<V, S extends z.ZodType>(values: V, { schema, toInput, crossCheck }: TFormCheck<V, S>) {
  const parsed = schema.safeParse(toInput ? toInput(values) : values);
  const errors = { ...crossCheck?.(values), ...(parsed.success ? {} : issuesToErrors(parsed.error.issues, values)) };
  if (parsed.success && Object.keys(errors).length === 0)
    return { ok: true, data: parsed.data, errors: {} } as TFormResult<S>;
  return { ok: false, errors } as TFormResult<S>;
}

/** A react-hook-form resolver running the same zod parse as the server, after `toInput`. */
export function zodFormResolver<V extends FieldValues, S extends z.ZodType>(
  check: TFormCheck<V, S> | (() => TFormCheck<V, S>),
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const result = checkForm(values, typeof check === 'function' ? check() : check);
    if (result.ok) return { values: result.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(result.errors)) set(errors, field, { type: 'validate', message });
    return { values: {}, errors };
  };
}
