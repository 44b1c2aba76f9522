import { addCalendarMonths, londonDay } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, companyFeatures } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let otherManager: UserRow;

beforeAll(async () => {
  [t, foreign] = await Promise.all([buildTenant(ctx.app.db), buildTenant(ctx.app.db)]);
  [providerAdmin, manager, otherManager] = await Promise.all([
    buildUser(ctx.app.db, { role: 'provider_admin' }),
    buildUser(ctx.app.db, { role: 'provider_user' }),
    buildUser(ctx.app.db, { role: 'provider_user' }),
  ]);
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const today = londonDay(new Date());
const activate = (u: { id: string }, companyId: string, name: string, payload: object = {}) =>
  injectAs(ctx, u, { method: 'POST', url: `/api/companies/${companyId}/features/${name}`, payload });
const update = (u: { id: string }, companyId: string, name: string, payload: object) =>
  injectAs(ctx, u, { method: 'PUT', url: `/api/companies/${companyId}/features/${name}`, payload });
const deactivate = (u: { id: string }, companyId: string, name: string) =>
  injectAs(ctx, u, { method: 'PUT', url: `/api/companies/${companyId}/features/${name}/deactivate` });
describe('default features', () => {
  it('every client built gets archive_user, change_avatar, update_holding and update_user without end', async () => {
    const rows = await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, t.company.id));
    expect(rows.map((r) => [r.name, r.status, r.dateEnd]).sort()).toEqual([
      ['archive_user', 'active', null],
      ['change_avatar', 'active', null],
      ['update_holding', 'active', null],
      ['update_user', 'active', null],
    ]);
    expect(
      await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, t.subsidiary.id)),
    ).toEqual([]);
  });

  it('a client created through POST /api/companies gets them in the same transaction', async () => {
    const res = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: `Feature Client ${Date.now()}`,
        companyNumber: `FC${Date.now()}`,
        companyAdminEmail: `fc.${Date.now()}@example.test`,
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, res.json().id));
    expect(rows.map((r) => r.name).sort()).toEqual(['archive_user', 'change_avatar', 'update_holding', 'update_user']);
  });
});

describe('POST /api/companies/:id/features/:featureId', () => {
  it('activates for 12 months, records who, and refuses a second activation', async () => {
    const res = await activate(manager, t.company.id, 'test', { autoRenewal: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'test',
      status: 'active',
      enabled: true,
      dateStart: today,
      dateEnd: addCalendarMonths(today, 12),
      autoRenewal: true,
      activatedBy: { id: manager.id },
      company: { id: t.company.id },
    });
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(audit.map((a) => a.action)).toEqual(['feature.activated']);
    const again = await activate(providerAdmin, t.company.id, 'test');
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.featureAlreadyActive');
  });

  it.each([
    ['the client admin', () => t.clientAdmin, 403],
    ['a specialist', () => t.specialist, 403],
    ['a provider user who does not manage the client', () => otherManager, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, who, status) => {
    expect((await activate(who(), t.company.id, 'appeal_process')).statusCode).toBe(status);
  });

  it('refuses a subsidiary (features belong to the client)', async () => {
    const res = await activate(providerAdmin, t.subsidiary.id, 'test');
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.featureOfClientOnly');
  });

  it('asks for a lead appeal manager when appeals are switched on for a client without one', async () => {
    const g = await buildTenant(ctx.app.db);
    expect((await activate(providerAdmin, g.company.id, 'appeal_process')).statusCode).toBe(201);
    const [c] = await ctx.app.db.select().from(companies).where(eq(companies.id, g.company.id));
    expect(c!.shouldSetAppealManagers).toBe(true);
    const me = await injectAs(ctx, g.clientAdmin, { url: `/api/users/${g.clientAdmin.id}` });
    expect(me.json().shouldSetAppealManagers).toBe(true);
  });
});

describe('PUT /api/companies/:id/features/:featureId', () => {
  it('extends by 12 months from the end and turns auto renewal off', async () => {
    const g = await buildTenant(ctx.app.db);
    await activate(providerAdmin, g.company.id, 'appeal_process', { autoRenewal: true });
    const res = await update(providerAdmin, g.company.id, 'appeal_process', { extend: true, autoRenewal: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dateEnd: addCalendarMonths(today, 24), autoRenewal: false });
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'feature.activated',
      'feature.auto_renewal_changed',
      'feature.extended',
    ]);
  });

  it('refuses an empty change, a feature without end and an ended one', async () => {
    const g = await buildTenant(ctx.app.db);
    expect((await update(providerAdmin, g.company.id, 'archive_user', {})).statusCode).toBe(400);
    const noEnd = await update(providerAdmin, g.company.id, 'archive_user', { extend: true });
    expect([noEnd.statusCode, noEnd.json().error_key]).toEqual([409, 'errors.featureWithoutEnd']);
    await activate(providerAdmin, g.company.id, 'test');
    await deactivate(providerAdmin, g.company.id, 'test');
    const ended = await update(providerAdmin, g.company.id, 'test', { extend: true });
    expect([ended.statusCode, ended.json().error_key]).toEqual([409, 'errors.featureEnded']);
    expect((await update(t.clientAdmin, t.company.id, 'test', { extend: true })).statusCode).toBe(403);
  });
});

