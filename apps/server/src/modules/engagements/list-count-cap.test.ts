import { LIMITS } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Past LIMITS.listCountCap rows, a total counted row by row (a filter the counters do not hold) stops
 * at the cap and says so (`totalCapped`); totals from the counters stay exact however large; the
 * pages go on past a capped total. The group gets cap + 50 engagements (copies of one) and its
 * specialist cap + 50 assessments.
 */
const ctx = useTestApp();
const cap = LIMITS.listCountCap;
const extra = 50;
let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  const e = await buildEngagement(ctx.app.db, t);
  await ctx.app.db.execute(sql`
    insert into engagements (company_id, engaged_entity_id, engaged_individual_id, answerer_id, approver_id,
      contract_start, contract_end, contract_value_pence, service_provided, status, type)
    select company_id, engaged_entity_id, engaged_individual_id, answerer_id, approver_id,
      contract_start, contract_end, contract_value_pence, service_provided, status, type
    from engagements, generate_series(1, ${cap + extra - 1}) where id = ${e.id}`);
  await ctx.app.db.execute(sql`
    insert into assessments (engagement_id, due_date, answerer_id, approver_id)
    select engagement_id, due_date, answerer_id, approver_id
    from assessments, generate_series(1, ${cap + extra - 1}) where id = ${e.assessmentId}`);
}, 120_000);

type Page = { data: unknown[]; total: number; totalCapped: boolean };
const get = async (url: string, as: { id: string } = t.clientAdmin) => {
  const res = await injectAs(ctx, as, { url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as Page;
};

describe('list totals past the count cap', () => {
  it('keeps an engagement total from the counters exact', async () => {
    const page = await get('/api/my-engagements?rows=20&statuses=active');
    expect(page).toMatchObject({ total: cap + extra, totalCapped: false });
  });

  it('stops a row-by-row engagement count at the cap and says so, and still serves the pages past it', async () => {
    const filter = 'dateCreatedFrom=2000-01-01';
    expect(await get(`/api/my-engagements?rows=20&${filter}`)).toMatchObject({ total: cap, totalCapped: true });
    // Page 503 holds rows 10,041–10,050: there, although the total said 10,000.
    const last = await get(`/api/my-engagements?rows=20&page=${cap / 20 + 3}&${filter}`);
    expect(last.data).toHaveLength(extra - 40);
    expect((await get(`/api/my-engagements?rows=20&page=${cap / 20 + 4}&${filter}`)).data).toHaveLength(0);
    // A filter that matches fewer rows than the cap is exact.
    expect(await get('/api/my-engagements?rows=20&dateCreatedFrom=2999-01-01')).toMatchObject({
      total: 0,
      totalCapped: false,
    });
  });

  it("stops a row-by-row count of a person's assessments at the cap, counters exact", async () => {
    const url = `/api/users/${t.specialist.id}/assessments?rows=20`;
    expect(await get(url, t.specialist)).toMatchObject({ total: cap + extra, totalCapped: false });
    expect(await get(`${url}&dateDueFrom=1900-01-01`, t.specialist)).toMatchObject({ total: cap, totalCapped: true });
    const past = await get(`${url}&dateDueFrom=1900-01-01&page=${cap / 20 + 2}`, t.specialist);
    expect(past.data).toHaveLength(20);
    // The approver's queue (one index range, counted row by row) is capped the same way.
    const queue = await get(`/api/users/${t.approver.id}/assessments?rows=20&role=approver`, t.approver);
    expect(queue).toMatchObject({ total: cap, totalCapped: true });
  });
});
