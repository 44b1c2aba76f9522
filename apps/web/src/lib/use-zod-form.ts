import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateKey } from './translate-error.ts';

export type FormValues = Record<string, string>;

const identity = (v: unknown): unknown => v;
const KEY_PATTERN = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

/** The first error key per field from a failed parse; zod's own English messages become generic keys. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || out[field]) continue;
    // Optional fields pass when empty, so any issue on an empty field means it is required.
    if ((values[field] ?? '').trim() === '') out[field] = 'errors.required';
    else out[field] = KEY_PATTERN.test(issue.message) ? issue.message : 'errors.invalid';
  }
  return out;
}

function scrollToFirstError() {
  // Spec §5: after a failed submit the form scrolls to the first error after 100 ms.
  window.setTimeout(() => {
    const el = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
  }, 100);
}

/**
 * A small controlled form over a zod schema (the server's own). Every field's error is computed from
 * the whole form, so related fields revalidate together; an error shows once the field was blurred or
 * a submit was attempted. Server field errors override until the field changes.
 */
export function useZodForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = identity,
  /** Cross-field rules the schema only checks once every field is valid (zod skips refinements then). */
  crossCheck?: (values: V) => Record<string, string>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const parsed = useMemo(() => schema.safeParse(toInput(values)), [schema, toInput, values]);
  const clientErrors = useMemo(
    () => ({ ...crossCheck?.(values), ...(parsed.success ? {} : issuesToErrors(parsed.error.issues, values)) }),
    [parsed, values, crossCheck],
  );

  const errorKey = (field: keyof V & string): string | undefined =>
    touched[field] || submitted ? (serverErrors[field] ?? clientErrors[field]) : undefined;
  const error = (field: keyof V & string): string | undefined => {
    const key = errorKey(field);
    return key ? translateKey(t, key) : undefined;
  };

  const setValue = useCallback((field: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((errs) => {
      if (!(field in errs)) return errs;
      const { [field]: _dropped, ...rest } = errs;
      return rest;
    });
  }, []);

  const blur = useCallback((field: keyof V & string) => setTouched((v) => ({ ...v, [field]: true })), []);

  /** Props for a Mantine text input. */
  const textProps = (field: keyof V & string) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => setValue(field, e.currentTarget.value),
    onBlur: () => blur(field),
    error: error(field),
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (parsed.success) onValid(parsed.data);
    else scrollToFirstError();
  };

  const applyServerErrors = (fieldErrors: Record<string, string>) => {
    setServerErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) scrollToFirstError();
  };

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [initial]);

  return { values, setValue, setValues, blur, error, errorKey, textProps, handleSubmit, applyServerErrors, reset };
}