describe('PUT /api/companies/:id/features/:featureId/deactivate', () => {
  it('ends the subscription at once: its action refuses with errors.featureNotActive', async () => {
    const g = await buildTenant(ctx.app.db);
    await activate(providerAdmin, g.company.id, 'test');
    const created = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(g, { type: 'test' }),
    });
    expect(created.statusCode).toBe(201);
    const res = await deactivate(providerAdmin, g.company.id, 'test');
    expect(res.json()).toMatchObject({ status: 'ended', enabled: false, autoRenewal: false });
    expect(res.json().dateEnded).not.toBeNull();
    const refused = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(g, { type: 'test' }),
    });
    expect([refused.statusCode, refused.json().error_key]).toEqual([403, 'errors.featureNotActive']);
    const twice = await deactivate(providerAdmin, g.company.id, 'test');
    expect([twice.statusCode, twice.json().error_key]).toEqual([409, 'errors.featureEnded']);
    // Reactivated: a new 12 months from today.
    expect((await activate(providerAdmin, g.company.id, 'test')).json()).toMatchObject({
      status: 'active',
      enabled: true,
    });
  });

  it('refuses a normal client without the test feature', async () => {
    const g = await buildTenant(ctx.app.db);
    const refused = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(g, { type: 'test' }),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the actions the default features gate', () => {
  it('archive_user, update_user and update_holding refuse once ended; self edits stay', async () => {
    const g = await buildTenant(ctx.app.db);
    for (const name of ['archive_user', 'update_user', 'update_holding']) {
      expect((await deactivate(providerAdmin, g.company.id, name)).statusCode).toBe(200);
    }
    const archive = await injectAs(ctx, g.clientAdmin, { method: 'PUT', url: `/api/users/${g.clientUser.id}/archive` });
    expect([archive.statusCode, archive.json().error_key]).toEqual([403, 'errors.featureNotActive']);
    const bulk = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: '/api/users/archive',
      payload: { userIds: [g.clientUser.id] },
    });
    expect(bulk.statusCode).toBe(403);
    const edit = await injectAs(ctx, g.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${g.clientUser.id}`,
      payload: { firstName: 'Renamed' },
    });
    expect(edit.statusCode).toBe(403);
    const self = await injectAs(ctx, g.clientUser, {
      method: 'PUT',
      url: `/api/users/${g.clientUser.id}`,
      payload: { firstName: 'Myself' },
    });
    expect(self.statusCode).toBe(200);
    const holding = await injectAs(ctx, g.clientAdmin, {
      method: 'PUT',
      url: `/api/companies/${g.company.id}/holding`,
      payload: {
        highRiskThreshold: 10,
        mediumRiskThreshold: 20,
        riskMargin: 5,
        changePasswordPeriod: null,
        mailVerificationPeriod: 'off',
        mailVerificationNewDevice: false,
        blockedPermissions: [],
        continuousEmployed: false,
      },
    });
    expect([holding.statusCode, holding.json().error_key]).toEqual([403, 'errors.featureNotActive']);
  });

  it('sends abilities that follow the subscription, so the web hides what would be refused', async () => {
    const g = await buildTenant(ctx.app.db);
    const person = async () =>
      (await injectAs(ctx, g.clientAdmin, { url: `/api/users/${g.clientUser.id}` })).json().abilities;
    expect(await person()).toMatchObject({ archive: true, editName: true });
    await deactivate(providerAdmin, g.company.id, 'archive_user');
    await deactivate(providerAdmin, g.company.id, 'update_user');
    await deactivate(providerAdmin, g.company.id, 'update_holding');
    expect(await person()).toMatchObject({ archive: false, editName: false, editEmail: false });
    const own = (await injectAs(ctx, g.clientUser, { url: `/api/users/${g.clientUser.id}` })).json().abilities;
    expect(own).toMatchObject({ editName: true });
    const company = (await injectAs(ctx, g.clientAdmin, { url: `/api/companies/${g.company.id}` })).json();
    expect(company.abilities.editHolding).toBe(false);
  });
});

describe('GET /api/features and the counts', () => {
  it('lists every client in reach with filters, search and paging in SQL', async () => {
    const g = await buildTenant(ctx.app.db);
    await activate(providerAdmin, g.company.id, 'appeal_process');
    const all = await injectAs(ctx, providerAdmin, {
      url: `/api/features?companyId=${g.company.id}&sort=name|asc&rows=2&page=1`,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 5, rows: 2, page: 1 });
    expect(all.json().data.map((f: { name: string }) => f.name)).toEqual(['appeal_process', 'archive_user']);
    expect(all.json().data[0].abilities).toMatchObject({ extend: true, deactivate: true, activate: false });
    const search = await injectAs(ctx, providerAdmin, {
      url: `/api/features?globalFilter=${encodeURIComponent(g.company.name)}&names[]=appeal_process&statuses[]=active`,
    });
    expect(search.json().data).toHaveLength(1);
    const ownOnly = await injectAs(ctx, g.clientAdmin, { url: '/api/features?rows=100' });
    expect(new Set(ownOnly.json().data.map((f: { company: { id: string } }) => f.company.id))).toEqual(
      new Set([g.company.id]),
    );
    expect(ownOnly.json().data[0].abilities.extend).toBe(false);
  });

  it('counts active features and those ending within 30 days in SQL, for provider staff only', async () => {
    const g = await buildTenant(ctx.app.db);
    await activate(providerAdmin, g.company.id, 'test');
    // Ends today: within the 30 days, and still enabled.
    await ctx.app.db
      .update(companyFeatures)
      .set({ dateEnd: today })
      .where(and(eq(companyFeatures.companyId, g.company.id), eq(companyFeatures.name, 'test')));
    const stats = (await injectAs(ctx, providerAdmin, { url: '/api/features/statistics' })).json();
    const list = (await injectAs(ctx, providerAdmin, { url: '/api/features?expiring=true&rows=500' })).json();
    expect(stats.expiringCompanyFeatureCount).toBe(list.total);
    expect(list.data.some((f: { company: { id: string } }) => f.company.id === g.company.id)).toBe(true);
    const active = (await injectAs(ctx, providerAdmin, { url: '/api/features?statuses[]=active&rows=1' })).json();
    expect(stats.activeCompanyFeatureCount).toBeGreaterThanOrEqual(5);
    expect(stats.activeCompanyFeatureCount).toBeLessThanOrEqual(active.total);
    expect((await injectAs(ctx, t.clientAdmin, { url: '/api/features/statistics' })).statusCode).toBe(403);
    const scoped = (await injectAs(ctx, manager, { url: '/api/features/statistics' })).json();
    expect(scoped.activeCompanyFeatureCount).toBeLessThan(stats.activeCompanyFeatureCount);
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await injectAs(ctx, providerAdmin, { url: `/api/features?format=xls&companyId=${t.company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('subscriptions.xlsx');
    const company = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}/features?format=xls` });
    expect(company.headers['content-disposition']).toContain('features.xlsx');
  });
});

describe('GET /api/companies/:id/features and recent-features', () => {
  it("shows a subsidiary's people their client's features; other groups get 404", async () => {
    const res = await injectAs(ctx, t.companyAdmin, { url: `/api/companies/${t.subsidiary.id}/features` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((f: { company: { id: string } }) => f.company.id === t.company.id)).toBe(true);
    expect(
      (await injectAs(ctx, foreign.clientAdmin, { url: `/api/companies/${t.company.id}/features` })).statusCode,
    ).toBe(404);
  });

  it('answers what changed since the last poll and what is enabled now', async () => {
    const g = await buildTenant(ctx.app.db);
    const first = (await injectAs(ctx, g.clientUser, { url: `/api/companies/${g.company.id}/recent-features` })).json();
    expect(first.enabled).not.toContain('appeal_process');
    await activate(providerAdmin, g.company.id, 'appeal_process');
    const since = encodeURIComponent(first.serverTime);
    const next = await injectAs(ctx, g.clientUser, {
      url: `/api/companies/${g.company.id}/recent-features?since=${since}`,
    });
    expect(next.json().changed.map((c: { name: string }) => c.name)).toEqual(['appeal_process']);
    expect(next.json().enabled).toContain('appeal_process');
    const later = encodeURIComponent(next.json().serverTime);
    const quiet = await injectAs(ctx, g.clientUser, {
      url: `/api/companies/${g.company.id}/recent-features?since=${later}`,
    });
    expect(quiet.json().changed).toEqual([]);
    expect(
      (await injectAs(ctx, foreign.clientUser, { url: `/api/companies/${g.company.id}/recent-features` })).statusCode,
    ).toBe(404);
  });
});
