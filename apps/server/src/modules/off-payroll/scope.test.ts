import { taxYearOf, taxYearStart } from '@statera/off-payroll';
import { londonToday } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, clientFinancialYears, clientScopeDecisions, companies } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let providerAdmin: UserRow;

beforeAll(async () => {
  [t, foreign, providerUser, providerAdmin] = await Promise.all([
    buildTenant(ctx.app.db),
    buildTenant(ctx.app.db),
    buildUser(ctx.app.db, { role: 'provider_user' }),
    buildUser(ctx.app.db, { role: 'provider_admin' }),
  ]);
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
});

const get = (user: { id: string }, companyId: string) =>
  injectAs(ctx, user, { url: `/api/companies/${companyId}/off-payroll` });
const addYear = (user: { id: string }, companyId: string, payload: object) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/companies/${companyId}/off-payroll/financial-years`, payload });

const SMALL = { turnover: 2_000_000, balanceSheetTotal: 1_000_000, employees: 10 };
const LARGE = { turnover: 40_000_000, balanceSheetTotal: 20_000_000, employees: 300 };
/** A year from 1 April to 31 March ending in `endYear`. */
const year = (endYear: number, figures: object, over: object = {}) => ({
  start: `${endYear - 1}-04-01`,
  end: `${endYear}-03-31`,
  evidence: `Accounts to 31 March ${endYear}, filed at Companies House`,
  ...figures,
  ...over,
});

describe('GET companies/{id}/off-payroll', () => {
  it('assumes a group without figures in scope, for every tax year from 2021/22 to next year', async () => {
    const res = await get(t.clientAdmin, t.company.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({ kind: 'company', publicAuthority: false, ukConnection: true });
    expect(body.decisions[0]).toMatchObject({ label: '2021/22', inScope: true, basis: 'no_data', decided: false });
    expect(body.decisions.at(-1).taxYear).toBe(taxYearOf(londonToday()) + 1);
    expect(body.abilities).toEqual({ edit: true });
  });

  it.each([
    ['provider admin', 200, () => providerAdmin],
    ['managing provider user', 200, () => providerUser],
    ['client admin', 200, () => t.clientAdmin],
    ['company admin (a subsidiary)', 403, () => t.companyAdmin],
    ['client user', 403, () => t.clientUser],
    ['approver', 403, () => t.approver],
    ['specialist', 403, () => t.specialist],
    ["another group's client admin", 404, () => foreign.clientAdmin],
  ] as const)('%s: %i', async (_, status, who) => {
    expect((await get(who(), t.company.id)).statusCode).toBe(status);
  });
});

describe('financial years and the recorded scope', () => {
  it('records the figures, decides each tax year with its working, and audits both', async () => {
    const g = await buildTenant(ctx.app.db);
    // ESM10008: the year to 31 March 2020 (deadline 31 December 2020) decides 2021/22.
    expect(
      (await addYear(g.clientAdmin, g.company.id, year(2019, LARGE, { firstFinancialYear: true }))).statusCode,
    ).toBe(201);
    const res = await addYear(g.clientAdmin, g.subsidiary.id, year(2020, LARGE));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.companyId).toBe(g.company.id);
    const y2021 = body.decisions.find((d: { label: string }) => d.label === '2021/22');
    expect(y2021).toMatchObject({ inScope: true, basis: 'not_small', decided: true });
    expect(y2021.steps[0]).toMatchObject({
      key: 'relevantYear',
      params: { start: '2019-04-01', end: '2020-03-31', deadline: '2020-12-31', taxYearStart: '2021-04-06' },
    });
    expect(y2021.steps[0].cite).toContain('s.60A');
    const fy = body.financialYears.find((f: { end: string }) => f.end === '2020-03-31');
    expect(fy).toMatchObject({
      filingDeadline: '2020-12-31',
      conditionsMet: false,
      turnover: 4_000_000_000,
      confirmedBy: null,
    });
    expect(fy.enteredBy.id).toBe(g.clientAdmin.id);

    const recorded = await ctx.app.db
      .select()
      .from(clientScopeDecisions)
      .where(and(eq(clientScopeDecisions.companyId, g.company.id), eq(clientScopeDecisions.taxYear, 2021)));
    expect(recorded[0]).toMatchObject({ inScope: true, basis: 'not_small', decided: true });
    const actions = (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, g.company.id))).map(
      (e) => e.action,
    );
    expect(actions.filter((a) => a === 'off_payroll.financial_year_created')).toHaveLength(2);
    expect(actions).toContain('off_payroll.scope_decided');
  });

  it('takes a small client out of scope, and a public authority back in whatever its size', async () => {
    const g = await buildTenant(ctx.app.db);
    await addYear(providerAdmin, g.company.id, year(2019, SMALL, { firstFinancialYear: true }));
    const body = (await addYear(providerAdmin, g.company.id, year(2020, SMALL))).json();
    expect(body.decisions.find((d: { label: string }) => d.label === '2021/22')).toMatchObject({
      inScope: false,
      basis: 'small',
    });
    const profile = await injectAs(ctx, g.clientAdmin, {
      method: 'PUT',
      url: `/api/companies/${g.company.id}/off-payroll/profile`,
      payload: { kind: 'company', publicAuthority: true, ukConnection: true, paysApprenticeshipLevy: false },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().decisions.every((d: { inScope: boolean }) => d.inScope)).toBe(true);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, g.company.id), eq(auditEvents.action, 'off_payroll.profile_updated')));
    expect(event?.actorId).toBe(g.clientAdmin.id);
  });

  it('refuses bad figures (400 per field), an overlapping period (409), and changes nothing', async () => {
    const g = await buildTenant(ctx.app.db);
    const bad = await addYear(g.clientAdmin, g.company.id, {
      start: '2020-04-01',
      end: '2022-06-30',
      turnover: -1,
      balanceSheetTotal: 'lots',
      employees: 3,
      evidence: '',
      turnoverGross: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      end: ['errors.financialYearLength'],
      turnover: ['errors.minValue'],
      balanceSheetTotal: ['errors.number'],
      evidence: ['errors.required'],
      isGroup: ['errors.grossFiguresNeedGroup'],
    });
    expect((await addYear(g.clientAdmin, g.company.id, year(2020, LARGE))).statusCode).toBe(201);
    const overlap = await addYear(
      g.clientAdmin,
      g.company.id,
      year(2020, SMALL, { start: '2019-10-01', end: '2020-09-30' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      error_key: 'errors.financialYearOverlaps',
      errors: { start: ['errors.financialYearOverlaps'] },
    });
    const rows = await ctx.app.db
      .select()
      .from(clientFinancialYears)
      .where(eq(clientFinancialYears.companyId, g.company.id));
    expect(rows).toHaveLength(1);
  });

  it('imports years all or none', async () => {
    const g = await buildTenant(ctx.app.db);
    const url = `/api/companies/${g.company.id}/off-payroll/financial-years/import`;
    const overlapping = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url,
      payload: { years: [year(2020, LARGE), year(2020, SMALL, { start: '2020-01-01', end: '2020-12-31' })] },
    });
    expect(overlapping.statusCode).toBe(400);
    const ok = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url,
      payload: { years: [year(2019, LARGE, { firstFinancialYear: true }), year(2020, LARGE), year(2021, LARGE)] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().financialYears).toHaveLength(3);
    const again = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url,
      payload: { years: [year(2022, LARGE), year(2021, SMALL)] },
    });
    expect(again.statusCode).toBe(409);
    expect((await get(g.clientAdmin, g.company.id)).json().financialYears).toHaveLength(3);
  });

  it('keeps who confirmed the figures, and an edit clears the confirmation', async () => {
    const g = await buildTenant(ctx.app.db);
    const created = (await addYear(providerAdmin, g.company.id, year(2020, LARGE))).json();
    const id = created.financialYears[0].id;
    const confirmed = await injectAs(ctx, g.clientAdmin, {
      method: 'PUT',
      url: `/api/off-payroll/financial-years/${id}/confirm`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().financialYears[0].confirmedBy).toEqual({ id: g.clientAdmin.id, name: expect.any(String) });
    const edited = await injectAs(ctx, g.clientAdmin, {
      method: 'PUT',
      url: `/api/off-payroll/financial-years/${id}`,
      payload: year(2020, SMALL),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().financialYears[0]).toMatchObject({
      confirmedBy: null,
      confirmedAt: null,
      turnover: 200_000_000,
    });
    const deleted = await injectAs(ctx, g.clientAdmin, {
      method: 'DELETE',
      url: `/api/off-payroll/financial-years/${id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().financialYears).toEqual([]);
  });

  it.each([
    ['company admin', 403, (g: Tenant) => g.companyAdmin],
    ['client user', 403, (g: Tenant) => g.clientUser],
    ['approver', 403, (g: Tenant) => g.approver],
    ["another group's client admin", 404, () => foreign.clientAdmin],
  ] as const)('refuses changes by the %s (%i)', async (_, status, who) => {
    const g = await buildTenant(ctx.app.db);
    const created = (await addYear(g.clientAdmin, g.company.id, year(2020, LARGE))).json();
    const id = created.financialYears[0].id;
    expect((await addYear(who(g), g.company.id, year(2021, LARGE))).statusCode).toBe(status);
    for (const call of [
      { method: 'PUT' as const, url: `/api/off-payroll/financial-years/${id}`, payload: year(2020, SMALL) },
      { method: 'PUT' as const, url: `/api/off-payroll/financial-years/${id}/confirm` },
      { method: 'DELETE' as const, url: `/api/off-payroll/financial-years/${id}` },
    ])
      expect((await injectAs(ctx, who(g), call)).statusCode).toBe(status);
  });
});

