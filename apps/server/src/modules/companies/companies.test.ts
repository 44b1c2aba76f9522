import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const holding = {
  highRiskThreshold: 15,
  mediumRiskThreshold: 30,
  riskMargin: 5,
  changePasswordPeriod: 26,
  mailVerificationPeriod: 'weekly',
  mailVerificationNewDevice: true,
  blockedPermissions: [],
  continuousEmployed: false,
};
const getCompany = (user: { id: string }, id: string) => injectAs(ctx, user, { url: `/api/companies/${id}` });
const put = (user: { id: string }, url: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });

describe('GET /api/companies/:id', () => {
  it('shows the client admin the main company with its group settings', async () => {
    const res = await getCompany(t.clientAdmin, t.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mainCompany: true,
      subsidiaries: [{ id: t.subsidiary.id }],
      departmentsCount: 1,
      holding: { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 },
      abilities: { edit: true, editName: false, editHolding: true },
    });
  });

  it('shows a specialist their own company without the group settings', async () => {
    const res = await getCompany(t.specialist, t.company.id);
    expect(res.json()).toMatchObject({ holding: null, abilities: { edit: false, editHolding: false } });
  });

  it.each([
    ['a subsidiary admin asking for the parent', () => t.companyAdmin, () => t.company.id],
    ["another client's admin", () => foreign.clientAdmin, () => t.company.id],
    ["another client's subsidiary admin", () => foreign.companyAdmin, () => t.subsidiary.id],
  ])('answers 404 to %s', async (_l, user, id) => {
    expect((await getCompany(user(), id())).statusCode).toBe(404);
  });
});

describe('GET /api/companies', () => {
  const names = async (user: { id: string }) =>
    ((await injectAs(ctx, user, { url: '/api/companies?rows=500' })).json().data as { id: string }[]).map((c) => c.id);

  it('lists every company to a provider admin and the managed group to its manager', async () => {
    expect(await names(providerAdmin)).toEqual(
      expect.arrayContaining([t.company.id, t.subsidiary.id, foreign.company.id]),
    );
    expect((await names(manager)).sort()).toEqual([t.company.id, t.subsidiary.id].sort());
  });

  it('lists the group to its client admin and nothing to a specialist', async () => {
    expect((await names(t.clientAdmin)).sort()).toEqual([t.company.id, t.subsidiary.id].sort());
    expect(await names(t.specialist)).toEqual([]);
  });

  it('counts engagements per company', async () => {
    await buildEngagement(ctx.app.db, t);
    const page = (
      await injectAs(ctx, t.clientAdmin, { url: `/api/companies?globalFilter=${encodeURIComponent(t.company.name)}` })
    ).json();
    expect(page.data[0]).toMatchObject({ id: t.company.id, engagementCount: 1, activeEngagementCount: 1 });
  });
});

describe('PUT /api/companies/:id', () => {
  it("locks the main company's name except for a provider admin", async () => {
    expect((await put(t.clientAdmin, `/api/companies/${t.company.id}`, { name: 'Renamed plc' })).statusCode).toBe(403);
    const sector = await put(t.clientAdmin, `/api/companies/${t.company.id}`, {
      name: t.company.name,
      sector: 'retail',
    });
    expect(sector.json()).toMatchObject({ name: t.company.name, sector: 'retail' });
    const renamed = await put(providerAdmin, `/api/companies/${t.company.id}`, { name: 'Renamed plc' });
    expect(renamed.json().name).toBe('Renamed plc');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.company.id));
    expect(audit.map((a) => a.action)).toEqual(['company.updated', 'company.updated']);
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
  });

  it('requires a name of at most 100 characters', async () => {
    const res = await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: 'x'.repeat(101) });
    expect(res.json().errors).toEqual({ name: ['errors.maxLength'] });
    expect((await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}`, { name: '  ' })).json().errors).toEqual({
      name: ['errors.required'],
    });
  });
});

describe('PUT /api/companies/:id/holding', () => {
  it('lets only the group admin change group settings', async () => {
    for (const user of [providerAdmin, manager])
      expect((await put(user, `/api/companies/${t.company.id}/holding`, holding)).statusCode).toBe(403);
    expect((await put(t.companyAdmin, `/api/companies/${t.company.id}/holding`, holding)).statusCode).toBe(404);
    expect((await put(t.clientAdmin, `/api/companies/${t.subsidiary.id}/holding`, holding)).statusCode).toBe(403);
    const res = await put(t.clientAdmin, `/api/companies/${t.company.id}/holding`, holding);
    expect(res.statusCode).toBe(200);
    expect(res.json().holding).toEqual(holding);
  });

  it('rejects a medium band not wider than the high band, and unknown periods', async () => {
    const res = await put(t.clientAdmin, `/api/companies/${t.company.id}/holding`, {
      ...holding,
      mediumRiskThreshold: 15,
      changePasswordPeriod: 7,
      riskMargin: 101,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['changePasswordPeriod', 'riskMargin']);
    const band = await put(t.clientAdmin, `/api/companies/${t.company.id}/holding`, {
      ...holding,
      mediumRiskThreshold: 15,
    });
    expect(band.json().errors).toEqual({ mediumRiskThreshold: ['errors.minValue'] });
  });

  it("feeds the group's thresholds into the determination", async () => {
    await put(t.clientAdmin, `/api/companies/${t.company.id}/holding`, {
      ...holding,
      highRiskThreshold: 99,
      mediumRiskThreshold: 100,
    });
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const submitted = await completeAssessment(ctx, t.specialist, assessmentId);
    expect(Math.abs(submitted.employed - submitted.selfEmployed)).toBeLessThanOrEqual(99);
    expect(submitted.riskLevel).toBe('high');
  });
});
