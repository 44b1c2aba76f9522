import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { executeNamed } from './execute-named.ts';

const ctx = useTestApp();

describe('executeNamed', () => {
  it('answers what db.execute answers, in a transaction too', async () => {
    const db = ctx.database.db;
    const query = (n: number) => sql`select ${n}::int as n, array[${n}::int, 2] as list`;
    expect((await executeNamed(db, query(7))).rows).toEqual([{ n: 7, list: [7, 2] }]);
    const inTx = await db.transaction(async (tx) => (await executeNamed(tx, query(8))).rows);
    expect(inTx).toEqual([{ n: 8, list: [8, 2] }]);
  });

  it('on PostgreSQL, runs it as a statement prepared on the connection, named by its text', async () => {
    if (ctx.database.kind !== 'postgres') return; // PGlite: db.execute, nothing named
    const db = ctx.database.db;
    const marker = `named_${Date.now()}`;
    const query = (n: number) => sql`select ${n}::int as n, ${sql.raw(`'${marker}'`)} as marker`;
    for (let n = 0; n < 3; n++) await executeNamed(db, query(n));
    // One request after another: the pool hands back the connection released last (the marker is a
    // parameter here, so this statement's own text does not match).
    const prepared = (
      (await db.execute(
        sql`select name from pg_prepared_statements where statement like ${`%${marker}%`}`,
      )) as unknown as { rows: { name: string }[] }
    ).rows;
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^n_[A-Za-z0-9_-]{27}$/);
  });
});
