import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTenant } from '../../test/factories/tenant.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { compileRowMapper } from './row-mapper.ts';

type Field = { path: string[]; field: unknown };
const { mapResultRow, orderSelectedFields } = drizzleOrm as unknown as {
  mapResultRow(fields: Field[], row: unknown[], joins: Record<string, boolean> | undefined): unknown;
  orderSelectedFields(fields: Record<string, unknown>): Field[];
};

const parents = pgTable('parents', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  data: jsonb('data'),
});
const children = pgTable('children', { id: uuid('id').primaryKey(), parentId: uuid('parent_id'), n: integer('n') });

/** A selection as a list reads it: a table's own columns, a left join's object, computed fields, a nested object. */
const selection = {
  parent: parents,
  child: { id: children.id, n: children.n },
  total: sql<number>`count(*)`.mapWith(Number),
  named: sql<string>`upper(name)`.as('named'),
  nested: { deeper: { name: parents.name } },
};
const fields = orderSelectedFields(selection);

const cell = fc.oneof(fc.constant(null), fc.string(), fc.integer().map(String));
const rowArb = fc.tuple(
  fc.uuid(),
  fc.string(),
  fc.option(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  fc.option(fc.jsonValue(), { nil: null }),
  fc.option(fc.uuid(), { nil: null }),
  fc.option(fc.integer(), { nil: null }),
  cell,
  cell,
  fc.string(),
);

describe('compileRowMapper', () => {
  it('maps every row as Drizzle does, with and without a left join nulled', () => {
    const map = compileRowMapper(fields);
    fc.assert(
      fc.property(rowArb, fc.boolean(), (row, childNullable) => {
        const joins = { parents: true, children: !childNullable };
        for (const j of [joins, undefined]) {
          const mine = map(row, j);
          const theirs = mapResultRow(fields, row, j);
          expect(mine).toStrictEqual(theirs);
          expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs));
        }
      }),
    );
  });

  it('makes an all-null joined object null only when the join may miss', () => {
    const map = compileRowMapper(fields);
    const row = [crypto.randomUUID(), 'p', null, null, null, null, '3', 'P', 'p'];
    expect(map(row, { parents: true, children: false }).child).toBeNull();
    expect(map(row, { parents: true, children: true }).child).toEqual({ id: null, n: null });
  });
});

const ctx = useTestApp();

describe('sessions map rows with it', () => {
  it('a select through the app database is mapped by a compiled mapper, a left join that misses as null', async () => {
    const db = ctx.database.db;
    await buildTenant(db);
    const { users, companies } = await import('./schema/index.ts');
    const query = db
      .select({ user: { id: users.id, email: users.email }, company: { id: companies.id, name: companies.name } })
      .from(users)
      .leftJoin(companies, eq(companies.id, sql`null::uuid`))
      .limit(3);
    const prepared = query.prepare('row_mapper_test');
    expect(typeof (prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
    // The server's tests run with the check on: Drizzle's mapper maps each row too and must agree.
    const found = await query;
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.company).toBeNull();
      expect(typeof r.user.email).toBe('string');
    }
  });
});
