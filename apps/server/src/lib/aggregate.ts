import { and, type Column, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The one way figures are computed (docs/decisions/dashboards-and-statistics.md, "Aggregates"): a
 * count or sum over a table, inside a tenant scope, within a date window, grouped by what a chart or
 * table shows. Dashboards, statistics pages, their exports and the company report all ask through
 * here, so every figure is one SQL aggregate (no rows reach Node) and several figures share one
 * statement (`runAggregates`: one round trip however many widgets a page has). Domain modules own
 * their sources (which table, which scope, which conditions); this file knows no domain rule.
 */

type Expr = SQL | SQL.Aliased | Column;

/** `count(*)` of the rows, or of those where `where` holds, as an integer. */
export const countOf = (where?: SQL): SQL<number> =>
  where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;

/** The sum of `value` (over the rows where `where` holds), 0 when none, as a number (bigint sums fit). */
export const sumOf = (value: Expr, where?: SQL): SQL<number> =>
  where
    ? sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)::float8`
    : sql<number>`coalesce(sum(${value}), 0)::float8`;

/** What an aggregate reads: the table (and joins), the tenant scope, the window, its own conditions. */
export interface AggregateSpec<G extends Record<string, Expr>, M extends Record<string, SQL>> {
  from: PgTable | SQL;
  joins?: readonly { table: PgTable | SQL; on: SQL; left?: boolean }[];
  /** The tenant scope: which rows the asking actor reaches (authz/scopes.ts, or a module's own). */
  scope: SQL;
  /** The date window (lib/calendar-sql.ts `onDateColumn` / `onTimestampColumn`); undefined: all time. */
  window?: SQL;
  where?: readonly (SQL | undefined)[];
  /** Group-by keys, each selected under its name; none: one row. */
  groupBy?: G;
  /** Measures (`countOf`, `sumOf`, any aggregate expression), each selected under its name. */
  measures: M;
  /** Order of the grouped rows (by name: `sql.identifier('value')`, or any expression). */
  orderBy?: readonly SQL[];
  limit?: number;
}

/** A grouped row: its keys (as JSON gives them) and its measures (typed by their SQL). */
export type AggregateRow<G, M> = { [K in keyof G]: unknown } & {
  [K in keyof M]: M[K] extends SQL<infer T> ? T : never;
};

/** An aggregate ready to run alone or with others: its SQL and how its JSON is read back. */
export interface Aggregate<R> {
  sql: SQL;
  read: (json: unknown) => R;
}

const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

/** A table in a FROM or JOIN: an alias (drizzle's `alias()`) is written `"table" as "alias"`. */
function fromClause(from: PgTable | SQL): SQL {
  const t = from as unknown as Record<symbol, unknown>;
  if (t[IS_ALIAS] === true) {
    return sql`${sql.identifier(String(t[ORIGINAL_NAME]))} as ${sql.identifier(getTableName(from as PgTable))}`;
  }
  return sql`${from}`;
}

/** The aggregate's SELECT (every key and measure selected under its own name). */
function selectSql<G extends Record<string, Expr>, M extends Record<string, SQL>>(spec: AggregateSpec<G, M>): SQL {
  const keys = Object.entries(spec.groupBy ?? {});
  const columns = [
    ...keys.map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    ...Object.entries(spec.measures).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
  ];
  const joins = (spec.joins ?? []).map(
    (j) => sql` ${sql.raw(j.left ? 'left join' : 'inner join')} ${fromClause(j.table)} on ${j.on}`,
  );
  const where = and(spec.scope, spec.window, ...(spec.where ?? []));
  return sql.join(
    [
      sql`select ${sql.join(columns, sql`, `)} from ${fromClause(spec.from)}${sql.join(joins, sql``)}`,
      where ? sql`where ${where}` : undefined,
      // By position: a key written with parameters would not match itself written again.
      keys.length ? sql`group by ${sql.raw(keys.map((_, i) => String(i + 1)).join(', '))}` : undefined,
      spec.orderBy?.length ? sql`order by ${sql.join([...spec.orderBy], sql`, `)}` : undefined,
      spec.limit !== undefined ? sql`limit ${spec.limit}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
}

