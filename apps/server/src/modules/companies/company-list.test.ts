import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';
import { insertCompany } from '../../db/seed/builders.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let archivedSub: { id: string };
let awaitingSub: { id: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
  archivedSub = await insertCompany(ctx.app.db, { name: `${t.company.name} Archived Ltd`, parentId: t.company.id });
  await ctx.app.db
    .update(companies)
    .set({ status: 'archived', archivedAt: day(-40) })
    .where(eq(companies.id, archivedSub.id));
  awaitingSub = await insertCompany(ctx.app.db, { name: 'Awaiting Ltd', parentId: t.company.id });
  await ctx.app.db.update(companies).set({ status: 'awaiting' }).where(eq(companies.id, awaitingSub.id));
  await buildEngagement(ctx.app.db, t);
});

const list = async (user: { id: string }, query = '') => {
  const res = await injectAs(ctx, user, { url: `/api/companies?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string; [k: string]: unknown }[]; total: number; rows: number; page: number };
};
const ids = async (user: { id: string }, query = '') => (await list(user, query)).data.map((c) => c.id).sort();
const group = () => [t.company.id, t.subsidiary.id, archivedSub.id, awaitingSub.id].sort();

describe('GET /api/companies: who sees what', () => {
  it('lists every company to a provider admin', async () => {
    expect(await ids(providerAdmin, 'rows=500')).toEqual(
      expect.arrayContaining([t.company.id, t.subsidiary.id, foreign.company.id]),
    );
  });

  it('lists a provider user only the clients they manage, with their subsidiaries', async () => {
    expect(await ids(manager, 'rows=500')).toEqual(group());
  });

  it('lists the group to its client admin, the subsidiary to its admin, nothing to a specialist', async () => {
    expect(await ids(t.clientAdmin)).toEqual(group());
    expect(await ids(t.companyAdmin)).toEqual([t.subsidiary.id]);
    expect(await ids(t.specialist)).toEqual([]);
    expect(await ids(foreign.clientAdmin)).not.toContain(t.company.id);
  });

  it('answers rows=ALL to a provider admin only', async () => {
    const all = await list(providerAdmin, 'rows=ALL');
    expect(all.data.length).toBe(all.total);
    expect(all.rows).toBe(all.total);
    const denied = await injectAs(ctx, manager, { url: '/api/companies?rows=ALL' });
    expect(denied.statusCode).toBe(403);
  });
});

describe('GET /api/companies: items, filters, sorting', () => {
  it('sends manager, administrators, status, counts and abilities with each item', async () => {
    const page = await list(t.clientAdmin, `globalFilter=${encodeURIComponent(t.company.name)}&mainOnly=true`);
    expect(page.data).toEqual([
      expect.objectContaining({
        id: t.company.id,
        status: 'active',
        manager: expect.objectContaining({ id: manager.id }),
        administrators: [expect.objectContaining({ id: t.clientAdmin.id })],
        departmentsCount: 1,
        engagementCount: 1,
        activeEngagementCount: 1,
        dateCreated: expect.any(String),
        dateArchived: null,
        abilities: expect.objectContaining({ edit: true }),
      }),
    ]);
  });

  it('filters by statuses[] and by managerIds[]', async () => {
    expect(await ids(t.clientAdmin, 'statuses[]=archived')).toEqual([archivedSub.id]);
    expect(await ids(t.clientAdmin, 'statuses[]=awaiting&statuses[]=archived')).toEqual(
      [archivedSub.id, awaitingSub.id].sort(),
    );
    expect(await ids(providerAdmin, `managerIds[]=${manager.id}&rows=500`)).toEqual(group());
    expect(await ids(providerAdmin, `managerIds[]=${providerAdmin.id}`)).toEqual([]);
  });

  it('filters by archive period and custom archive dates', async () => {
    expect(await ids(t.clientAdmin, 'periodArchivization=thisMonth')).toEqual([]);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(await ids(t.clientAdmin, `periodArchivization=customPeriod&dateArchivizationFrom=${iso(day(-41))}`)).toEqual(
      [archivedSub.id],
    );
    expect(await ids(t.clientAdmin, `dateArchivizationTo=${iso(day(-42))}`)).toEqual([]);
    const bad = await injectAs(ctx, t.clientAdmin, {
      url: `/api/companies?dateArchivizationFrom=${iso(day(0))}&dateArchivizationTo=${iso(day(-1))}`,
    });
    expect(bad.json().errors).toEqual({ dateArchivizationTo: ['documents.datePeriodModal.dateTooEarly'] });
  });

  it('sorts by a field and pages', async () => {
    const byName = (await list(t.clientAdmin, 'sort=name|desc')).data.map((c) => c.name as string);
    expect(byName).toEqual([...byName].sort().reverse());
    const first = await list(t.clientAdmin, 'sort=engagementCount|desc&rows=1');
    expect(first).toMatchObject({ total: 4, rows: 1, page: 1, data: [{ id: t.company.id }] });
    expect((await list(t.clientAdmin, 'sort=engagementCount|desc&rows=1&page=2')).data[0]!.id).not.toBe(t.company.id);
    // The total rides on the page's rows; a page past the end has none and is counted apart.
    expect(await list(t.clientAdmin, 'rows=1&page=4')).toMatchObject({ total: 4, data: [{}] });
    expect(await list(t.clientAdmin, 'rows=1&page=5')).toMatchObject({ total: 4, page: 5, data: [] });
    expect(await list(t.clientAdmin, 'rows=3&page=2&statuses[]=active')).toMatchObject({
      total: (await list(t.clientAdmin, 'rows=100&statuses[]=active')).data.length,
    });
    expect((await injectAs(ctx, t.clientAdmin, { url: '/api/companies?sort=name' })).statusCode).toBe(400);
  });
});

describe('GET /api/company-options', () => {
  const options = async (user: { id: string }, query = '') =>
    ((await injectAs(ctx, user, { url: `/api/company-options?${query}` })).json() as { id: string }[])
      .map((o) => o.id)
      .sort();

  it('offers the active companies the actor manages, awaiting ones on request', async () => {
    expect(await options(t.clientAdmin)).toEqual([t.company.id, t.subsidiary.id].sort());
    expect(await options(t.clientAdmin, 'includeAwaiting=true')).toEqual(
      [t.company.id, t.subsidiary.id, awaitingSub.id].sort(),
    );
    expect(await options(t.specialist)).toEqual([]);
  });

  it('keeps the initial value and filters by manager', async () => {
    expect(await options(t.clientAdmin, `queryString=zzz&initialValue=${archivedSub.id}`)).toEqual([archivedSub.id]);
    expect(await options(t.clientAdmin, `queryString=zzz&initialValue=${foreign.company.id}`)).toEqual([]);
    expect(await options(providerAdmin, `managerId=${manager.id}`)).toEqual([t.company.id, t.subsidiary.id].sort());
  });
});

describe('subsidiaries', () => {
  it('pages the subsidiaries of a managed company', async () => {
    const res = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}/subcompany-list` });
    expect(
      res
        .json()
        .data.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([t.subsidiary.id, archivedSub.id, awaitingSub.id].sort());
    const archived = await injectAs(ctx, manager, {
      url: `/api/companies/${t.company.id}/subcompany-list?statuses[]=archived`,
    });
    expect(archived.json().data.map((c: { id: string }) => c.id)).toEqual([archivedSub.id]);
  });

  it('offers active subsidiaries by default, other statuses on request', async () => {
    const url = `/api/companies/${t.company.id}/subcompany-options`;
    expect((await injectAs(ctx, t.clientAdmin, { url })).json()).toEqual([
      { id: t.subsidiary.id, name: expect.any(String) },
    ]);
    const more = await injectAs(ctx, t.clientAdmin, { url: `${url}?statuses[]=awaiting&statuses[]=archived` });
    expect(
      more
        .json()
        .map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([archivedSub.id, awaitingSub.id].sort());
  });

  it.each([
    ['the subsidiary admin', () => t.companyAdmin],
    ['a specialist', () => t.specialist],
    ["another client's admin", () => foreign.clientAdmin],
  ])('answers 404 to %s', async (_l, user) => {
    for (const path of ['subcompany-list', 'subcompany-options'])
      expect((await injectAs(ctx, user(), { url: `/api/companies/${t.company.id}/${path}` })).statusCode).toBe(404);
  });
});

