import { ERROR_KEYS } from '@statera/shared';
import { AppError } from './app-error.ts';

/** SQLSTATE codes the API answers as a client's fault rather than a 500 (spec §8). */
const MAPPED: Record<string, { status: number; key: string; message: string }> = {
  // A unique key taken meanwhile (two simultaneous creations of the same thing): the loser learns it exists.
  '23505': { status: 409, key: ERROR_KEYS.conflict, message: 'This already exists.' },
  // A referenced row went away meanwhile (or is still referenced by another).
  '23503': {
    status: 409,
    key: ERROR_KEYS.conflict,
    message: 'This refers to something that no longer exists or is still in use.',
  },
  '23514': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '23502': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22P02': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22001': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22003': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22007': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22008': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22021': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  '22P05': { status: 400, key: ERROR_KEYS.validation, message: 'Some fields are not valid.' },
  // A serialization failure or deadlock: the other transaction won; trying again may succeed.
  '40001': { status: 409, key: ERROR_KEYS.conflict, message: 'Someone changed this at the same time. Try again.' },
  '40P01': { status: 409, key: ERROR_KEYS.conflict, message: 'Someone changed this at the same time. Try again.' },
};

/**
 * The PostgreSQL SQLSTATE of an error thrown by node-postgres or PGlite (`code`), looking through
 * the wrappers drizzle puts around it (`cause`).
 */
export function sqlState(error: unknown): string | null {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The §8 answer for a database constraint violation or invalid value, or null for any other error. */
export function mapDatabaseError(error: unknown): AppError | null {
  const code = sqlState(error);
  const m = code ? MAPPED[code] : undefined;
  // Never the database's own message: it names tables, constraints and the values sent.
  return m ? new AppError(m.status, m.key, m.message) : null;
}