/** Grouped rows (one per key), as an aggregate to run. */
export function grouped<G extends Record<string, Expr>, M extends Record<string, SQL>>(
  spec: AggregateSpec<G, M> & { groupBy: G },
): Aggregate<AggregateRow<G, M>[]> {
  return {
    sql: sql`(select coalesce(json_agg(row_to_json(r)), '[]'::json) from (${selectSql(spec)}) r)`,
    read: (json) => (json ?? []) as AggregateRow<G, M>[],
  };
}

/**
 * Grouped rows for a chart that shows the busiest few: the rows of the `keep` groups (by `id`) with
 * the greatest sum of `weight`, and the rest summed in SQL into rows whose `id` is null and `others`
 * true (one per value of the `by` keys, e.g. a risk band), each telling how many groups it holds
 * (`folded`). A provider's departments page grouped 18,552 (department, risk) rows for Node to pivot
 * and fold (250 ms of server CPU a request); now 100 at most leave PostgreSQL. Kept rows have
 * `others` false; `sum` names the measures that add up (the others' other columns are null).
 *
 * The busiest are chosen first, from one total per `id` (`w`: 8,987 groups for a provider, where
 * grouping by `id` and the `by` keys made 18,552 groups, then grouped those again: 60–70 ms of
 * PostgreSQL), so `weight` and the `sum` measures must add up (counts, sums). Then the kept groups'
 * rows are grouped in full, and the others' rows by the `by` keys alone — an others row exists for a
 * `by` value exactly when some row of a group not kept has it, as when the groups were folded.
 */
export function groupedBusiest<G extends Record<string, Expr>, M extends Record<string, SQL>>(
  spec: AggregateSpec<G, M> & { groupBy: G },
  fold: {
    id: keyof G & string;
    by: readonly (keyof G & string)[];
    weight: keyof M & string;
    sum: readonly (keyof M & string)[];
    keep: number;
  },
): Aggregate<(AggregateRow<G, M> & { others: boolean; folded: number })[]> {
  const { orderBy: _orderBy, limit: _limit, ...rows } = spec;
  // Groups are matched by a text key that is never null (a group without an id is ''), so the kept
  // test is a hashed lookup, not thousands × 24 comparisons of `is not distinct from`.
  const keyOf = sql`coalesce((${spec.groupBy[fold.id]})::text, '')`;
  const only = <T extends Record<string, unknown>>(from: T, names: readonly string[]) =>
    Object.fromEntries(Object.entries(from).filter(([name]) => names.includes(name))) as T;
  const totalsById = selectSql({
    ...rows,
    groupBy: { key: keyOf },
    measures: { weight: spec.measures[fold.weight]! },
  });
  const keptRows = selectSql({ ...rows, where: [...(spec.where ?? []), sql`${keyOf} in (select key from k)`] });
  const othersRows = selectSql({
    ...rows,
    where: [...(spec.where ?? []), sql`${keyOf} not in (select key from k)`],
    groupBy: only(spec.groupBy, fold.by),
    measures: only(spec.measures, fold.sum),
  });
  // The others' columns in the kept rows' order (a union matches by position).
  const othersColumns = [...Object.keys(spec.groupBy), ...Object.keys(spec.measures)].map((name) =>
    fold.by.includes(name) || fold.sum.includes(name) ? sql`o.${sql.identifier(name)}` : sql`null`,
  );
  return {
    sql: sql`(with w as (${totalsById}),
      k as (select key from w order by weight desc, key limit ${fold.keep})
      select coalesce(json_agg(row_to_json(r)), '[]'::json) from (
        select g.*, false as others, 1 as folded from (${keptRows}) g
        union all
        select ${sql.join(othersColumns, sql`, `)}, true as others,
               ((select count(*) from w) - (select count(*) from k))::int as folded
          from (${othersRows}) o
      ) r)`,
    read: (json) => (json ?? []) as (AggregateRow<G, M> & { others: boolean; folded: number })[],
  };
}

/** One row of measures over everything in scope (no group-by), as an aggregate to run. */
export function totals<M extends Record<string, SQL>>(
  spec: Omit<AggregateSpec<Record<string, never>, M>, 'groupBy' | 'orderBy' | 'limit'>,
): Aggregate<{ [K in keyof M]: M[K] extends SQL<infer T> ? T : never }> {
  return {
    sql: sql`(select row_to_json(r) from (${selectSql(spec)}) r)`,
    read: (json) => json as { [K in keyof M]: M[K] extends SQL<infer T> ? T : never },
  };
}

