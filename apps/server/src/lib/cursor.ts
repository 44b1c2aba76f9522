import { ERROR_KEYS } from '@statera/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error.ts';

/**
 * Opaque cursors of keyset pagination (the public API's lists): the sort key of the last row sent,
 * `(created_at, id)`, base64url-encoded. A walk never skips or repeats a row however many are added
 * meanwhile (new rows come at the end), and each page costs an index range, not an offset.
 */
export interface Cursor {
  /** The row's `created_at` to the microsecond, as PostgreSQL holds it (ISO text, UTC). */
  createdAt: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

/**
 * A row's `created_at` to the microsecond as ISO text (UTC), to select beside a walk's page ids: the
 * cursor after any row of the page, without another statement (`cursorAfterRow`). A JavaScript Date
 * keeps milliseconds, and rows made within one millisecond (a batch) would be skipped or sent twice
 * by a keyset compared at the coarser time (seen on PostgreSQL).
 */
export const createdAtText = (table: { createdAt: AnyPgColumn }) =>
  sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The cursor after a row of a page whose ids were selected with `createdAtText` as `at`. */
export function cursorAfterRow(page: readonly { id: string; at: string }[], id: string): string {
  const row = page.find((r) => r.id === id);
  if (!row) throw new Error(`row ${id} is not on the page`);
  return encodeCursor({ createdAt: row.at, id });
}

/** The keyset condition `(created_at, id) > cursor` of a walk, on the table's (created_at, id) index. */
export const afterCursor = (table: { id: AnyPgColumn; createdAt: AnyPgColumn }, after: Cursor | null): SQL =>
  after ? sql`(${table.createdAt}, ${table.id}) > (${after.createdAt}::timestamptz, ${after.id})` : sql`true`;

/** The cursor a client sent back; 400 when it is not one of ours. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [string, string];
    const wellFormed = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at);
    if (!wellFormed || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad cursor');
    return { createdAt: at, id };
  } catch {
    throw new AppError(400, ERROR_KEYS.validation, 'The cursor is not valid.', { cursor: ['errors.invalidCursor'] });
  }
}
