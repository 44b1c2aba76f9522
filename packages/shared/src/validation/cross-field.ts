import type { z } from 'zod';
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
export type TCrossFieldRule<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;
type TField<T> = keyof T & string;

const read = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

const report = (ctx: z.core.$RefinementCtx<unknown>, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message, input: read(ctx.value, field) });

/** after: `field` is on or after `other` (documents.datePeriodModal.dateTooEarly); passes when either is empty. */
export const refineAfter =
  <T>(field: TField<T>, other: TField<T>, message: string = M.after): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isNotBefore(read(value, field), read(value, other))) report(ctx, field, message);
  };

/** before: `field` is on or before `other` (documents.datePeriodModal.dateTooLate); passes when either is empty. */
export const refineBefore =
  <T>(field: TField<T>, other: TField<T>, message: string = M.before): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isNotAfter(read(value, field), read(value, other))) report(ctx, field, message);
  };

/** different: `field` differs from `other` (errors.newPasswordMustBeDifferentFromOld). */
export const refineDifferent =
  <T>(field: TField<T>, other: TField<T>, message: string = M.different): TCrossFieldRule<T> =>
  (value, ctx) => {
    if (!isDifferent(read(value, field), read(value, other))) report(ctx, field, message);
  };

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
 * The schema with cross-field rules that run even when some field failed, so a form sees every
 * error at once. The rules read values defensively: an invalid field simply passes them.
 */
export function withCrossFieldRules<S extends z.ZodType>(schema: S, ...rules: TCrossFieldRule<z.output<S>>[]): S {
  return schema.superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      for (const rule of rules) rule(value, ctx);
    },
    { when: () => true },
  ) as S;
}