/**
 * The first rows of a scoped, ordered selection (a dashboard's "needs attention" entries), as an
 * aggregate to run beside the figures: the same scope and conditions, no grouping.
 */
export function topRows<C extends Record<string, Expr>>(spec: {
  from: PgTable | SQL;
  joins?: AggregateSpec<C, Record<string, never>>['joins'];
  /**
   * Joins that only add columns (one row each), made for the first rows alone: the rows' keys are
   * chosen first (scope, where, order and limit over `from` and `joins`), then the rows are read by
   * key with every join. Joined before the limit, a scope of thousands of rows had the planner
   * hash-join whole tables (250 ms for a group's ten soonest assessments, 70 ms for the provider's
   * ten nearest appeals).
   */
  lookups?: { key: AnyPgColumn; joins: NonNullable<AggregateSpec<C, Record<string, never>>['joins']> };
  scope: SQL;
  where?: readonly (SQL | undefined)[];
  columns: C;
  orderBy: readonly SQL[];
  limit: number;
}): Aggregate<{ [K in keyof C]: C[K] extends SQL<infer T> ? T : unknown }[]> {
  const columns = Object.entries(spec.columns).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`);
  const joinSql = (joins: AggregateSpec<C, Record<string, never>>['joins']) =>
    sql.join(
      (joins ?? []).map((j) => sql` ${sql.raw(j.left ? 'left join' : 'inner join')} ${fromClause(j.table)} on ${j.on}`),
      sql``,
    );
  const where = and(spec.scope, ...(spec.where ?? []));
  const order = sql`order by ${sql.join([...spec.orderBy], sql`, `)}`;
  const chosen = sql`from ${fromClause(spec.from)}${joinSql(spec.joins)} where ${where} ${order} limit ${spec.limit}`;
  const select = spec.lookups
    ? sql`select ${sql.join(columns, sql`, `)} from ${fromClause(spec.from)}${joinSql(spec.joins)}${joinSql(spec.lookups.joins)} where ${spec.lookups.key} = any(array(select ${spec.lookups.key} ${chosen})) ${order}`
    : sql`select ${sql.join(columns, sql`, `)} ${chosen}`;
  return {
    sql: sql`(select coalesce(json_agg(row_to_json(r)), '[]'::json) from (${select}) r)`,
    read: (json) => (json ?? []) as never,
  };
}

/**
 * Two one-row aggregates as one (their fields side by side): figures over different rows of the same
 * scope, each read through its own index range instead of one scan wide enough for both.
 */
export function merged<A extends object, B extends object>(a: Aggregate<A>, b: Aggregate<B>): Aggregate<A & B> {
  return {
    sql: sql`(select (${a.sql})::jsonb || (${b.sql})::jsonb)`,
    read: (json) => ({ ...a.read(json), ...b.read(json) }) as A & B,
  };
}

/** A value any SQL expression gives (a sum of counters, an exists), as an aggregate to run beside others. */
export function scalar<T>(expression: SQL, read: (value: unknown) => T): Aggregate<T> {
  return { sql: sql`(${expression})`, read };
}

/** Several aggregates that are not needed (for a role without the widget): answered without a query. */
export const constant = <T>(value: T): Aggregate<T> => ({ sql: sql`null`, read: () => value });

/**
 * Runs aggregates in one statement (`select (a) as "a", (b) as "b", …`), each read back from its
 * JSON: a dashboard's or statistics page's figures cost one round trip.
 */
export async function runAggregates<T extends Record<string, Aggregate<unknown>>>(
  db: DbOrTx,
  parts: T,
): Promise<{ [K in keyof T]: T[K] extends Aggregate<infer R> ? R : never }> {
  const entries = Object.entries(parts);
  if (entries.length === 0) return {} as never;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${sql.join(
        entries.map(([name, a]) => sql`${a.sql} as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    ),
  );
  return Object.fromEntries(entries.map(([name, a]) => [name, a.read(row?.[name])])) as never;
}

/** Whole companies ('all': every company). */
export type CompanyReach = 'all' | readonly string[];

/** `column` in the companies (nothing for 'all', false for none). */
export const inCompanies = (column: AnyPgColumn, reach: CompanyReach): SQL =>
  reach === 'all' ? sql`true` : reach.length === 0 ? sql`false` : inArray(column, [...reach]);
