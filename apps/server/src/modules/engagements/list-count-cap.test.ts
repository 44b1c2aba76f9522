import { LIMITS } from '@statera/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { engagements } from '../../db/schema/index.ts';

/**
 * Past LIMITS.listCountCap rows, a total counted row by row (a filter the counters do not hold) stops
 * at the cap and says so (`totalCapped`); totals from the counters stay exact however large; the
 * pages go on past a capped total. The group gets cap + 50 engagements (copies of one) and its
 * specialist cap + 50 assessments. A search of engagements stops counting at its own, lower cap
 * (LIMITS.searchCountCap) in every scope, its pages in the list's order.
 */
const ctx = useTestApp();
const cap = LIMITS.listCountCap;
const extra = 50;
let t: Tenant;
let service: string;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  service = `Capped search ${Date.now().toString(36)}`;
  const e = await buildEngagement(ctx.app.db, t, { serviceProvided: service });
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

type Page = { data: { id: string }[]; total: number; totalCapped: boolean };
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

  it("counts a search of a person's assessments exactly, its pages those of the unsearched list", async () => {
    const idsOf = (page: Page) => page.data.map((row) => row.id);
    const url = `/api/users/${t.specialist.id}/assessments?rows=20&sort=due_date%7Casc`;
    // Every assessment of the group is on the engagement of that service: each term matches them all.
    // A person's list is bounded by their seats: its search is counted whole (docs/decisions/performance.md).
    for (const term of [service, service.slice(0, 1)]) {
      const searched = `${url}&globalFilter=${encodeURIComponent(term)}`;
      const first = await get(searched, t.specialist);
      expect(first, term).toMatchObject({ total: cap + extra, totalCapped: false });
      expect(first.data).toHaveLength(20);
      for (const page of [1, 7, LIMITS.searchCountCap / 20 + 2, cap / 20 + 3, cap / 20 + 4]) {
        expect(idsOf(await get(`${searched}&page=${page}`, t.specialist)), `${term}, page ${page}`).toEqual(
          idsOf(await get(`${url}&page=${page}`, t.specialist)),
        );
      }
    }
    expect((await get(`${url}&page=${cap / 20 + 3}`, t.specialist)).data).toHaveLength(extra - 40);
  }, 120_000);

  it("stops every search at its cap, the pages past it in the list order, a group's companies merged", async () => {
    const searchCap = LIMITS.searchCountCap;
    const idsOf = (page: Page) => page.data.map((row) => row.id);
    // 30 matches in the subsidiary, created at the same instant as the bulk: the newest-first order
    // (created at, then id) interleaves the two companies, so a page past the cap merges both parts.
    const subsidiaryCopies = 30;
    await ctx.app.db.execute(sql`
      insert into engagements (company_id, engaged_entity_id, engaged_individual_id, answerer_id, approver_id,
        contract_start, contract_end, contract_value_pence, service_provided, status, type, created_at)
      select ${t.subsidiary.id}, engaged_entity_id, engaged_individual_id, answerer_id, approver_id,
        contract_start, contract_end, contract_value_pence, service_provided, status, type,
        (select max(created_at) from engagements where company_id = ${t.company.id})
      from engagements, generate_series(1, ${subsidiaryCopies})
      where id = (select min(id::text)::uuid from engagements where company_id = ${t.company.id})`);
    const newestFirst = (
      await ctx.app.db
        .select({ id: engagements.id, companyId: engagements.companyId })
        .from(engagements)
        .where(and(inArray(engagements.companyId, [t.company.id, t.subsidiary.id]), isNull(engagements.deletedAt)))
        .orderBy(desc(engagements.createdAt), desc(engagements.id))
    ).map((row) => row.id);
    const all = cap + extra + subsidiaryCopies;
    expect(newestFirst).toHaveLength(all);
    const lastPage = Math.ceil(all / 20);
    // Pages past the cap that hold rows of both companies: there the merge is exercised, not assumed.
    const subsidiaryIds = new Set(
      (
        await ctx.app.db
          .select({ id: engagements.id })
          .from(engagements)
          .where(eq(engagements.companyId, t.subsidiary.id))
      ).map((row) => row.id),
    );
    const pageOf = (page: number) => newestFirst.slice((page - 1) * 20, page * 20);
    const mixed = Array.from({ length: lastPage }, (_, i) => i + 1).filter(
      (page) =>
        page > searchCap / 20 + 1 &&
        pageOf(page).some((id) => subsidiaryIds.has(id)) &&
        pageOf(page).some((id) => !subsidiaryIds.has(id)),
    );
    expect(mixed.length).toBeGreaterThan(0);
    const pages = [1, 7, searchCap / 20 + 2, mixed[0]!, mixed.at(-1)!, cap / 20 + 2, lastPage, lastPage + 1];
    const expectPages = async (url: string, who: { id: string }, label: string) => {
      for (const page of pages) {
        expect(idsOf(await get(`${url}&page=${page}`, who)), `${label}, page ${page}`).toEqual(pageOf(page));
      }
    };
    // The client admin's group (two companies, two scope parts), with the whole service and with one
    // letter of it (too short for a trigram): counted up to the cap, its pages then read in the list's
    // order, each company's part merged.
    for (const term of [service, service.slice(0, 1)]) {
      const url = `/api/my-engagements?rows=20&globalFilter=${encodeURIComponent(term)}`;
      expect(await get(url), term).toMatchObject({ total: searchCap, totalCapped: true });
      await expectPages(url, t.clientAdmin, `client admin, ${term}`);
    }
    // The provider admin's list (every company, one scope part): the same.
    const providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const url = `/api/my-engagements?rows=20&globalFilter=${encodeURIComponent(service)}`;
    expect(await get(url, providerAdmin)).toMatchObject({ total: searchCap, totalCapped: true });
    await expectPages(url, providerAdmin, 'provider admin');
    // Up to the cap a search is exact and sorted from its matches: one engagement of its own service.
    const single = await buildEngagement(ctx.app.db, t, { serviceProvided: `${service} alone` });
    for (const who of [t.clientAdmin, providerAdmin]) {
      const alone = await get(
        `/api/my-engagements?rows=20&globalFilter=${encodeURIComponent(`${service} alone`)}`,
        who,
      );
      expect(alone).toMatchObject({ total: 1, totalCapped: false });
      expect(idsOf(alone)).toEqual([single.id]);
      const none = await get(
        `/api/my-engagements?rows=20&globalFilter=${encodeURIComponent(`${service} nowhere`)}`,
        who,
      );
      expect(none).toMatchObject({ total: 0, totalCapped: false, data: [] });
    }
  }, 120_000);
});
