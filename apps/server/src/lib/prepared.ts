import type { DbOrTx } from '../db/client.ts';

/**
 * A query built once per database handle (and per shape) and prepared under a fixed name, for the
 * reads every request makes: Drizzle then renders its SQL once, and node-postgres parses it once per
 * connection (PostgreSQL plans it once it has seen it a few times). The name must spell the shape:
 * one name, one SQL text (`args`, e.g. a scope of that shape, are read when the name is first built).
 * The values are `sql.placeholder(…)`s filled at `execute`.
 */
export function preparedQuery<A extends unknown[], Q>(build: (db: DbOrTx, name: string, ...args: A) => Q) {
  const byDb = new WeakMap<DbOrTx, Map<string, Q>>();
  return (db: DbOrTx, name: string, ...args: A): Q => {
    let byName = byDb.get(db);
    if (!byName) {
      byName = new Map();
      byDb.set(db, byName);
    }
    let query = byName.get(name);
    if (!query) {
      query = build(db, name, ...args);
      byName.set(name, query);
    }
    return query;
  };
}

/** An id no row holds (rows get random v4 UUIDs: never the nil UUID). */
const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';
/** PostgreSQL's estimate of an array parameter's length in a generic plan. */
const GENERIC_ARRAY_LENGTH = 10;

/**
 * A page's ids for a prepared `id = any($ids)` statement, padded to ten with an id no row holds.
 * PostgreSQL plans a prepared statement afresh for its first five calls on a connection, then keeps
 * the generic plan unless the custom plans cost less on average; it prices an array parameter at
 * ten elements in the generic plan, so a connection whose first calls read one or two rows (an
 * appeal's page, an entity's three engagements) found custom plans cheaper and planned every later
 * call afresh — 2.4–4 ms a call for the engagement rows' seven-table join, against 0.3 ms to run it
 * (docs/decisions/performance.md, "Plans kept whatever the first calls read"). Padded, no custom plan
 * costs less than the generic one, which is kept after five calls whatever they read.
 */
export function planStableIds(ids: readonly string[]): string[] {
  if (ids.length >= GENERIC_ARRAY_LENGTH) return [...ids];
  return [...ids, ...Array<string>(GENERIC_ARRAY_LENGTH - ids.length).fill(NO_ROW_ID)];
}
