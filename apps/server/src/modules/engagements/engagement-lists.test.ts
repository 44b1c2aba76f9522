import { ENGAGEMENT_AUTO_ARCHIVE_DAYS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildEngagedEntity, buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, engagements } from '../../db/schema/index.ts';
import { runEngagementLifecycle } from './engagement-lifecycle.job.ts';

/** Company and user engagement lists with their filters, the seat swap, the history, and the daily job. */
const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ids = (res: { json: () => { data: { id: string }[] } }) => res.json().data.map((e) => e.id);

let normal: string;
let test: string;
let llp: string;
let archived: string;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  await activateFeature(ctx.app.db, t.company.id, 'test');
  normal = (await buildEngagement(ctx.app.db, t, { contractStart: day(1), contractEnd: day(30) })).id;
  test = (await buildEngagement(ctx.app.db, t, { type: 'test', departmentId: null })).id;
  const { entity, individual } = await buildEngagedEntity(ctx.app.db, t.company.id, 'limited_liability_partnership');
  llp = (
    await buildEngagement(ctx.app.db, t, {
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      contractStart: day(100),
      contractEnd: day(300),
    })
  ).id;
  archived = (await buildEngagement(ctx.app.db, t)).id;
  await injectAs(ctx, t.clientAdmin, {
    method: 'PUT',
    url: `/api/engagements/${archived}/archive`,
    payload: { comment: 'x' },
  });
});

const list = (user: { id: string }, query: string) =>
  injectAs(ctx, user, { url: `/api/companies/${t.company.id}/engagements?${query}` });

describe('GET /api/companies/:id/engagements', () => {
  it('lists the company’s engagements with each filter', async () => {
    expect(ids(await list(t.clientAdmin, 'rows=100')).sort()).toEqual([normal, test, llp, archived].sort());
    expect(ids(await list(t.clientAdmin, 'types[]=test'))).toEqual([test]);
    expect(ids(await list(t.clientAdmin, 'statuses[]=archived'))).toEqual([archived]);
    expect(ids(await list(t.clientAdmin, 'status=archived'))).toEqual([archived]);
    expect(ids(await list(t.clientAdmin, 'engagedEntityType[]=limited_liability_partnership'))).toEqual([llp]);
    expect(ids(await list(t.clientAdmin, `departmentId=${t.department.id}`))).not.toContain(test);
    expect(ids(await list(t.clientAdmin, `dateStartFrom=${day(50)}`))).toEqual([llp]);
    expect(ids(await list(t.clientAdmin, `periodEnd=customPeriod&dateEndTo=${day(60)}`))).toEqual([normal]);
    expect(ids(await list(t.clientAdmin, 'periodCreated=today')).length).toBe(4);
    expect(ids(await list(t.clientAdmin, 'periodCreated=yesterday'))).toEqual([]);
    const sorted = await list(t.clientAdmin, 'sort=contractDateStart|desc&rows=1');
    expect(sorted.json()).toMatchObject({ total: 4, rows: 1 });
    expect(ids(sorted)).toEqual([llp]);
  });

  it('answers 404 to those who do not manage the company, and 400 on a bad filter', async () => {
    expect((await list(foreign.clientAdmin, '')).statusCode).toBe(404);
    expect((await list(t.specialist, '')).statusCode).toBe(404);
    expect((await list(t.clientAdmin, 'types[]=other')).statusCode).toBe(400);
  });
});

