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

  it('on PostgreSQL, names at most 200 shapes a pool: a new shape past them runs unnamed', async () => {
    if (ctx.database.kind !== 'postgres') return;
    const db = ctx.database.db;
    const marker = `capped_${Date.now()}`;
    const shape = (i: number) => sql`select ${i}::int as n, ${sql.raw(`'${marker}_${i}'`)} as marker`;
    // This file's earlier test named a few shapes on this pool: 200 more fill it past the cap.
    for (let i = 0; i < 200; i++) await executeNamed(db, shape(i));
    const last = await executeNamed(db, shape(1_000));
    expect(last.rows).toEqual([{ n: 1_000, marker: `${marker}_1000` }]);
    const named = async (i: number) =>
      (
        (await db.execute(
          sql`select name from pg_prepared_statements where statement like ${`%${marker}_${i}'%`}`,
        )) as unknown as { rows: unknown[] }
      ).rows.length;
    expect(await named(1_000)).toBe(0);
    expect(await named(0)).toBe(1); // an early shape was named (on this connection: sequential calls)
  });
});
