import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect, pgEnum, pgSchema, pgTable, pgView, text, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { assertSameQuery, installSqlRenderer, renderSql } from './render-sql.ts';
import { companies, engagements, users } from './schema/index.ts';

// Query builders need a database handle only to build; nothing here runs a statement.
const db = drizzle.mock();
const drizzles = new PgDialect();
const ours = new PgDialect();
const render = (query: SQL) =>
  renderSql(query, {
    casing: (ours as unknown as { casing: never }).casing,
    escapeName: ours.escapeName,
    escapeParam: ours.escapeParam,
    escapeString: ours.escapeString,
  });

const mood = pgEnum('mood', ['calm', 'busy']);
const other = pgSchema('other');
const notes = other.table('notes', { id: uuid('id').primaryKey(), body: text('body'), mood: mood('mood') });
const plain = pgTable('plain', { id: uuid('id').primaryKey(), name: text('name') });
const people = pgView('people_view', { id: uuid('id'), name: text('name') }).existing();
const approver = alias(users, 'approver');
const id = '00000000-0000-4000-8000-000000000001';

/** Statements of every kind of chunk Drizzle renders: tables, schemas, aliases, views, enums, params, placeholders, subqueries, CTEs, arrays, inline values. */
const statements: Array<[string, () => SQL]> = [
  [
    'a select with joins, an alias and an order',
    () =>
      db
        .select({ id: engagements.id, company: companies.name, approver: approver.email })
        .from(engagements)
        .innerJoin(companies, eq(companies.id, engagements.companyId))
        .leftJoin(approver, eq(approver.id, engagements.approverId))
        .where(and(eq(engagements.companyId, id), or(inArray(engagements.status, ['active', 'ended']), sql`false`)))
        .orderBy(desc(engagements.createdAt), asc(engagements.id))
        .limit(20)
        .offset(40)
        .getSQL(),
  ],
  [
    'a subquery and a CTE',
    () => {
      const recent = db.$with('recent').as(db.select({ id: plain.id }).from(plain).where(eq(plain.name, "O'Brien")));
      const sub = db
        .select({ id: plain.id, n: sql<number>`count(*)`.as('n') })
        .from(plain)
        .groupBy(plain.id)
        .as('sub');
      return db
        .with(recent)
        .select({ id: sub.id, n: sub.n })
        .from(sub)
        .where(inArray(sub.id, db.select({ id: recent.id }).from(recent)))
        .getSQL();
    },
  ],
  [
    'another schema, an enum, a view',
    () => sql`select ${notes.body}, ${mood}, ${people.name} from ${notes}, ${people} where ${notes.mood} = ${'calm'}`,
  ],
  [
    'placeholders, arrays and nested sql',
    () =>
      sql`select * from ${plain} where ${plain.id} = any(${sql.placeholder('ids')}::uuid[]) and ${plain.name} in ${['a', 'b']} and ${sql`(${1} + ${sql`${2}`})`} > 0`,
  ],
  [
    'inline values and identifiers',
    () =>
      sql`select ${sql.identifier('x"y')}, ${sql.raw('1')} where ${sql`${"it's"} = ${7} and ${null} is null and ${true}`.inlineParams()} and ${'bound'} = ${new Date(0)}`,
  ],
  [
    'an aliased field, a json value and an undefined chunk',
    () => sql`select ${sql`now()`.as('at')}, ${sql`${{ a: [1, 2] }}`} ${undefined} from ${users}`,
  ],
];

describe('renderSql', () => {
  it.each(statements)('renders %s as Drizzle does', (_, build) => {
    const theirs = drizzles.sqlToQuery(build());
    const mine = render(build());
    expect(mine.sql).toBe(theirs.sql);
    expect(mine.params).toEqual(theirs.params);
    expect(() => assertSameQuery(mine, theirs)).not.toThrow();
  });

  it('renders index columns without their table (invokeSource "indexes")', () => {
    const query = sql`${engagements.companyId}, ${engagements.createdAt}`;
    expect(
      renderSql(query, {
        casing: (ours as unknown as { casing: never }).casing,
        escapeName: ours.escapeName,
        escapeParam: ours.escapeParam,
        escapeString: ours.escapeString,
        invokeSource: 'indexes',
      }).sql,
    ).toBe(drizzles.sqlToQuery(query, 'indexes').sql);
  });

  it('the check throws when a rendering differs', () => {
    expect(() => assertSameQuery({ sql: 'select $1', params: [1] }, { sql: 'select $1', params: [2] })).toThrow(
      /differs/,
    );
    expect(() => assertSameQuery({ sql: 'select 1', params: [] }, { sql: 'select 2', params: [] })).toThrow(/differs/);
  });

  it('installed, a database renders with it and checks each statement', () => {
    const installed = drizzle.mock();
    const before = (installed as unknown as { dialect: PgDialect }).dialect.sqlToQuery;
    installSqlRenderer(installed, { check: true });
    const dialect = (installed as unknown as { dialect: PgDialect }).dialect;
    expect(dialect.sqlToQuery).not.toBe(before);
    const built = installed.select({ id: plain.id }).from(plain).where(eq(plain.name, 'x')).toSQL();
    expect(built).toEqual({ sql: 'select "id" from "plain" where "plain"."name" = $1', params: ['x'] });
  });

  it("in check mode, refuses a one-table select whose field's subquery names a column bare", () => {
    const installed = drizzle.mock();
    installSqlRenderer(installed, { check: true });
    // Drizzle renders `${companies.id}` as "id" here: the subquery would read the engagement's own id.
    const shadowed = sql<number>`(select count(*) from ${engagements} e where e.company_id = ${companies.id})`;
    expect(() => installed.select({ n: shadowed }).from(companies).toSQL()).toThrow(/bare/);
    // The outer column through its table, or a select with a join (columns keep their table): fine.
    const qualified = sql<number>`(select count(*) from ${engagements} e where e.company_id = ${companies}.id)`;
    expect(installed.select({ n: qualified }).from(companies).toSQL().sql).toBe(
      'select (select count(*) from "engagements" e where e.company_id = "companies".id) from "companies"',
    );
    const joined = installed
      .select({ n: shadowed })
      .from(companies)
      .innerJoin(users, eq(users.companyId, companies.id))
      .toSQL().sql;
    expect(joined).toContain('e.company_id = "companies"."id"');
    // Without the check, Drizzle's rendering as it is.
    const unchecked = drizzle.mock();
    installSqlRenderer(unchecked);
    expect(unchecked.select({ n: shadowed }).from(companies).toSQL().sql).toContain('e.company_id = "id"');
  });
});
