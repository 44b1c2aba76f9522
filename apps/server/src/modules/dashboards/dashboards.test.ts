import { londonToday, ZAssessmentListQuery } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature, buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { loadActor } from '../../authz/actor.ts';
import { appealComments, assessments, companies, engagements } from '../../db/schema/index.ts';
import { listUserAssessments } from '../assessments/assessment-list.service.ts';
import { portfolioExposure } from '../off-payroll/portfolio-exposure.ts';
import { myDashboard } from './dashboard.service.ts';
import { forgetHeatmapExposures } from './heatmap-exposure-cache.ts';

const ctx = useTestApp();

let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;
let providerUser: UserRow;
let lead: UserRow;
let apiUser: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  other = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  ({ lead } = await buildAppealManagers(ctx.app.db, t));
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
  await activateFeature(ctx.app.db, t.company.id);
  await buildEngagement(ctx.app.db, t);
  // The other group's work: never in this tenant's figures.
  await activateFeature(ctx.app.db, other.company.id);
  await buildAppeal(ctx.app.db, ctx.app.storage, other, { status: 'am_processing' });
  await buildEngagement(ctx.app.db, other);
}, 300_000);

/** Forgets the kept money at stake, and the kept dashboards made with it (a minute's figure, not announced). */
const forgetExposures = () => {
  forgetHeatmapExposures();
  ctx.app.keptFigures.clear();
};

const dashboardOf = async (user: UserRow | null) => injectAs(ctx, user, { url: '/api/my-dashboard' });

describe('GET my-dashboard: a dashboard per role', () => {
  it.each([
    ['provider admin', () => providerAdmin, 'provider_admin'],
    ['provider user', () => providerUser, 'provider_user'],
    ['client admin', () => t.clientAdmin, 'company_admin'],
    ['company (subsidiary) admin', () => t.companyAdmin, 'company_admin'],
    ['approver', () => t.approver, 'approver'],
    ['specialist', () => t.specialist, 'specialist'],
    ['client user', () => t.clientUser, 'client_user'],
    ['lead appeal manager', () => lead, 'approver'],
  ] as const)('%s: allowed, their own dashboard', async (_, who, kind) => {
    const res = await dashboardOf(who());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kind).toBe(kind);
  });

  it('refuses API users (404: only the key generator and documentation exist for them) and guests (401)', async () => {
    expect((await dashboardOf(apiUser)).statusCode).toBe(404);
    expect((await dashboardOf(null)).statusCode).toBe(401);
  });

  it('counts only the tenant’s own records: another group’s appeal and engagement never show', async () => {
    const admin = (await dashboardOf(t.clientAdmin)).json();
    expect(admin.appealChartStatistics.appealCount.value).toBe(0);
    expect(admin.heatmap.rows.map((r: { id: string }) => r.id)).not.toContain(other.company.id);
    expect(admin.attention.every((a: { company: string }) => a.company !== other.company.name)).toBe(true);
    const provider = (await dashboardOf(providerUser)).json();
    expect(provider.heatmap.rows.map((r: { id: string }) => r.id)).toEqual([t.company.id]);
    // The provider admin sees both groups.
    const all = (await dashboardOf(providerAdmin)).json();
    expect(all.appealChartStatistics.appealCount.value).toBeGreaterThanOrEqual(1);
  });

  it('opens the approver’s and specialist’s dashboards on their own work, with the appeals of their assessments (read only)', async () => {
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'am_processing' });
    await ctx.app.db.insert(appealComments).values([
      {
        appealId: appeal.id,
        threadType: 'appeal_management',
        byContractor: false,
        body: 'Internal note',
        status: 'submitted',
        submittedAt: new Date(),
      },
    ]);
    for (const user of [t.approver, t.specialist]) {
      const d = (await dashboardOf(user)).json();
      expect(d.appeals.items.map((a: { id: string }) => a.id)).toContain(appeal.id);
      const detail = await injectAs(ctx, user, { url: `/api/appeals/${appeal.id}` });
      expect(detail.statusCode).toBe(200);
      // Read only: no step of the appeal, and never the managers' internal notes.
      expect(Object.values(detail.json().abilities).every((v) => v === false)).toBe(true);
      expect(detail.json().questions.map((g: { type: string }) => g.type)).not.toContain('appeal_management');
    }
    // Someone else's specialist does not see it.
    const stranger = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    expect((await injectAs(ctx, stranger, { url: `/api/appeals/${appeal.id}` })).statusCode).toBe(404);
    expect((await dashboardOf(stranger)).json().appeals.items).toEqual([]);
    // The approver's queue preview and its figure agree with the queue.
    const approver = (await dashboardOf(t.approver)).json();
    expect(approver.assessmentsToReview.count.link).toEqual({ list: 'assessments', query: { view: 'awaiting' } });
  });

  it('gives a new client user and a subsidiary admin without engagements a landing with a next step', async () => {
    const g = await buildTenant(ctx.app.db);
    const starter = (await dashboardOf(g.clientUser)).json();
    expect(starter.kind).toBe('client_user');
    expect(starter.appeals).toBeNull();
    expect(starter.admin).toEqual({ name: expect.any(String), email: g.clientAdmin.email });
    const sub = (await dashboardOf(g.companyAdmin)).json();
    expect(sub.statistics.activeEngagementCount.value).toBe(0);
    expect(sub.isGroup).toBe(false);
    expect(sub.heatmap.rows).toEqual([]);
  });

  it('the client admin’s heatmap is by the group’s companies, or by department when asked', async () => {
    const byCompany = (await dashboardOf(t.clientAdmin)).json();
    expect(byCompany.heatmap.by).toBe('company');
    const byDepartment = (await injectAs(ctx, t.clientAdmin, { url: '/api/my-dashboard?heatmapBy=department' })).json();
    expect(byDepartment.heatmap.by).toBe('department');
    expect(byDepartment.heatmap.rows[0].name).toBe('Engineering');
    expect((await injectAs(ctx, t.clientAdmin, { url: '/api/my-dashboard?heatmapBy=planet' })).statusCode).toBe(400);
  });
});

