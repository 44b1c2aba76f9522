import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../db/client.ts';

/**
 * The names given so far, by pool and text. Each connection keeps each named statement it ran, with
 * its plan (about 64 KB for a list's page and count), until it is renewed (hourly, db/client.ts):
 * past MAX_NAMES shapes on a pool, a new shape runs unnamed, so a connection holds about 13 MB of
 * them at most (the lists' shapes in use are some dozens).
 */
const namesByPool = new WeakMap<pg.Pool, Map<string, string>>();
const MAX_NAMES = 200;

/**
 * `db.execute(query)` as a named prepared statement, its name the hash of its SQL text, for a
 * list's statements whose text varies with the filters but repeats with them: PostgreSQL then plans
 * a shape a few times on each connection and keeps a generic plan when it costs no more, where an
 * unnamed statement is planned on every call — on `engagements` and its 32 indexes planning took
 * 1.3–1.5 ms a statement against 0.3 ms to run it (docs/decisions/performance.md, "Named list
 * statements"). On PostgreSQL's pool only: in a transaction, and on PGlite, it is `db.execute`.
 * As with `db.execute`, rows come keyed by PostgreSQL's column names, untouched by Drizzle's field
 * mapping: a query builder's computed column needs its `.as(…)` name. PostgreSQL picks the generic
 * plan on estimates: the assessment list's page 100 got one that cost ten times the planned one, so
 * a list uses this only once its cases were measured both ways (bench/scale.bench.ts).
 */
export async function executeNamed(db: DbOrTx, query: SQL): Promise<{ rows: unknown[] }> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)) as unknown as { rows: unknown[] };
  // The database's own dialect: it renders with `renderSql` (db/render-sql.ts).
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  let names = namesByPool.get(client);
  if (!names) {
    names = new Map();
    namesByPool.set(client, names);
  }
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `n_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return client.query(name ? { name, text, values: params } : { text, values: params });
}