describe('coming into scope', () => {
  it('lists the live engagements spanning the start of the tax year the client comes into scope', async () => {
    const g = await buildTenant(ctx.app.db);
    const now = taxYearOf(londonToday());
    // Small in its first year, large in the two since: still small for the current tax year (judged on
    // one large year: the two-year rule), in scope from next year (two large years).
    await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: `/api/companies/${g.company.id}/off-payroll/financial-years/import`,
      payload: {
        years: [year(now - 2, SMALL, { firstFinancialYear: true }), year(now - 1, LARGE), year(now, LARGE)],
      },
    });
    const nextStart = taxYearStart(now + 1);
    const plus = (iso: string, days: number) =>
      new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
    const spanning = await buildEngagement(ctx.app.db, g, {
      contractStart: plus(londonToday(), 5),
      contractEnd: plus(nextStart, 60),
    });
    await buildEngagement(ctx.app.db, g, {
      contractStart: plus(londonToday(), 5),
      contractEnd: plus(londonToday(), 30),
    });
    const body = (await get(g.clientAdmin, g.company.id)).json();
    const current = body.decisions.find((d: { taxYear: number }) => d.taxYear === now);
    expect(current).toMatchObject({ inScope: false, basis: 'small' });
    expect(body.changes).toEqual([
      expect.objectContaining({ taxYear: now + 1, direction: 'into_scope', startsOn: nextStart, engagementCount: 1 }),
    ]);
    expect(body.changes[0].engagements.map((e: { id: string }) => e.id)).toEqual([spanning.id]);
    // Money at stake: only the share of the next tax year, in scope, counts.
    expect(body.portfolio.engagementCount).toBe(2);
    expect(body.portfolio.byTaxYear.find((y: { taxYear: number }) => y.taxYear === now).gross).toBe(0);
    expect(body.portfolio.byTaxYear.find((y: { taxYear: number }) => y.taxYear === now + 1).gross).toBeGreaterThan(0);
  });
});
