import type { z } from 'zod';
import { type TFieldRule, withFieldRules } from './documented.ts';
import { RULE_MESSAGES as M } from './messages.ts';
import {
  isAnyFilled,
  isDayOfMonth,
  isDifferent,
  isEmptyUnless,
  isFilledWhen,
  isNotAfter,
  isNotBefore,
} from './predicates.ts';

/**
 * Cross-field rules of spec §5 as superRefine steps. Each reports on the field it guards, so a form
 * shows the message beside that field. Use them through `withCrossFieldRules` so they run even when
 * another field is invalid (zod skips object refinements after field errors otherwise).
 */
export type TCrossFieldRule<T> = ((value: T, ctx: z.core.$RefinementCtx<T>) => void) & {
  /** How the OpenAPI document states the rule (validation/documented.ts), when JSON Schema cannot. */
  documented?: TFieldRule;
};
type TField<T> = keyof T & string;

const read = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

const report = (ctx: z.core.$RefinementCtx<unknown>, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message, input: read(ctx.value, field) });

/** after: `field` is on or after `other` (documents.datePeriodModal.dateTooEarly); passes when either is empty. */
export const refineAfter = <T>(field: TField<T>, other: TField<T>, message: string = M.after): TCrossFieldRule<T> =>
  Object.assign(
    (value: T, ctx: z.core.$RefinementCtx<T>) => {
      if (!isNotBefore(read(value, field), read(value, other))) report(ctx, field, message);
    },
    { documented: { rule: 'notBefore', field, other } as const },
  );

/** before: `field` is on or before `other` (documents.datePeriodModal.dateTooLate); passes when either is empty. */
export const refineBefore = <T>(field: TField<T>, other: TField<T>, message: string = M.before): TCrossFieldRule<T> =>
  Object.assign(
    (value: T, ctx: z.core.$RefinementCtx<T>) => {
      if (!isNotAfter(read(value, field), read(value, other))) report(ctx, field, message);
    },
    { documented: { rule: 'notBefore', field: other, other: field } as const },
  );

/** different: `field` differs from `other` (errors.newPasswordMustBeDifferentFromOld). */
export const refineDifferent = <T>(
  field: TField<T>,
  other: TField<T>,
  message: string = M.different,
): TCrossFieldRule<T> =>
  Object.assign(
    (value: T, ctx: z.core.$RefinementCtx<T>) => {
      if (!isDifferent(read(value, field), read(value, other))) report(ctx, field, message);
    },
    { documented: { rule: 'different', field, other } as const },
  );

/** requiredIf: `field` is filled whenever the condition holds (errors.requiredIf). */
export const refineRequiredIf =
  <T>(field: TField<T>, condition: (value: T) => boolean, message: string = M.requiredIf): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isFilledWhen(read(value, field), condition(value))) report(ctx, field, message);
  };

/** requiredUnless: `field` stays empty unless the condition holds (errors.shouldNotBeFilled). */
export const refineRequiredUnless =
  <T>(field: TField<T>, condition: (value: T) => boolean, message: string = M.requiredUnless): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isEmptyUnless(read(value, field), condition(value))) report(ctx, field, message);
  };

/** requiredAtLeastOne: one of the fields is filled, else each reports errors.requiredAtLeastOneField. */
export const refineRequiredAtLeastOne =
  <T>(fields: readonly TField<T>[], message: string = M.requiredAtLeastOne): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (isAnyFilled(fields.map((f) => read(value, f)))) return;
    for (const f of fields) report(ctx, f, message);
  };

/** dayOfMonth: `dayField` is a day the month in `monthField` has (errors.wrongDayOfMonth). */
export const refineDayOfMonth =
  <T>(dayField: TField<T>, monthField: TField<T>, message: string = M.dayOfMonth): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isDayOfMonth(read(value, dayField), read(value, monthField))) report(ctx, dayField, message);
  };

/**
 * A list query's custom period: `to` not before `from` (ISO dates compare as text), else
 * documents.datePeriodModal.dateTooEarly on `to`; either may be left out.
 */
export function withDateOrder<S extends z.ZodType>(schema: S, from: string, to: string): S {
  const refined = schema.refine(
    (q) => {
      const v = q as Record<string, unknown>;
      return !v[from] || !v[to] || String(v[from]) <= String(v[to]);
    },
    { path: [to], error: M.after },
  ) as unknown as S;
  return withFieldRules(refined, [{ rule: 'notBefore', field: to, other: from }]);
}

/**
 * The schema with cross-field rules that run even when some field failed, so a form sees every
 * error at once. The rules read values defensively: an invalid field simply passes them.
 */
export function withCrossFieldRules<S extends z.ZodType>(schema: S, ...rules: TCrossFieldRule<z.output<S>>[]): S {
  const refined = schema.superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      for (const rule of rules) rule(value, ctx);
    },
    { when: () => true },
  ) as S;
  const documented = rules.flatMap((r) => (r.documented ? [r.documented] : []));
  return documented.length > 0 ? withFieldRules(refined, documented) : refined;
}
