import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** A value as JSON gives it to jsonb_to_recordset (dates as ISO text; objects stay JSON for jsonb columns). */
const jsonValue = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * Inserts many rows in one statement with ONE bound parameter: the rows as a JSON array, expanded
 * by PostgreSQL's `jsonb_to_recordset` with each column's own type. For the imports' batches of
 * thousands of rows: a multi-row VALUES list costs a parameter per value (PostgreSQL takes 65,535 a
 * statement) and Drizzle builds it value by value, which at 50,000 engagements cost more CPU than
 * the database's own work. Every row must have the same keys (those of the first row are written;
 * columns left out take their defaults). Runs on PostgreSQL and PGlite alike.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]!).filter((k) => k in columns);
  const names = keys.map((k) => columns[k]!.name);
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        out[names[i]!] = jsonValue((row as Record<string, unknown>)[k]);
      });
      return out;
    }),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const types = sql.raw(keys.map((k, i) => `"${names[i]}" ${columns[k]!.getSQLType()}`).join(', '));
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as x(${types})`,
  );
}
