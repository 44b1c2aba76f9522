import { addDays, londonToday, STATISTICS_PAGES, type TStatisticsPageData } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildDashboardData } from '../../../test/factories/dashboard-data.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { expectFiguresMatchLists } from '../../../test/helpers/figures.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { rowsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import { companies, engagements, holdingSettings, users } from '../../db/schema/index.ts';

const ctx = useTestApp();

let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;
let providerUser: UserRow;
let apiUser: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  other = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  for (const [g, seed] of [
    [t, 11],
    [other, 12],
  ] as const) {
    await activateFeature(ctx.app.db, g.company.id);
    await buildDashboardData(ctx.app.db, g, { seed, today: londonToday(), engagements: 14 });
  }
}, 300_000);

const page = (user: UserRow | null, path: string) => injectAs(ctx, user, { url: `/api/statistics/${path}` });

describe('GET statistics/{page}: statistics.view, per role', () => {
  it.each([
    ['provider admin', () => providerAdmin],
    ['provider user', () => providerUser],
    ['client admin', () => t.clientAdmin],
    ['company admin', () => t.companyAdmin],
  ])('%s: allowed, every page answers its sections', async (_, who) => {
    for (const p of STATISTICS_PAGES) {
      const res = await page(who(), p);
      expect(res.statusCode, `${p}: ${res.body.slice(0, 200)}`).toBe(200);
      const body = res.json() as TStatisticsPageData;
      expect(body.page).toBe(p);
      expect(body.sections.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['approver', () => t.approver],
    ['specialist', () => t.specialist],
    ['client user', () => t.clientUser],
  ])('%s: denied (403)', async (_, who) => {
    expect((await page(who(), 'engagements')).statusCode).toBe(403);
    expect((await page(who(), 'engagements?format=xls')).statusCode).toBe(403);
  });

  it('refuses API users (404) and guests (401)', async () => {
    expect((await page(apiUser, 'engagements')).statusCode).toBe(404);
    expect((await page(null, 'engagements')).statusCode).toBe(401);
  });

  it('a group that blocks statistics.view keeps its people off the pages and exports; provider staff keep them', async () => {
    const g = await buildTenant(ctx.app.db);
    await ctx.app.db
      .update(holdingSettings)
      .set({ blockedPermissions: ['statistics.view'] })
      .where(eq(holdingSettings.companyId, g.company.id));
    expect((await page(g.clientAdmin, 'companies')).statusCode).toBe(403);
    expect((await page(g.clientAdmin, 'companies?format=xls')).statusCode).toBe(403);
    expect((await injectAs(ctx, g.clientAdmin, { url: `/api/companies/${g.company.id}/statistics` })).statusCode).toBe(
      403,
    );
    expect((await page(providerAdmin, `companies?companyId=${g.company.id}`)).statusCode).toBe(200);
    // The dashboard stays (only the statistics pages are blocked).
    expect((await injectAs(ctx, g.clientAdmin, { url: '/api/my-dashboard' })).statusCode).toBe(200);
  });

  it('another group’s company or department is not found (404)', async () => {
    expect((await page(t.clientAdmin, `engagements?companyId=${other.company.id}`)).statusCode).toBe(404);
    expect((await page(t.clientAdmin, `engagements?departmentId=${other.department.id}`)).statusCode).toBe(404);
    expect((await page(t.companyAdmin, `engagements?companyId=${t.company.id}`)).statusCode).toBe(404);
    expect((await page(providerUser, `engagements?companyId=${other.company.id}`)).statusCode).toBe(404);
    expect((await page(providerAdmin, `engagements?companyId=${other.company.id}`)).statusCode).toBe(200);
  });

  it('validates the period: a custom period needs a date, and the start not after the end (400)', async () => {
    const bad = await page(t.clientAdmin, 'engagements?period=customPeriod');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.dateFrom).toEqual(['errors.requiredAtLeastOneField']);
    const reversed = await page(t.clientAdmin, 'engagements?period=customPeriod&dateFrom=2026-05-02&dateTo=2026-05-01');
    expect(reversed.json().errors.dateTo).toEqual(['documents.datePeriodModal.dateTooEarly']);
    expect((await page(t.clientAdmin, 'nowhere')).statusCode).toBe(400);
  });
});

describe('what the pages count', () => {
  it('counts the period’s engagements per month and the company’s tree only', async () => {
    const all = (await page(t.clientAdmin, 'engagements?period=all')).json() as TStatisticsPageData;
    const year = (await page(t.clientAdmin, 'engagements')).json() as TStatisticsPageData;
    const total = (d: TStatisticsPageData) =>
      d.sections.find((s) => s.key === 'engagementsByStatus')!.rows.reduce((n, r) => n + Number(r.values.count), 0);
    const listed = (await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?rows=1' })).json().total;
    expect(total(all)).toBe(listed);
    const created = await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?rows=1&periodCreated=lastYear' });
    // lastYear is a statistics preset; the list takes the same days as a custom period.
    expect(created.statusCode).toBe(400);
    const fromTo = `dateCreatedFrom=${year.window.dateFrom}&dateCreatedTo=${year.window.dateTo}`;
    const inYear = (await injectAs(ctx, t.clientAdmin, { url: `/api/my-engagements?rows=1&${fromTo}` })).json().total;
    expect(total(year)).toBe(inYear);
    const months = year.sections.find((s) => s.key === 'engagementsByMonth')!;
    // One row per calendar month the window touches: 13 for a year from mid-month, 12 when it starts
    // on the 1st (the last day of a month: a year back and a day on is the next month's first).
    const [fromYear, fromMonth] = year.window.dateFrom!.split('-').map(Number) as [number, number];
    const [toYear, toMonth] = year.window.dateTo!.split('-').map(Number) as [number, number];
    expect(months.rows).toHaveLength((toYear - fromYear) * 12 + toMonth - fromMonth + 1);
    expect(months.rows[0]!.key).toBe(year.window.dateFrom!.slice(0, 7));
    expect(months.rows.reduce((n, r) => n + Number(r.values.count), 0)).toBe(inYear);
    const sub = (await page(t.clientAdmin, `engagements?period=all&companyId=${t.subsidiary.id}`)).json();
    expect(total(sub)).toBeLessThan(total(all));
  });

  it('a department whose active engagements all ended has no row, as when counted from the engagements', async () => {
    const g = await buildTenant(ctx.app.db);
    await activateFeature(ctx.app.db, g.company.id);
    const ending = await buildEngagement(ctx.app.db, g, { departmentId: g.department.id });
    await ctx.app.db.update(engagements).set({ status: 'active' }).where(eq(engagements.id, ending.id));
    // Granted statistics, a specialist sees their own engagements' figures, counted from the engagements.
    await ctx.app.db
      .update(users)
      .set({ permissions: ['statistics.view'] })
      .where(eq(users.id, g.specialist.id));
    const active = async (user: UserRow) => {
      const res = await page(user, 'departments');
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json() as TStatisticsPageData;
      return d.sections.find((s) => s.key === 'activeByDepartment')!.rows.map((r) => [r.key, r.values.engagements]);
    };
    // The client admin's figures come from the counters, the specialist's from their own engagements.
    expect(await active(g.clientAdmin)).toEqual([[g.department.id, 1]]);
    expect(await active(g.specialist)).toEqual([[g.department.id, 1]]);
    // Ended: the counter of (department, band) is back at 0, and the department leaves both views.
    await ctx.app.db.update(engagements).set({ status: 'ended' }).where(eq(engagements.id, ending.id));
    expect(await active(g.clientAdmin)).toEqual([]);
    expect(await active(g.specialist)).toEqual([]);
  });

  it('counts each approver’s approvals of the period in time and past due', async () => {
    const d = (await page(t.clientAdmin, 'assessments-by-approver?period=all')).json() as TStatisticsPageData;
    const rows = d.sections.find((s) => s.key === 'approvalsByApprover')!.rows;
    for (const r of rows) expect(Number(r.values.inTime) + Number(r.values.pastDue)).toBe(Number(r.values.approved));
    const approved = rows.reduce((n, r) => n + Number(r.values.approved), 0);
    const list = await injectAs(ctx, t.clientAdmin, {
      url: `/api/users/${t.clientAdmin.id}/assessments?rows=1&dateApprovedFrom=2000-01-01&dateApprovedTo=${addDays(londonToday(), 1)}`,
    });
    expect(approved).toBe(list.json().total);
  });
});

describe('export: exactly what the page shows', () => {
  it.each(STATISTICS_PAGES)('%s: one sheet per section, the same rows and values', async (p) => {
    const json = (await page(t.clientAdmin, p)).json() as TStatisticsPageData;
    const wb = await workbookOf(await page(t.clientAdmin, `${p}?format=xls`), `statistics_${p}.xlsx`);
    expect(wb.worksheets.map((w) => w.name)).toHaveLength(json.sections.length + 1);
    expect(rowsOf(wb, 'Filters')[5]).toEqual(['Company', 'All companies']);
    json.sections.forEach((s, i) => {
      const rows = rowsOf(wb, wb.worksheets[i + 1]!.name);
      expect(rows).toHaveLength(s.rows.length + 1);
      s.rows.forEach((r, j) => {
        const cells = rows[j + 1]!.slice(1);
        expect(cells).toEqual(s.columns.map((c) => r.values[c.key]));
      });
    });
  });
});

describe('GET companies/{id}/statistics', () => {
  it('answers the company statistics, each number the total of its list, for those who manage the company', async () => {
    for (const [user, seesAllUsers] of [
      [t.clientAdmin, false],
      [providerAdmin, true],
      [providerUser, true],
    ] as const) {
      const res = await injectAs(ctx, user, { url: `/api/companies/${t.company.id}/statistics` });
      expect(res.statusCode, res.body).toBe(200);
      const n = await expectFiguresMatchLists(
        ctx,
        user,
        { id: user.id, companyId: user.companyId, seesAllUsers },
        res.json(),
      );
      expect(n).toBeGreaterThanOrEqual(10);
    }
    const sub = await injectAs(ctx, t.companyAdmin, { url: `/api/companies/${t.subsidiary.id}/statistics` });
    expect(sub.statusCode).toBe(200);
    await expectFiguresMatchLists(
      ctx,
      t.companyAdmin,
      { id: t.companyAdmin.id, companyId: t.subsidiary.id, seesAllUsers: false },
      sub.json(),
    );
  });

  it('is refused to those without statistics (403) and not found outside the reach (404)', async () => {
    expect((await injectAs(ctx, t.approver, { url: `/api/companies/${t.company.id}/statistics` })).statusCode).toBe(
      404,
    );
    expect((await injectAs(ctx, t.companyAdmin, { url: `/api/companies/${t.company.id}/statistics` })).statusCode).toBe(
      404,
    );
    expect(
      (await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${other.company.id}/statistics` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(ctx, providerUser, { url: `/api/companies/${other.company.id}/statistics` })).statusCode,
    ).toBe(404);
  });
});
