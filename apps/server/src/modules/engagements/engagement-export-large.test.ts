import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { recordsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import { EXPORT_BATCH } from '../exports/list-export.ts';

const ctx = useTestApp();
const BULK = 2 * EXPORT_BATCH + 499;
let t: Tenant;

/**
 * A few thousand engagements: one made through the service, copied in SQL with distinct services,
 * contract starts over 400 days and creation times in microseconds, three to a timestamp (so batches
 * end inside runs of equal sort keys); each copy has an assessment due on its contract start.
 */
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  const seed = await buildEngagement(ctx.app.db, t, { serviceProvided: 'Bulk 0' });
  await ctx.app.db.execute(sql`
    insert into engagements
    select (jsonb_populate_record(e, jsonb_build_object(
      'id', gen_random_uuid(),
      'service_provided', 'Bulk ' || i,
      'contract_start', (date '2030-01-01' + (i % 400))::text,
      'created_at', (timestamptz '2030-01-01 00:00:00+00' + (i / 3) * interval '1 microsecond')::text
    ))).*
    from engagements e, generate_series(1, ${BULK - 1}) i
    where e.id = ${seed.id}`);
  await ctx.app.db.execute(sql`
    insert into assessments
    select (jsonb_populate_record(a, jsonb_build_object(
      'id', gen_random_uuid(), 'engagement_id', e.id, 'due_date', e.contract_start::text
    ))).*
    from assessments a, engagements e
    where a.id = ${seed.assessmentId} and e.company_id = ${t.company.id} and e.id <> ${seed.id}`);
});

async function expected(order: string) {
  const res = await ctx.app.db.execute(
    sql.raw(`select e.service_provided as s from engagements e
      join engaged_individuals i on i.id = e.engaged_individual_id
      where e.company_id = '${t.company.id}' and e.deleted_at is null order by ${order}`),
  );
  return (res as unknown as { rows: { s: string }[] }).rows.map((r) => r.s);
}

describe('a large engagements export', () => {
  it.each([
    ['dateCreated|desc', 'e.created_at desc, e.id desc'],
    ['contractDateStart|asc', 'e.contract_start asc, e.id asc'],
    ['engagedIndividualName|asc', 'i.name asc, e.id asc'],
  ])('streams every row in the order of %s, batch after batch', async (sort, order) => {
    const res = await injectAs(ctx, t.clientAdmin, { url: `/api/my-engagements?format=xls&sort=${sort}` });
    expect(res.headers['x-export-truncated']).toBeUndefined();
    const rows = recordsOf(await workbookOf(res, 'engagements.xlsx'), 'Engagements');
    expect(rows).toHaveLength(BULK);
    expect(rows.map((r) => r['Service provided'])).toEqual(await expected(order));
    for (const r of rows.slice(1, 50)) expect(r['Assessment due']).toEqual(r['Contract start']);
    expect(new Set(rows.map((r) => r.Company))).toEqual(new Set([t.company.name]));
  });
});
