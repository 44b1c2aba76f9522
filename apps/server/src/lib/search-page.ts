import { LIMITS } from '@statera/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { exactTotal, type ListTotal } from './bounded-count.ts';
import { executeNamed } from './execute-named.ts';

/** The `limit` of a search's `found` statement: one match past the cap tells the total is capped. */
export const SEARCH_FOUND_LIMIT = LIMITS.searchCountCap + 1;

/**
 * A searched list's page of ids and its total (docs/decisions/performance.md, "Searches bounded by a
 * cap", "Every search capped at 200").
 *
 * `found` selects the matches' `id` and sort key `k`, with no order, and ends in
 * `limit SEARCH_FOUND_LIMIT`; they are read once (materialised) and counted. The cost is then bounded
 * by LIMITS.searchCountCap whatever the term and the scope — a rare term's matches come from the
 * trigram index, a common or one-letter one ("P" matches most of 200,000 engagements) stops past the
 * cap. Up to the cap the page is sorted from the matches in the same statement (`k` then `id`, in
 * `dir`); past it the total says "200+" and the page is `inOrder` (the list's own order with the
 * search as a `walkedFilter`: one index range, or each disjoint scope part's merged), where matches
 * are then dense — a second statement, named (`executeNamed`): its plan does not depend on the term,
 * and planned within the first, a group's eight ordered parts were planned for every term (8 ms).
 */
export async function searchPage(
  db: DbOrTx,
  opts: { found: SQLWrapper; inOrder: SQL; dir: 'asc' | 'desc'; rows: number; offset: number },
): Promise<{ ids: string[]; total: ListTotal }> {
  const { found, inOrder, rows, offset } = opts;
  const dir = sql.raw(opts.dir === 'asc' ? 'asc' : 'desc');
  const cap = LIMITS.searchCountCap;
  const sorted = sql`array(select id from m order by k ${dir}, id ${dir} limit ${rows} offset ${offset})`;
  const [row] = rowsOf<{ n: number; ids: string[] | null }>(
    await db.execute(
      sql`with m as materialized (${found}) select n, case when n <= ${cap} then ${sorted} end as ids from (select count(*)::int as n from m) as counted`,
    ),
  );
  const n = row?.n ?? 0;
  if (n <= cap) return { ids: row?.ids ?? [], total: exactTotal(n) };
  const page = await executeNamed(db, inOrder);
  return { ids: (page.rows as { id: string }[]).map((r) => r.id), total: { total: cap, capped: true } };
}

/**
 * A search as the filter of a page read in a list's order past the cap (`inOrder`), written
 * `coalesce(search, false)` — the same rows (a null rejects as false does) — so the planner takes it
 * for a filter that keeps half the rows. As an `ilike` it estimates a match in thousands and, for a
 * company's part (about 100 rows to the planner), reads every row of the company to sort its
 * "one" match: 14,000 rows checked for a page of 20 in a 20k group's "Patel" (30 ms). Past the cap
 * the matches are dense, and read in the index's order the walk stops at the page's end.
 */
export const walkedFilter = (search: SQL): SQL => sql`coalesce(${search}, false)`;
