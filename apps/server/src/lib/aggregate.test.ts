import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { groupedBusiest, runAggregates, sumOf } from './aggregate.ts';

const ctx = useTestApp();

/** (id, risk, n): five groups and one without an id, over two risk bands. */
const cells = sql`(values
  ('a', 'high', 10), ('a', 'low', 5),
  ('b', 'high', 1),
  ('c', 'low', 7), ('c', 'high', 2),
  ('d', 'low', 1),
  (null, 'high', 3), (null, 'low', 1),
  ('e', 'low', 2)) as t(id, risk, n)`;

describe('groupedBusiest: the busiest groups, the rest summed in SQL', () => {
  it('keeps the rows of the heaviest groups and sums the others per "by" key, counting them', async () => {
    const r = await runAggregates(ctx.app.db, {
      rows: groupedBusiest(
        {
          from: cells,
          scope: sql`true`,
          groupBy: { id: sql`t.id`, risk: sql`t.risk` },
          measures: { n: sumOf(sql`t.n`), label: sql<string>`min(t.id)` },
        },
        { id: 'id', by: ['risk'], weight: 'n', sum: ['n'], keep: 3 },
      ),
    });
    const kept = r.rows.filter((x) => !x.others);
    // a (15), c (9), the group without an id (4) — b (1), d (1) and e (2) are summed.
    expect(new Set(kept.map((x) => x.id))).toEqual(new Set(['a', 'c', null]));
    expect(kept.every((x) => x.folded === 1)).toBe(true);
    const others = r.rows.filter((x) => x.others).sort((x, y) => String(x.risk).localeCompare(String(y.risk)));
    expect(others).toEqual([
      { id: null, risk: 'high', n: 1, label: null, others: true, folded: 3 },
      { id: null, risk: 'low', n: 3, label: null, others: true, folded: 3 },
    ]);
    const total = r.rows.reduce((s, x) => s + x.n, 0);
    expect(total).toBe(32);
  });

  it('folds nothing when every group is kept', async () => {
    const r = await runAggregates(ctx.app.db, {
      rows: groupedBusiest(
        {
          from: cells,
          scope: sql`true`,
          groupBy: { id: sql`t.id`, risk: sql`t.risk` },
          measures: { n: sumOf(sql`t.n`) },
        },
        { id: 'id', by: ['risk'], weight: 'n', sum: ['n'], keep: 10 },
      ),
    });
    expect(r.rows.some((x) => x.others)).toBe(false);
    expect(r.rows).toHaveLength(9);
  });
});