describe('the money at stake on the heatmap (issue 28 item 3)', () => {
  type Cell = { engagements: number; moneyAtStake: number | null };
  const cellsOf = (d: { heatmap: { rows: { cells: Record<string, Cell> }[] } }) =>
    d.heatmap.rows.flatMap((r) => Object.values(r.cells));

  it('each cell of a company admin’s heatmap carries its active engagements’ net money at stake; the cells add up to the portfolio', async () => {
    // Earlier tests read this admin's dashboard before their engagements changed: the figure is kept a minute.
    forgetExposures();
    for (const by of ['company', 'department']) {
      const admin = (await injectAs(ctx, t.clientAdmin, { url: `/api/my-dashboard?heatmapBy=${by}` })).json();
      const cells = cellsOf(admin);
      expect(cells.length).toBeGreaterThan(0);
      for (const c of cells) if (c.engagements === 0) expect(c.moneyAtStake).toBe(0);
      const active = await ctx.app.db
        .select({ id: engagements.id })
        .from(engagements)
        .where(and(eq(engagements.companyId, t.company.id), eq(engagements.status, 'active')));
      const actor = (await loadActor(ctx.app.db, t.clientAdmin.id))!;
      const portfolio = await portfolioExposure(ctx.app.db, actor, { engagementIds: active.map((a) => a.id) });
      expect(portfolio.net).toBeGreaterThan(0);
      expect(cells.reduce((n, c) => n + (c.moneyAtStake ?? 0), 0)).toBeCloseTo(portfolio.net / 100, 2);
    }
  });

  it('is kept for a minute: a change shows after that, not on the next load', async () => {
    forgetExposures();
    const total = async () =>
      cellsOf((await injectAs(ctx, t.clientAdmin, { url: '/api/my-dashboard' })).json()).reduce(
        (n, c) => n + (c.moneyAtStake ?? 0),
        0,
      );
    const before = await total();
    const [one] = await ctx.app.db
      .select({ id: engagements.id, value: engagements.contractValuePence })
      .from(engagements)
      .where(and(eq(engagements.companyId, t.company.id), eq(engagements.status, 'active')))
      .limit(1);
    await ctx.app.db
      .update(engagements)
      .set({ contractValuePence: (one!.value ?? 0) * 2 + 5_000_000 })
      .where(eq(engagements.id, one!.id));
    expect(await total()).toBe(before);
    forgetExposures();
    expect(await total()).toBeGreaterThan(before);
    await ctx.app.db.update(engagements).set({ contractValuePence: one!.value }).where(eq(engagements.id, one!.id));
    forgetExposures();
  });

  it('provider staff’s heatmap by client leaves it out (null)', async () => {
    const cells = cellsOf((await dashboardOf(providerUser)).json());
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c.moneyAtStake === null)).toBe(true);
  });
});