describe("a user's companies", () => {
  it("lists a provider user's managed clients, to themselves and to a provider admin", async () => {
    for (const viewer of [manager, providerAdmin]) {
      const res = await injectAs(ctx, viewer, { url: `/api/users/${manager.id}/companies` });
      expect(res.json().data.map((c: { id: string }) => c.id)).toEqual([t.company.id]);
    }
    const withSubs = await injectAs(ctx, manager, {
      url: `/api/users/${manager.id}/company-options?includeSubsidiaries=true`,
    });
    expect(
      withSubs
        .json()
        .map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual(group());
  });

  it("shows a specialist their own company, and the client admin the specialist's", async () => {
    for (const viewer of [t.specialist, t.clientAdmin]) {
      const res = await injectAs(ctx, viewer, { url: `/api/users/${t.specialist.id}/company-options` });
      expect(res.json()).toEqual([{ id: t.company.id, name: expect.any(String) }]);
    }
    const page = await injectAs(ctx, t.specialist, { url: `/api/users/${t.specialist.id}/companies` });
    expect(page.json().data.map((c: { id: string }) => c.id)).toEqual([t.company.id]);
  });

  it("answers 404 for someone else's user", async () => {
    for (const url of [`/api/users/${manager.id}/companies`, `/api/users/${t.specialist.id}/company-options`])
      expect((await injectAs(ctx, foreign.clientAdmin, { url })).statusCode).toBe(404);
    expect((await injectAs(ctx, t.approver, { url: `/api/users/${t.specialist.id}/companies` })).statusCode).toBe(404);
  });
});
