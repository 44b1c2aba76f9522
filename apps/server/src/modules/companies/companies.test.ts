import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let otherManager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  otherManager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const getCompany = (user: { id: string }, id: string) => injectAs(ctx, user, { url: `/api/companies/${id}` });
const put = (user: { id: string }, url: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const auditOf = async (id: string) =>
  (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map((a) => a.action);

describe('GET /api/companies/:id', () => {
  it('shows the client admin the company page with group settings, admins, manager and counts', async () => {
    await buildEngagement(ctx.app.db, t);
    const res = await getCompany(t.clientAdmin, t.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: t.company.id,
      mainCompany: true,
      parentId: null,
      parent: null,
      status: 'active',
      subsidiaries: [{ id: t.subsidiary.id }],
      departmentsCount: 1,
      engagementCount: 1,
      activeEngagementCount: 1,
      administrators: [{ id: t.clientAdmin.id, email: t.clientAdmin.email, status: 'active' }],
      manager: { id: manager.id },
      appealManager: null,
      haveActiveAppeals: false,
      holding: { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 },
      abilities: {
        edit: true,
        editName: false,
        editHolding: true,
        archive: false,
        delete: false,
        manageDepartments: true,
        addSubsidiary: true,
        changeManager: false,
      },
    });
  });

  it('shows a subsidiary with its parent, its own admin and the client manager', async () => {
    const res = await getCompany(t.companyAdmin, t.subsidiary.id);
    expect(res.json()).toMatchObject({
      mainCompany: false,
      parent: { id: t.company.id },
      administrators: [{ id: t.companyAdmin.id }],
      manager: { id: manager.id },
      holding: null,
      abilities: { edit: true, editName: true, archive: false, addSubsidiary: false, editHolding: false },
    });
  });

  it('gives a provider admin every ability but group settings, and the client admin the lifecycle of subsidiaries', async () => {
    expect((await getCompany(providerAdmin, t.company.id)).json().abilities).toMatchObject({
      editName: true,
      archive: true,
      restore: false,
      delete: true,
      changeManager: true,
      editHolding: false,
      viewHolding: true,
    });
    expect((await getCompany(t.clientAdmin, t.subsidiary.id)).json().abilities).toMatchObject({
      archive: true,
      delete: true,
    });
    expect((await getCompany(manager, t.company.id)).json().abilities).toMatchObject({
      edit: true,
      editName: false,
      archive: false,
      changeManager: false,
      editHolding: false,
    });
  });

  it('names the lead appeal manager of the company', async () => {
    const lam = await buildUser(ctx.app.db, {
      role: 'client_user',
      companyId: t.company.id,
      amRole: 'lead_appeal_manager',
    });
    expect((await getCompany(t.clientAdmin, t.company.id)).json().appealManager).toMatchObject({ id: lam.id });
    await ctx.app.db.update(users).set({ amRole: 'none' }).where(eq(users.id, lam.id));
  });

  it('shows a specialist their own company read-only, without the group settings', async () => {
    const res = await getCompany(t.specialist, t.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ holding: null, abilities: { edit: false, editHolding: false, archive: false } });
  });

  it.each([
    ['a subsidiary admin asking for the parent', () => t.companyAdmin, () => t.company.id],
    ["another client's admin", () => foreign.clientAdmin, () => t.company.id],
    ["another client's subsidiary admin", () => foreign.companyAdmin, () => t.subsidiary.id],
    ['a provider user who does not manage the client', () => otherManager, () => t.company.id],
    ['a company that does not exist', () => providerAdmin, () => '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 to %s', async (_l, user, id) => {
    expect((await getCompany(user(), id())).statusCode).toBe(404);
  });

  it('answers 404 to an API user, even of the company', async () => {
    const api = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    expect((await getCompany(api, t.company.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/companies/:id', () => {
  it("locks the main company's name except for a provider admin", async () => {
    expect((await put(t.clientAdmin, `/api/companies/${t.company.id}`, { name: 'Renamed plc' })).statusCode).toBe(403);
    expect((await put(manager, `/api/companies/${t.company.id}`, { name: 'Renamed plc' })).statusCode).toBe(403);
    const sector = await put(t.clientAdmin, `/api/companies/${t.company.id}`, {
      name: t.company.name,
      sector: 'retail',
      city: ' Leeds ',
      postalCode: 'LS1 4AP',
    });
    expect(sector.statusCode).toBe(200);
    expect(sector.json()).toMatchObject({
      name: t.company.name,
      sector: 'retail',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
    });
    const renamed = await put(providerAdmin, `/api/companies/${t.company.id}`, { name: 'Renamed plc' });
    expect(renamed.json().name).toBe('Renamed plc');
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.company.id));
    expect(events.filter((e) => e.action === 'company.updated').map((e) => e.after)).toEqual([
      { sector: 'retail', city: 'Leeds', postalCode: 'LS1 4AP' },
      { name: 'Renamed plc' },
    ]);
  });

  it('answers a save without changes with the company and records nothing', async () => {
    const before = (await auditOf(t.company.id)).length;
    const res = await put(t.clientAdmin, `/api/companies/${t.company.id}`, { name: 'Renamed plc', sector: 'retail' });
    expect(res.statusCode).toBe(200);
    expect((await auditOf(t.company.id)).length).toBe(before);
  });

  it('clears an address field with an empty string and keeps the number read-only', async () => {
    const res = await put(t.clientAdmin, `/api/companies/${t.company.id}`, {
      name: 'Renamed plc',
      city: '',
      number: '999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: null, number: t.company.number });
  });

  it('lets the client admin and the subsidiary admin rename the subsidiary, not a specialist', async () => {
    expect((await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'Sub One Ltd' })).statusCode).toBe(
      200,
    );
    expect((await put(t.companyAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'Sub Two Ltd' })).statusCode).toBe(
      200,
    );
    expect((await put(t.subSpecialist, `/api/companies/${t.subsidiary.id}`, { name: 'Nope Ltd' })).statusCode).toBe(
      403,
    );
    expect((await put(foreign.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'Nope Ltd' })).statusCode).toBe(
      404,
    );
  });

  it('requires a name of at most 100 characters and a sector from the list', async () => {
    const res = await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'x'.repeat(101) });
    expect(res.json().errors).toEqual({ name: ['errors.maxLength'] });
    expect((await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: '  ' })).json().errors).toEqual({
      name: ['errors.required'],
    });
    const sector = await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'Sub', sector: 'piracy' });
    expect(sector.statusCode).toBe(400);
    expect(sector.json().errors).toEqual({ sector: ['errors.invalidOption'] });
    const phone = await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'Sub', phone: 'call me' });
    expect(phone.json().errors).toEqual({ phone: ['errors.phone'] });
  });
});

describe('GET /api/sectors', () => {
  it('lists the 29 sectors to any signed-in user, not to a guest', async () => {
    const res = await injectAs(ctx, t.specialist, { url: '/api/sectors' });
    expect(res.json()).toHaveLength(29);
    expect(res.json()[0]).toBe('aerospace_and_defence');
    expect(res.json().at(-1)).toBe('transport_and_logistics');
    expect((await injectAs(ctx, null, { url: '/api/sectors' })).statusCode).toBe(401);
  });
});
