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