describe('one calendar: overdue is the same on the dashboard and the list, at every hour, across both clock changes', () => {
  it.each([
    // Summer (BST): the UK day after the due date begins at 23:00 UTC.
    ['2026-06-01', '2026-06-01T22:30:00Z', '2026-06-01T23:30:00Z'],
    // The night the clocks go forward (29 March, 01:00 UTC): still GMT at midnight.
    ['2026-03-28', '2026-03-28T23:30:00Z', '2026-03-29T00:30:00Z'],
    // The night after: BST, the day begins at 23:00 UTC.
    ['2026-03-29', '2026-03-29T22:30:00Z', '2026-03-29T23:30:00Z'],
    // The night the clocks go back (25 October, 01:00 UTC): midnight is still BST.
    ['2026-10-24', '2026-10-24T22:30:00Z', '2026-10-24T23:30:00Z'],
    // The night after: GMT again, the day begins at 00:00 UTC.
    ['2026-10-25', '2026-10-25T23:30:00Z', '2026-10-26T00:30:00Z'],
  ])('due %s: not overdue at %s, overdue at %s', async (due, before, after) => {
    const g = await buildTenant(ctx.app.db);
    const { assessmentId } = await buildEngagement(ctx.app.db, g);
    await ctx.app.db
      .update(assessments)
      .set({ dueDate: due, status: 'in_progress' })
      .where(eq(assessments.id, assessmentId));
    const actor = (await loadActor(ctx.app.db, g.specialist.id))!;
    const q = ZAssessmentListQuery.parse({ role: 'answerer', overdue: 'true' });
    for (const [at, expected] of [
      [before, 0],
      [after, 1],
    ] as const) {
      const now = new Date(at);
      const d = await myDashboard(ctx.app.db, actor, {}, now);
      if (d.kind !== 'specialist') throw new Error(d.kind);
      const list = await listUserAssessments(ctx.app.db, actor, actor.id, q, now);
      expect([d.specialistStatistics.overdueAssessmentCount.value, list.total], `${at}`).toEqual([expected, expected]);
      expect(d.today).toBe(londonToday(now));
    }
  });
});

describe('the latest determination kept on engagements', () => {
  it('follows the most recent approval, and is cleared when none is left', async () => {
    const g = await buildTenant(ctx.app.db);
    const { id, assessmentId } = await buildEngagement(ctx.app.db, g);
    const latest = async () =>
      (
        await ctx.app.db
          .select({ risk: engagements.latestRiskLevel, outcome: engagements.latestOutcome })
          .from(engagements)
          .where(eq(engagements.id, id))
      )[0];
    expect(await latest()).toEqual({ risk: null, outcome: null });
    await ctx.app.db
      .update(assessments)
      .set({ status: 'approved', employed: 30, selfEmployed: 70, riskLevel: 'low', dateApproved: new Date() })
      .where(eq(assessments.id, assessmentId));
    expect(await latest()).toEqual({ risk: 'low', outcome: 'self_employed' });
    await ctx.app.db.update(assessments).set({ status: 'archived' }).where(eq(assessments.id, assessmentId));
    expect(await latest()).toEqual({ risk: null, outcome: null });
  });
});
