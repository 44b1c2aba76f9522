import { LIMITS } from '@statera/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { exactTotal, type ListTotal } from './bounded-count.ts';

/** The `limit` of a capped search's `found` statement: one match past the cap tells the total is capped. */
export const SEARCH_FOUND_LIMIT = LIMITS.searchCountCap + 1;

/**
 * A searched list's page of ids and its total in one statement (docs/decisions/performance.md,
 * "Searches bounded by a cap").
 *
 * `found` selects the matches' `id` and sort key `k`, with no order; they are read once
 * (materialised), counted, and the page is sorted from them (`k` then `id`, in `dir`). A list of
 * several scope parts (a client's group, a person's seats) reads every match: its total is exact.
 * A list of one part (every company, one company) passes `inOrder` and gives `found` the
 * `limit SEARCH_FOUND_LIMIT`: its cost is then bounded by LIMITS.searchCountCap whatever the term —
 * a rare one's matches come from the trigram index, a common or one-letter one ("P" matches most of
 * 200,000 engagements) stops past the cap — and past the cap the total says "1,000+" and the page
 * is read by `inOrder` (the list's own order with the search as a filter), where matches are then
 * dense.
 */
export function searchPageSql(opts: {
  found: SQLWrapper;
  inOrder?: SQLWrapper;
  dir: 'asc' | 'desc';
  rows: number;
  offset: number;
}): SQL {
  const { found, inOrder, rows, offset } = opts;
  const dir = sql.raw(opts.dir === 'asc' ? 'asc' : 'desc');
  const sorted = sql`array(select id from m order by k ${dir}, id ${dir} limit ${rows} offset ${offset})`;
  const ids = inOrder ? sql`case when n <= ${LIMITS.searchCountCap} then ${sorted} else array(${inOrder}) end` : sorted;
  return sql`with m as materialized (${found}) select n, ${ids} as ids from (select count(*)::int as n from m) as counted`;
}

/** The page's ids and the total (capped past LIMITS.searchCountCap when `capped`) of a `searchPageSql` row. */
export function readSearchPage(
  row: { n: number; ids: string[] | null } | undefined,
  capped: boolean,
): { ids: string[]; total: ListTotal } {
  const n = row?.n ?? 0;
  return {
    ids: row?.ids ?? [],
    total: capped && n > LIMITS.searchCountCap ? { total: LIMITS.searchCountCap, capped: true } : exactTotal(n),
  };
}
