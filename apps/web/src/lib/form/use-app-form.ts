import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, get, type Path, type PathValue, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api-error.ts';
import { translateKey } from '../translate-error.ts';
import { isLazySchema, type LazySchema } from './lazy-schema.ts';
import { checkForm, type TFormCheck, type TFormResult, zodFormResolver } from './resolver.ts';
import { scrollToFirstError } from './scroll-to-first-error.ts';

export interface AppFormOptions<S extends z.ZodType, V extends FieldValues> extends Omit<TFormCheck<V, S>, 'schema'> {
  /**
   * The zod schema the server validates the same request with (from @statera/shared), or a
   * `lazySchema` of it (the first page's forms: zod loads after the first paint).
   */
  schema: S | LazySchema<S>;
  defaultValues: V;
}

type TChange = { currentTarget: { value: string } } | string | null;
const readValue = (e: unknown): unknown =>
  typeof e === 'object' && e !== null && 'currentTarget' in e
    ? (e as { currentTarget: { value: unknown } }).currentTarget.value
    : e;

/** The first error key per field of a failed call (ApiError) or of a field → key record. */
function toFieldErrors(source: unknown): Record<string, string> {
  if (source instanceof ApiError) return source.fieldErrors;
  if (typeof source !== 'object' || source === null) return {};
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * Forms of spec §5 on react-hook-form with the server's zod schema (from @statera/shared).
 * - Every change checks the whole form, so the field and every field related to it through the
 *   schema's cross-field rules (refineAfter, refineDifferent, ...) are revalidated together.
 * - A field shows its error once blurred or after a submit attempt.
 * - Valid only if no field has an error, client or server.
 * - A failed submit scrolls to and focuses the first error after 100 ms.
 * - Server field errors (first per field) stay on their field until it changes; messages that are
 *   i18n keys are translated, other server text is shown as sent.
 */
export function useAppForm<S extends z.ZodType, V extends FieldValues>(options: AppFormOptions<S, V>) {
  const { t } = useTranslation();
  const latest = useRef(options);
  latest.current = options;
  const lazy = isLazySchema(options.schema) ? options.schema : null;
  const [, setSchemaLoaded] = useState(false);
  useEffect(() => {
    if (lazy && !lazy.current()) void lazy.load().then(() => setSchemaLoaded(true));
  }, [lazy]);
  const schema = lazy ? lazy.current() : (options.schema as S);
  const [resolver] = useState(() => {
    const check = zodFormResolver<V, S>(() => {
      const current = latest.current.schema;
      return { ...latest.current, schema: isLazySchema(current) ? (current.current() as S) : current };
    });
    if (!lazy) return check;
    // A submit before the schema arrived waits for it.
    return (async (...args: Parameters<typeof check>) => {
      await lazy.load();
      return check(...args);
    }) as typeof check;
  });
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver,
    shouldFocusError: false,
  });
  const { touchedFields, isSubmitted } = form.formState;
  const values = form.watch();
  // Until a lazy schema arrives the form is not valid and shows no error.
  const checked: TFormResult<S> = schema ? checkForm(values, { ...options, schema }) : { ok: false, errors: {} };
  const [serverErrors, setServerErrorState] = useState<Record<string, string>>({});
  const serverErrorsRef = useRef(serverErrors);
  const rootRef = useRef<ParentNode | null>(null);

  const setServerErrors = useCallback((next: Record<string, string>) => {
    serverErrorsRef.current = next;
    setServerErrorState(next);
  }, []);

  const setValue = useCallback(
    <K extends Path<V>>(field: K, value: PathValue<V, K>) => {
      form.setValue(field, value, { shouldDirty: true });
      if (field in serverErrorsRef.current) {
        const { [field]: _changed, ...rest } = serverErrorsRef.current;
        setServerErrors(rest);
      }
    },
    [form, setServerErrors],
  );

  const blur = useCallback(
    (field: Path<V>) => form.setValue(field, form.getValues(field), { shouldTouch: true }),
    [form],
  );

  /** The error key to show: a server error, else the client one once touched or submitted. */
  const errorKey = (field: Path<V>): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    return get(touchedFields, field) || isSubmitted ? checked.errors[field] : undefined;
  };
  const error = (field: Path<V>): string | undefined => {
    const key = errorKey(field);
    return key ? translateKey(t, key) : undefined;
  };

  /** Props for a Mantine input: text inputs pass an event, pickers (Select, DateInput) a value. */
  const textProps = <K extends Path<V>>(field: K) => ({
    name: field,
    value: (get(values, field) ?? '') as PathValue<V, K>,
    onChange: (e: TChange) => setValue(field, (readValue(e) ?? '') as PathValue<V, K>),
    onBlur: () => blur(field),
    error: error(field),
  });
  /** Props for a Mantine PasswordInput, whose eye button shows and hides the password. */
  const passwordProps = (field: Path<V>) => {
    const props = textProps(field);
    return {
      ...props,
      'aria-invalid': props.error ? true : undefined,
      visibilityToggleButtonProps: { 'aria-label': t('auth.login.togglePassword') },
    };
  };

  /** Puts the server's field errors on the form's own fields; answers whether any field took one. */
  const applyServerErrors = (source: unknown): boolean => {
    const known = Object.entries(toFieldErrors(source)).filter(
      ([field]) => get(latest.current.defaultValues, field) !== undefined,
    );
    setServerErrors(Object.fromEntries(known));
    if (known.length > 0) scrollToFirstError(rootRef.current);
    return known.length > 0;
  };

  /** A mutation's onError: the server's field errors go on their fields, any other failure to `other`. */
  const serverErrorsOr =
    (other: (error: unknown) => unknown) =>
    (error: unknown): void => {
      if (!applyServerErrors(error)) other(error);
    };

  const handleSubmit = (onValid: (data: z.output<S>) => unknown) => (event?: FormEvent) => {
    if (event?.currentTarget) rootRef.current = event.currentTarget as unknown as ParentNode;
    const onInvalid = () => scrollToFirstError(rootRef.current);
    void form.handleSubmit(async (data) => {
      // A server error left on an unchanged field keeps the form invalid.
      if (Object.keys(serverErrorsRef.current).length > 0) return onInvalid();
      await onValid(data);
    }, onInvalid)(event);
  };

  const reset = useCallback(() => {
    form.reset(latest.current.defaultValues);
    setServerErrors({});
  }, [form, setServerErrors]);

  const setValues = (next: Partial<V> | ((current: V) => Partial<V>)) => {
    const patch = typeof next === 'function' ? next(form.getValues()) : next;
    for (const [field, value] of Object.entries(patch)) setValue(field as Path<V>, value as PathValue<V, Path<V>>);
  };

  return {
    /** The react-hook-form instance, for what this hook does not wrap. */
    form,
    values,
    isValid: checked.ok && Object.keys(serverErrors).length === 0,
    setValue,
    setValues,
    blur,
    error,
    errorKey,
    textProps,
    passwordProps,
    handleSubmit,
    applyServerErrors,
    serverErrorsOr,
    reset,
  };
}
