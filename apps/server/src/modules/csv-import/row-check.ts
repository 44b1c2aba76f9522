import { CSV_IMPORT_LIMITS, type TCsvRow } from '@statera/shared';
import type { z } from 'zod';
import { timeSlice } from '../../lib/time-slice.ts';
import type { ImportRow } from './csv-table.ts';

export type FieldErrors = Record<string, string[]>;

/** A row as the import checks it: its cells, its errors so far and, while it has none, its values. */
export interface CheckedRow<T> {
  line: number;
  values: Record<string, string>;
  errors: FieldErrors;
  parsed: T | null;
}

const MAX = CSV_IMPORT_LIMITS.valueMax;
/** The errors of a row without any: one shared object (a file of 50,000 rows keeps one, not 50,000). */
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;
/** The cells of a row the job no longer shows (it passed every check): released before the writes. */
export const NO_VALUES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Adds an error to a field of a row (the first error of a field is what the screen shows). */
export function addError(row: CheckedRow<unknown>, field: string, key: string): void {
  if (row.errors === NO_ERRORS) row.errors = {};
  const list = row.errors[field];
  if (!list) row.errors[field] = [key];
  else if (!list.includes(key)) list.push(key);
  row.parsed = null;
}

export function addErrors(row: CheckedRow<unknown>, errors: FieldErrors): void {
  for (const [field, keys] of Object.entries(errors)) for (const key of keys) addError(row, field, key);
}

/**
 * The row's cells through the entity's zod schema (the single-record forms' field rules) and the CSV
 * rule every value obeys (at most 191 characters); errors by field, each field's keys in order.
 */
export function checkRow<S extends z.ZodType>(schema: S, row: ImportRow): CheckedRow<z.output<S>> {
  const out: CheckedRow<z.output<S>> = { line: row.line, values: row.values, errors: NO_ERRORS, parsed: null };
  for (const [field, value] of Object.entries(row.values)) {
    if (value.trim().length > MAX) addError(out, field, 'errors.maxLength');
  }
  const result = schema.safeParse(row.values);
  if (result.success) {
    if (out.errors === NO_ERRORS) out.parsed = result.data;
    return out;
  }
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'row');
    addError(out, field, issue.message);
  }
  return out;
}

export const hasErrors = (row: CheckedRow<unknown>) => row.errors !== NO_ERRORS && Object.keys(row.errors).length > 0;

/** The row as the preview, the error report and a failed import show it. */
export const presentRow = (row: CheckedRow<unknown>): TCsvRow => ({
  line: row.line,
  values: row.values,
  errors: row.errors,
});

/**
 * Marks every row but the first that has the same key (emails unique within a file, one agency
 * number per name, …): `key` null skips a row. Hands the event loop back every 15 ms.
 */
export async function flagRepeats<T>(
  rows: readonly CheckedRow<T>[],
  key: (row: CheckedRow<T>) => string | null,
  field: string,
  error: string,
): Promise<void> {
  const seen = new Set<string>();
  const slice = timeSlice();
  for (const row of rows) {
    if (slice.due()) await slice.turn();
    const k = key(row);
    if (k === null) continue;
    if (seen.has(k)) addError(row as CheckedRow<unknown>, field, error);
    else seen.add(k);
  }
}
