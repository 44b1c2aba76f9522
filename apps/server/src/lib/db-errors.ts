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
 * Unique keys a person can run into (a name or an address taken by someone else at the same time):
 * the same error key and field the services answer when they see the clash first.
 */
const UNIQUE_KEYS: Record<string, { key: string; field: string; message: string }> = {
  users_email_uq: { key: ERROR_KEYS.emailTaken, field: 'email', message: 'This email is already used.' },
  departments_company_name_uq: {
    key: ERROR_KEYS.nameMustBeUnique,
    field: 'name',
    message: 'This name is already used.',
  },
  agencies_company_name_uq: { key: ERROR_KEYS.nameMustBeUnique, field: 'name', message: 'This name is already used.' },
  engaged_entities_company_name_uq: {
    key: ERROR_KEYS.nameMustBeUnique,
    field: 'name',
    message: 'This name is already used.',
  },
};

/** The first value of `prop` on the error or the errors it wraps (`cause`). */
function find(error: unknown, test: (e: Record<string, unknown>) => unknown): unknown {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const found = test(e as Record<string, unknown>);
    if (found !== undefined) return found;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The PostgreSQL SQLSTATE (one mapped here) of an error thrown by node-postgres or PGlite (`code`), looking through
 * the wrappers drizzle puts around it (`cause`).
 */
export function sqlState(error: unknown): string | null {
  const code = find(error, (e) => (typeof e.code === 'string' && e.code in MAPPED ? e.code : undefined));
  return typeof code === 'string' ? code : null;
}

/** The §8 answer for a database constraint violation or invalid value, or null for any other error. */
export function mapDatabaseError(error: unknown): AppError | null {
  const code = sqlState(error);
  if (code === '23505') {
    const constraint = find(error, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));
    const known = typeof constraint === 'string' ? UNIQUE_KEYS[constraint] : undefined;
    if (known) return new AppError(409, known.key, known.message, { [known.field]: [known.key] });
  }
  const m = code ? MAPPED[code] : undefined;
  // Never the database's own message: it names tables, constraints and the values sent.
  return m ? new AppError(m.status, m.key, m.message) : null;
}
