import { ERROR_KEYS } from '@statera/shared';
import { AppError } from './app-error.ts';

/**
 * Opaque cursors of keyset pagination (the public API's lists): the sort key of the last row sent,
 * `(created_at, id)`, base64url-encoded. A walk never skips or repeats a row however many are added
 * meanwhile (new rows come at the end), and each page costs an index range, not an offset.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(c: { createdAt: Date | string; id: string }): string {
  const at = typeof c.createdAt === 'string' ? c.createdAt : c.createdAt.toISOString();
  return Buffer.from(JSON.stringify([at, c.id])).toString('base64url');
}

/** The cursor a client sent back; 400 when it is not one of ours. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw new AppError(400, ERROR_KEYS.validation, 'The cursor is not valid.', { cursor: ['errors.invalidCursor'] });
  }
}
