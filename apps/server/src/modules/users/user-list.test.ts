import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let archived: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  archived = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.subsidiary.id, status: 'archived' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const ids = async (actor: { id: string }, url: string) => {
  const res = await injectAs(ctx, actor, { url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((u) => u.id);
};
const tenantPeople = () =>
  [t.clientAdmin, t.companyAdmin, t.specialist, t.approver, t.clientUser, t.subSpecialist, archived].map((u) => u.id);

describe('GET /api/users', () => {
  it('lists everyone to a provider admin, with filters', async () => {
    const all = await ids(providerAdmin, '/api/users?rows=500');
    expect(all).toEqual(expect.arrayContaining([...tenantPeople(), foreign.clientAdmin.id, manager.id]));
    expect(await ids(providerAdmin, '/api/users?rows=500&userType=gt')).toEqual(
      expect.arrayContaining([providerAdmin.id, manager.id]),
    );
    expect(await ids(providerAdmin, `/api/users?companyIds[]=${t.subsidiary.id}&status=archived`)).toEqual([
      archived.id,
    ]);
    expect(await ids(providerAdmin, `/api/users?globalFilter=${encodeURIComponent(t.approver.email)}`)).toEqual([
      t.approver.id,
    ]);
  });

  it('searches email, first, last and full name and position, each field on its own', async () => {
    // In a group of its own: the other tests count the tenants' people.
    const g = await buildTenant(ctx.app.db);
    const u = await buildUser(ctx.app.db, { role: 'client_user', companyId: g.company.id });
    const tag = `q${u.id.slice(0, 8)}`;
    await ctx.app.db
      .update(users)
      .set({
        firstName: `Ada${tag}`,
        lastName: 'Lovelace',
        position: `Head of ${tag} ops`,
        email: `${tag}x@search.test`,
      })
      .where(eq(users.id, u.id));
    const search = (term: string) => ids(providerAdmin, `/api/users?rows=50&globalFilter=${encodeURIComponent(term)}`);
    for (const term of [`${tag}x@search`, `ada${tag}`, `ADA${tag} LOVE`, `of ${tag} op`, 'lovelace'])
      expect(await search(term), term).toContain(u.id);
    // A pattern running from one field into the next matches nothing (the email's end, the first name's start).
    expect(await search(`search.test ada`)).not.toContain(u.id);
    expect(await search(`lovelace head`)).not.toContain(u.id);
  });

  it('lists the people of managed clients to a provider user', async () => {
    expect((await ids(manager, '/api/users?rows=500')).sort()).toEqual(tenantPeople().sort());
  });

  it('pages and sorts', async () => {
    const res = await injectAs(ctx, providerAdmin, {
      url: `/api/users?companyIds[]=${t.company.id}&rows=2&page=2&sort=email|desc`,
    });
    expect(res.json()).toMatchObject({ total: 4, page: 2, rows: 2 });
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).toMatchObject({ company: { id: t.company.id }, abilities: { archive: true } });
  });

  it.each([
    ['client admin', () => t.clientAdmin],
    ['specialist', () => t.specialist],
  ])('refuses a %s', async (_l, actor) => {
    expect((await injectAs(ctx, actor(), { url: '/api/users' })).statusCode).toBe(403);
  });
});

describe('GET /api/companies/:id/users', () => {
  it('lists the group to its client admin, filtered by status and company', async () => {
    const url = `/api/companies/${t.company.id}/users?rows=100`;
    expect((await ids(t.clientAdmin, url)).sort()).toEqual(tenantPeople().sort());
    expect(await ids(t.clientAdmin, `${url}&statuses[]=archived`)).toEqual([archived.id]);
    expect((await ids(t.clientAdmin, `${url}&companyIds[]=${t.subsidiary.id}&statuses[]=active`)).sort()).toEqual(
      [t.companyAdmin.id, t.subSpecialist.id].sort(),
    );
    expect(await ids(t.clientAdmin, `${url}&role=approver`)).toEqual([t.approver.id]);
  });

  it('lists only the subsidiary to its admin', async () => {
    expect((await ids(t.companyAdmin, `/api/companies/${t.subsidiary.id}/users`)).sort()).toEqual(
      [t.companyAdmin.id, t.subSpecialist.id, archived.id].sort(),
    );
    expect((await injectAs(ctx, t.companyAdmin, { url: `/api/companies/${t.company.id}/users` })).statusCode).toBe(404);
  });

  it.each([
    ['a specialist', () => t.specialist],
    ["another client's admin", () => foreign.clientAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    expect((await injectAs(ctx, actor(), { url: `/api/companies/${t.company.id}/users` })).statusCode).toBe(404);
  });
});

describe('provider staff options', () => {
  it('offers provider staff to a provider admin, excluding and searching', async () => {
    const res = await injectAs(ctx, providerAdmin, {
      url: `/api/gt-user-options?excludeIds[]=${providerAdmin.id}&queryString=${encodeURIComponent(manager.lastName)}`,
    });
    expect(res.json()).toEqual([expect.objectContaining({ id: manager.id, email: manager.email })]);
    const initial = await injectAs(ctx, providerAdmin, {
      url: `/api/gt-user-options?queryString=zzz-none&initialValue=${manager.id}`,
    });
    expect(initial.json().map((o: { id: string }) => o.id)).toEqual([manager.id]);
  });

  it("carries the field named by valueField as each option's value (spec §7), id by default", async () => {
    const search = `queryString=${encodeURIComponent(manager.lastName)}`;
    const byId = await injectAs(ctx, providerAdmin, { url: `/api/gt-user-options?${search}` });
    expect(byId.json()).toEqual([expect.objectContaining({ id: manager.id, value: manager.id })]);
    const byEmail = await injectAs(ctx, providerAdmin, { url: `/api/gt-user-options?${search}&valueField=email` });
    expect(byEmail.json()).toEqual([expect.objectContaining({ id: manager.id, value: manager.email })]);
    const initial = await injectAs(ctx, providerAdmin, {
      url: `/api/gt-user-options?queryString=zzz-none&valueField=email&initialValue=${encodeURIComponent(manager.email)}`,
    });
    expect(initial.json().map((o: { value: string }) => o.value)).toEqual([manager.email]);
    const mismatched = await injectAs(ctx, providerAdmin, {
      url: `/api/gt-user-options?initialValue=${encodeURIComponent(manager.email)}`,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().errors).toEqual({ initialValue: ['errors.invalidOption'] });
  });

  it('lists managers of clients with their count', async () => {
    const res = await injectAs(ctx, providerAdmin, { url: '/api/gt-managers' });
    expect(res.json()).toContainEqual(expect.objectContaining({ id: manager.id, managedClientCount: 1 }));
  });

  it.each(['/api/gt-user-options', '/api/gt-managers'])('refuses %s to others', async (url) => {
    expect((await injectAs(ctx, manager, { url })).statusCode).toBe(403);
    expect((await injectAs(ctx, t.clientAdmin, { url })).statusCode).toBe(403);
  });
});
