import { z } from 'zod';
import { documented, type TJsonSchemaNote } from './documented.ts';
import { RULE_MESSAGES as M } from './messages.ts';
import { isValidNip } from './nip.ts';
import {
  EMAIL_PATTERN,
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

/**
 * A trimmed text field checked by a predicate. `docs` says in JSON Schema what the predicate
 * accepts (validation/documented.ts); an optional field also takes a blank value.
 */
function zTextRule<R extends boolean>(
  test: (v: string) => boolean,
  message: string,
  opts: TRuleOptions<R>,
  docs?: { pattern: string; format?: string; description?: string },
) {
  const base = opts.required
    ? zRequiredString(opts)
    : z.string({ error: typeError }).trim().refine(hasNoNul, { error: M.invalid });
  const bounded = !opts.required && opts.max !== undefined ? base.max(opts.max, { error: M.maxLength }) : base;
  const refined = bounded.refine(test, { error: message });
  const rule = docs ? { type: 'string', ...docs } : undefined;
  const checked = !rule
    ? refined
    : documented(refined, opts.required ? rule : { anyOf: [{ type: 'string', pattern: '^\\s*$' }, rule] });
  return (opts.required ? checked : checked.optional()) as TTextField<R>;
}

/** url (errors.incorrectUrl): http(s), ftp or "//" links to public hosts. */
export const zUrl = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => zTextRule(isValidUrl, M.url, opts);

/** nip (errors.nip): the 10-digit company tax number with its checksum. */
export const zNip = <R extends boolean = false>(opts: TRuleOptions<R> = {}) =>
  zTextRule((v) => v === '' || isValidNip(v), M.nip, opts, {
    pattern: '^[\\s-]*(?:[0-9][\\s-]*){10}$',
    format: 'utr',
    description:
      'A UK Unique Taxpayer Reference (format `utr`): 10 digits, spaces and dashes ignored, the first being HMRC\'s modulus 11 check digit of the other nine (weights 6, 7, 8, 9, 10, 5, 4, 3, 2; remainder → "21987654321").',
  });

/** A YYYY-MM-DD calendar date (errors.date). */
export const zDate = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => zTextRule(isIsoDate, M.date, opts);

/** email (errors.email): trimmed and lower-cased; empty passes unless required. */
export const zEmailAddress = <R extends boolean = false>(opts: TRuleOptions<R> = {}) => {
  const base = zTextRule(isValidEmail, M.email, opts, { pattern: EMAIL_PATTERN.source, format: 'email' });
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

type TNumericKind = 'number' | 'integer' | 'percent' | 'cost';

/**
 * The document's view of a numeric field: a JSON number with its bounds (the text forms the server
 * also reads — "1250,50" — are a convenience for forms, said in the description), and, when the
 * field is required, required (not nullable).
 */
function numberDocs(kind: TNumericKind, opts: TNumberOptions<boolean>): TJsonSchemaNote {
  const type = kind === 'integer' || opts.integer ? 'integer' : 'number';
  const json: TJsonSchemaNote = { type: opts.required ? type : [type, 'null'] };
  const min = kind === 'percent' ? Math.max(0, opts.min ?? 0) : opts.min;
  const max = kind === 'percent' ? Math.min(100, opts.max ?? 100) : opts.max;
  if (min !== undefined) json.minimum = min;
  if (opts.above !== undefined) json.exclusiveMinimum = opts.above;
  if (max !== undefined) json.maximum = max;
  if (kind === 'cost') json.multipleOf = 0.01;
  json.description = 'Also read from text with a dot or a comma decimal ("1250,50").';
  // The union's own anyOf [string, number] would contradict `type` (undefined keys leave the JSON).
  json.anyOf = undefined;
  return json;
}

function zNumeric<R extends boolean>(
  kind: TNumericKind,
  test: (v: unknown) => boolean,
  message: string,
  opts: TNumberOptions<R>,
) {
  // A required field is required in the document too: no `nullish()`; missing or null is errors.required.
  const union = z.union([z.string(), z.number()], {
    error: (iss) => (iss.input === undefined || iss.input === null ? M.required : M.number),
  });
  const schema = (opts.required ? union : union.nullish())
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
  return documented(schema, numberDocs(kind, opts));
}

/** number (errors.number): a dot or comma decimal. */
export const zNumber = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric('number', () => true, M.number, opts);

/** integer (errors.integer): a whole number; "1,0" counts as 1. */
export const zInteger = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric('integer', isIntegerValue, M.integer, opts);

/** percent (errors.percent): 0 to 100. */
export const zPercent = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric('percent', isPercent, M.percent, opts);

/** cost (errors.cost): an amount with at most two decimals. */
export const zMoney = <R extends boolean = false>(opts: TNumberOptions<R> = {}) =>
  zNumeric('cost', isCost, M.cost, opts);
