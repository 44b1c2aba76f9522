import type { z } from 'zod';
import { useAppForm } from './form/use-app-form.ts';

export { issuesToErrors } from './form/resolver.ts';

export type FormValues = Record<string, string>;

/** The positional form API earlier screens use, kept on top of `useAppForm` (prefer that for new forms). */
export function useZodForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  toInput?: (values: V) => unknown,
  /** Cross-field errors, field → key, checked alongside the schema. */
  crossCheck?: (values: V) => Record<string, string>,
) {
  return useAppForm<S, V>({ schema, defaultValues: initial, toInput, crossCheck });
}
