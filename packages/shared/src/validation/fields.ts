import { z } from 'zod';
import { RULE_MESSAGES as M } from './messages.ts';
import { isValidNip } from './nip.ts';
import {
  isAtLeast,
  isAtMost,
  isCost,
  isEmpty,
  isIntegerValue,
  isIsoDate,
  isNumeric,
  isPercent,
  isValidEmail,
  parseNumber,
} from './predicates.ts';
import { isValidUrl } from './url.ts';

/**
 * zod field builders over the spec §5 rules, for the server's route schemas and the web's forms alike.
 * Text fields come out trimmed; numeric fields take a number or a string (comma decimals too) and
 * come out as a number. A field that is not required lets an empty value through.
 */

/** A wrong JSON type reads as "required" when missing, else as an invalid value. */
const typeError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? M.required : undefined;

/** No NUL character (U+0000): PostgreSQL cannot store one in text (errors.invalid). */
const hasNoNul = (v: string) => !v.includes('\u0000');

export interface TTextOptions {
  min?: number;
  max?: number;
}

/**
 * A required string (errors.required: blank counts as empty) with optional length bounds
 * (errors.minLength/maxLength). It comes out trimmed unless `trim: false` (passwords keep their spaces).
 */
export function zRequiredString({ min, max, trim = true }: TTextOptions & { trim?: boolean } = {}) {
  const base = z.string({ error: typeError }).refine(hasNoNul, { error: M.invalid });
  let s = trim ? base.trim().min(1, { error: M.required }) : base.refine((v) => v.trim() !== '', { error: M.required });
  if (min !== undefined) s = s.min(min, { error: M.minLength });
  if (max !== undefined) s = s.max(max, { error: M.maxLength });
  return s;
}

/** A trimmed string that may be empty or absent, with optional length bounds. */
export function zOptionalString({ min, max }: TTextOptions = {}) {
  let s = z.string().trim().refine(hasNoNul, { error: M.invalid });
  if (min !== undefined) s = s.refine((v) => v === '' || v.length >= min, { error: M.minLength });
  if (max !== undefined) s = s.max(max, { error: M.maxLength });
  return s.optional();
}

type TRuleOptions<R extends boolean> = TTextOptions & { required?: R };
type TTextField<R extends boolean> = R extends true ? z.ZodString : z.ZodOptional<z.ZodString>;

function zTextRule<R extends boolean>(test: (v: string) => boolean, message: string, opts: TRuleOptions<R>) {
  const base = opts.required
    ? zRequiredString(opts)
    : z.string({ error: typeError }).trim().refine(hasNoNul, { error: M.invalid });
  const bounded = !opts.required && opts.max !== undefined ? base.max(opts.max, { error: M.maxLength }) : base;
  const checked = bounded.refine(test, { error: message });
  return (opts.required ? checked : checked.optional()) as TTextField<R>;
}

/** url (errors.incorrectUrl): http(s), ftp or "//" links to public hosts. */
export const zUrl = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => zTextRule(isValidUrl, M.url, opts);

/** nip (errors.nip): the 10-digit company tax number with its checksum. */
export const zNip = <R extends boolean = false>(opts: TRuleOptions<R> = {}) =>
  zTextRule((v) => v === '' || isValidNip(v), M.nip, opts);

/** A YYYY-MM-DD calendar date (errors.date). */
export const zDate = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => zTextRule(isIsoDate, M.date, opts);

/** email (errors.email): trimmed and lower-cased; empty passes unless required. */
export const zEmailAddress = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => {
  const base = zTextRule(isValidEmail, M.email, opts);
  return base.transform((v) => v?.toLowerCase() as R extends true ? string : string | undefined);
};

export interface TNumberOptions<R extends boolean> {
  required?: R;
  /** Also a whole number (errors.integer). */
  integer?: boolean;
  /** minValue, inclusive (errors.minValue). */
  min?: number;
  /** Exclusive lower bound, e.g. 0 for "more than zero" (errors.minValue). */
  above?: number;
  /** maxValue, inclusive (errors.maxValue). */
  max?: number;
}
type TNumberOut<R extends boolean> = R extends true ? number : number | undefined;

function zNumeric<R extends boolean>(test: (v: unknown) => boolean, message: string, opts: TNumberOptions<R>) {
  return z
    .union([z.string(), z.number()], { error: M.number })
    .nullish()
    .superRefine((v, ctx) => {
      const fail = (m: string) => ctx.addIssue({ code: 'custom', message: m, input: v });
      if (isEmpty(v)) {
        if (opts.required) fail(M.required);
        return;
      }
      if (!isNumeric(v)) return fail(M.number);
      if (!test(v)) return fail(message);
      if (opts.integer && !isIntegerValue(v)) return fail(M.integer);
      const n = parseNumber(v) as number;
      if (opts.min !== undefined && !isAtLeast(n, opts.min)) return fail(M.minValue);
      if (opts.above !== undefined && !(n > opts.above)) return fail(M.minValue);
      if (opts.max !== undefined && !isAtMost(n, opts.max)) return fail(M.maxValue);
    })
    .transform((v) => (isEmpty(v) ? undefined : parseNumber(v)) as TNumberOut<R>);
}

/** number (errors.number): a dot or comma decimal. */
export const zNumber = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric(() => true, M.number, opts);

/** integer (errors.integer): a whole number; "1,0" counts as 1. */
export const zInteger = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric(isIntegerValue, M.integer, opts);

/** percent (errors.percent): 0 to 100. */
export const zPercent = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric(isPercent, M.percent, opts);

/** cost (errors.cost): an amount with at most two decimals. */
export const zMoney = <R extends boolean = false>(opts: TNumberOptions<R> = {}) => zNumeric(isCost, M.cost, opts);