describe('users/{id}/engagements', () => {
  it('lists the engagements where the user holds a seat', async () => {
    const res = await injectAs(ctx, t.clientAdmin, {
      url: `/api/users/${t.specialist.id}/engagements?role=specialist&rows=100`,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([normal, test, llp, archived].sort());
    const open = await injectAs(ctx, t.specialist, {
      url: `/api/users/${t.specialist.id}/engagements?statuses[]=active&types[]=normal`,
    });
    expect(ids(open).sort()).toEqual([normal, llp].sort());
    expect(
      (await injectAs(ctx, foreign.clientAdmin, { url: `/api/users/${t.specialist.id}/engagements` })).statusCode,
    ).toBe(404);
  });

  it('swaps the specialist on every open engagement and open assessment, audited', async () => {
    const tenant = await buildTenant(ctx.app.db);
    const a = await buildEngagement(ctx.app.db, tenant);
    const b = await buildEngagement(ctx.app.db, tenant);
    const next = await buildUser(ctx.app.db, { role: 'specialist', companyId: tenant.company.id });
    const res = await injectAs(ctx, tenant.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${tenant.specialist.id}/engagements?role=specialist`,
      payload: { emailToSwap: next.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ swapped: 2 });
    for (const e of [a, b]) {
      const [row] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, e.id));
      expect(row!.answererId).toBe(next.id);
      const [as] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, e.assessmentId));
      expect(as!.answererId).toBe(next.id);
    }
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'engagement.seat_changed'));
    expect(events.filter((ev) => [a.id, b.id].includes(ev.entityId))).toHaveLength(2);
  });

  it('swaps only the chosen engagements when engagementIds are given, and tells the user page who may', async () => {
    const tenant = await buildTenant(ctx.app.db);
    const a = await buildEngagement(ctx.app.db, tenant);
    const b = await buildEngagement(ctx.app.db, tenant);
    const next = await buildUser(ctx.app.db, { role: 'approver', companyId: tenant.company.id });
    const res = await injectAs(ctx, tenant.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${tenant.approver.id}/engagements?role=approver`,
      payload: { emailToSwap: next.email, engagementIds: [b.id] },
    });
    expect(res.json()).toEqual({ swapped: 1 });
    const approverOf = async (id: string) =>
      (await ctx.app.db.select().from(engagements).where(eq(engagements.id, id)))[0]!.approverId;
    expect(await approverOf(a.id)).toBe(tenant.approver.id);
    expect(await approverOf(b.id)).toBe(next.id);
    const bad = await injectAs(ctx, tenant.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${tenant.approver.id}/engagements?role=approver`,
      payload: { emailToSwap: next.email, engagementIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    const ability = async (viewer: { id: string }) =>
      (await injectAs(ctx, viewer, { url: `/api/users/${tenant.approver.id}` })).json().abilities.swapEngagementSeats;
    expect(await ability(tenant.clientAdmin)).toBe(true);
    expect(await ability(tenant.approver)).toBe(false);
  });

  it('refuses a person who cannot hold the seat (400), the specialist themself (403), another group (404)', async () => {
    const url = `/api/users/${t.specialist.id}/engagements?role=specialist`;
    const wrong = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url,
      payload: { emailToSwap: t.approver.email },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.emailToSwap).toEqual(['errors.userIsNotApproverOrSpecialist']);
    const self = await injectAs(ctx, t.specialist, {
      method: 'PUT',
      url,
      payload: { emailToSwap: t.subSpecialist.email },
    });
    expect(self.statusCode).toBe(403);
    const other = await injectAs(ctx, foreign.clientAdmin, {
      method: 'PUT',
      url,
      payload: { emailToSwap: foreign.specialist.email },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/engagements/:id/history', () => {
  it('reads the engagement’s changes from the audit events, newest first', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/engagements/${id}`,
      payload: { serviceProvided: 'New scope', contractValue: 10, departmentId: null, agencyId: null },
    });
    const res = await injectAs(ctx, t.specialist, { url: `/api/engagements/${id}/history` });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({
      action: 'engagement.updated',
      actor: { id: t.clientAdmin.id },
      changes: expect.arrayContaining([
        { field: 'serviceProvided', before: 'Payments platform delivery', after: 'New scope' },
      ]),
    });
    expect(data[1].action).toBe('engagement.created');
    expect((await injectAs(ctx, foreign.clientAdmin, { url: `/api/engagements/${id}/history` })).statusCode).toBe(404);
  });

  it('names the records a change points at and hides link ids', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const dept = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/companies/${t.company.id}/departments`,
      payload: { name: 'Product' },
    });
    expect(dept.statusCode).toBe(201);
    const departmentId = dept.json().id as string;
    const change = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${id}/request-report-change`,
      payload: { comment: 'Moves to product', changes: { departmentId } },
    });
    expect(change.statusCode).toBeLessThan(300);
    const { data, labels } = (await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${id}/history` })).json();
    const requested = data.find((d: { action: string }) => d.action === 'contract_change.requested');
    expect(requested.changes).toEqual(
      expect.arrayContaining([{ field: 'departmentId', before: null, after: departmentId }]),
    );
    expect(requested.changes.map((c: { field: string }) => c.field)).not.toContain('contractChangeId');
    expect(labels[departmentId]).toBe('Product');
  });
});

describe('the daily engagement job', () => {
  it('ends engagements past their contract end, then archives them after the documented days', async () => {
    const tenant = await buildTenant(ctx.app.db);
    const { id } = await buildEngagement(ctx.app.db, tenant, { contractStart: day(1), contractEnd: day(10) });
    const { id: running } = await buildEngagement(ctx.app.db, tenant, { contractStart: day(1), contractEnd: day(400) });
    const at = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const status = async (eid: string) =>
      (await ctx.app.db.select().from(engagements).where(eq(engagements.id, eid)))[0]!;

    const first = await runEngagementLifecycle(ctx.app.db, at(10));
    expect((await status(id)).status).toBe('active');
    expect(first.ended).toBe(0);

    await runEngagementLifecycle(ctx.app.db, at(11));
    expect((await status(id)).status).toBe('ended');
    expect((await status(running)).status).toBe('active');
    expect(await runEngagementLifecycle(ctx.app.db, at(11))).toEqual({ ended: 0, archived: 0 });

    await runEngagementLifecycle(ctx.app.db, at(11 + ENGAGEMENT_AUTO_ARCHIVE_DAYS - 1));
    expect((await status(id)).status).toBe('ended');
    await runEngagementLifecycle(ctx.app.db, at(11 + ENGAGEMENT_AUTO_ARCHIVE_DAYS));
    const done = await status(id);
    expect(done).toMatchObject({ status: 'archived', statusBeforeArchive: 'ended' });
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(events.filter((e) => e.action.startsWith('engagement.')).map((e) => [e.action, e.actorId])).toEqual(
      expect.arrayContaining([
        ['engagement.end', null],
        ['engagement.archive', null],
      ]),
    );
  });
});
