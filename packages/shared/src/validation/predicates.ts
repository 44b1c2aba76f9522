import { z } from 'zod';

/**
 * Plain predicates of spec §5. Each answers "does the value pass?"; every rule but required and
 * requiredIf lets an empty value pass, so a rule never doubles as a required check.
 */

/** Empty for spec §5 "required": strings are trimmed, arrays must hold something, zero and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** required (errors.required). */
export const isFilled = (value: unknown): boolean => !isEmpty(value);

/** requiredIf: filled whenever the condition holds. */
export const isFilledWhen = (value: unknown, condition: boolean): boolean => !condition || isFilled(value);

/** requiredUnless (errors.shouldNotBeFilled): the field must stay empty unless the condition holds. */
export const isEmptyUnless = (value: unknown, condition: boolean): boolean => condition || isEmpty(value);

/** requiredAtLeastOne (errors.requiredAtLeastOneField): one of the values is filled. */
export const isAnyFilled = (values: readonly unknown[]): boolean => values.some(isFilled);

const NUMBER_PATTERN = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A number from a number or a string with a dot or a comma decimal ("1,5"); undefined if it is none. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMBER_PATTERN.test(text)) return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** number (errors.number). */
export const isNumeric = (value: unknown): boolean => isEmpty(value) || parseNumber(value) !== undefined;

/** integer (errors.integer): a whole number, also written with a zero comma decimal ("1,0"). */
export function isIntegerValue(value: unknown): boolean {
  if (isEmpty(value)) return true;
  const n = parseNumber(value);
  return n !== undefined && Number.isInteger(n);
}

/** percent (errors.percent): a number from 0 to 100. */
export function isPercent(value: unknown): boolean {
  if (isEmpty(value)) return true;
  const n = parseNumber(value);
  return n !== undefined && n >= 0 && n <= 100;
}

/** minValue (errors.minValue): a number not below min. */
export function isAtLeast(value: unknown, min: number): boolean {
  if (isEmpty(value)) return true;
  const n = parseNumber(value);
  return n !== undefined && n >= min;
}

/** maxValue (errors.maxValue): a number not above max. */
export function isAtMost(value: unknown, max: number): boolean {
  if (isEmpty(value)) return true;
  const n = parseNumber(value);
  return n !== undefined && n <= max;
}

const lengthOf = (value: unknown): number =>
  typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : String(value).length;

/** minLength (errors.minLength): a trimmed string or an array at least min long. */
export const hasMinLength = (value: unknown, min: number): boolean => isEmpty(value) || lengthOf(value) >= min;

/** maxLength (errors.maxLength): a trimmed string or an array at most max long. */
export const hasMaxLength = (value: unknown, max: number): boolean => isEmpty(value) || lengthOf(value) <= max;

const COST_PATTERN = /^[+-]?\d+(?:[.,]\d{1,2})?$/;

/** cost (errors.cost): a number with at most two decimals ("12", "12.5", "12,50"). */
export function isCost(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value === 'number') return Number.isFinite(value) && COST_PATTERN.test(String(value));
  return typeof value === 'string' && COST_PATTERN.test(value.trim());
}

/** email (errors.email): trimmed, then zod's practical email pattern. */
/**
 * An email address: zod's practical pattern within RFC 5321's limits — a local part of at most 64
 * characters and at most 254 in all (what a mail server accepts in a path). The OpenAPI document
 * shows this pattern, so both say the same.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)(?=[\\s\\S]{1,254}$)${z.regexes.email.source.replace(/^\^/, '')}`,
);

export const isValidEmail = (value: unknown): boolean =>
  isEmpty(value) || (typeof value === 'string' && EMAIL_PATTERN.test(value.trim()));

/** different (errors.newPasswordMustBeDifferentFromOld): not equal to the other value. */
export const isDifferent = (value: unknown, other: unknown): boolean =>
  isEmpty(value) || isEmpty(other) || value !== other;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD string for a real calendar date (also the date part of an ISO date-time), else undefined. */
export function toIsoDate(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== 'string') return undefined;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? value.trim().slice(0, 10) : undefined;
}

/** A valid YYYY-MM-DD date (errors.date); empty passes. */
export const isIsoDate = (value: unknown): boolean => isEmpty(value) || toIsoDate(value) !== undefined;

/** after (dateTooEarly): on or after the other date; passes when either is empty or not a date. */
export function isNotBefore(value: unknown, other: unknown): boolean {
  const a = toIsoDate(value);
  const b = toIsoDate(other);
  return a === undefined || b === undefined || a >= b;
}

/** before (dateTooLate): on or before the other date; passes when either is empty or not a date. */
export function isNotAfter(value: unknown, other: unknown): boolean {
  const a = toIsoDate(value);
  const b = toIsoDate(other);
  return a === undefined || b === undefined || a <= b;
}

/** Days a month allows for dayOfMonth: 31, 30, or 28 for February (no leap day), 31 when no month is known. */
export function daysInMonth(month: unknown): number {
  const m = parseNumber(month);
  if (m === 2) return 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** dayOfMonth (errors.wrongDayOfMonth): a whole day from 1 to the month's length. */
export function isDayOfMonth(day: unknown, month?: unknown): boolean {
  if (isEmpty(day)) return true;
  const n = parseNumber(day);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= daysInMonth(month);
}
