import { LIMITS } from '@statera/shared';
import { type SQL, sql } from 'drizzle-orm';

/** A list's total: exact, or at least `total` (`capped`) when a row-by-row count passed the cap. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/**
 * A row-by-row count that stops after LIMITS.listCountCap + 1 rows: `rows` selects the rows to
 * count (any one column). A list whose filters its counters do not hold (dates, department,
 * entity type…) counts its index this way, so a filter matching 100,000 rows costs what one
 * matching 10,000 does (about 2 ms instead of 20–70); past the cap the list says "10,000+".
 */
export const boundedCount = (rows: SQL): SQL =>
  sql`(select count(*) from (${rows} limit ${LIMITS.listCountCap + 1}) as bounded)`;

/**
 * Below this offset, a list of several scope parts reads its first part's page in the statement that
 * counts the parts (an index range of at most this many rows and a page): when the counts show that
 * part alone holds rows — the usual case — that is the page, in one round trip; wasted only when
 * another part holds rows too. Deeper pages are read once the counts are known.
 */
export const SPECULATIVE_OFFSET = 1_000;

/** An exact total (from counters, or a count that cannot pass the cap). */
export const exactTotal = (total: number): ListTotal => ({ total, capped: false });

/**
 * The total of a list's parts: the exact counts as they are, the bounded ones at most the cap each;
 * capped when any bounded count passed it.
 */
export function partsTotal(counts: readonly number[], bounded: readonly boolean[]): ListTotal {
  const cap = LIMITS.listCountCap;
  let total = 0;
  let capped = false;
  counts.forEach((n, i) => {
    const over = bounded[i] === true && n > cap;
    capped ||= over;
    total += over ? cap : n;
  });
  return { total, capped };
}
