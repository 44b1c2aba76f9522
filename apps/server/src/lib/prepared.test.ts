import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEngagement } from '../../test/factories/engagement.ts';
import { buildTenant } from '../../test/factories/tenant.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { engagementRowsByIds } from '../modules/engagements/engagement.repository.ts';
import { planStableIds } from './prepared.ts';

const ctx = useTestApp();
const NIL = '00000000-0000-0000-0000-000000000000';

describe('planStableIds', () => {
  it('pads fewer than ten ids with the nil id, in order, and leaves ten or more as they are', () => {
    expect(planStableIds([])).toEqual(Array(10).fill(NIL));
    expect(planStableIds(['a', 'b'])).toEqual(['a', 'b', ...Array(8).fill(NIL)]);
    const twelve = Array.from({ length: 12 }, (_, i) => `id-${i}`);
    expect(planStableIds(twelve)).toEqual(twelve);
  });

  it('on PostgreSQL, keeps a generic plan of the rows by id however few the first calls read', async () => {
    const t = await buildTenant(ctx.app.db);
    const { id } = await buildEngagement(ctx.app.db, t);
    // One connection (a transaction's), a fresh statement on it: eight pages of one row each.
    const { rows, plans } = await ctx.app.db.transaction(async (tx) => {
      let read: Awaited<ReturnType<typeof engagementRowsByIds>>['rows'] = [];
      for (let i = 0; i < 8; i++) read = (await engagementRowsByIds(tx, [id])).rows;
      const found = (await tx.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'engagement_list_rows'`,
      )) as unknown as { rows: { generic: number; custom: number }[] };
      return { rows: read, plans: found.rows };
    });
    // The padding matches no row.
    expect(rows.map((r) => r.engagement.id)).toEqual([id]);
    if (ctx.database.kind !== 'postgres') return; // PGlite: no statement is named
    // Five custom plans, then the generic one kept (without the padding: eight custom plans).
    expect(plans).toEqual([{ generic: 3, custom: 5 }]);
  });
});
