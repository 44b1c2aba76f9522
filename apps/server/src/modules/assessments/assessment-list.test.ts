import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildEngagedEntity, buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, companies, engagedEntities, engagedIndividuals, engagements } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
const ids: Record<string, string> = {};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const list = (user: { id: string }, userId: string, query = '') =>
  injectAs(ctx, user, { url: `/api/users/${userId}/assessments${query}` });
const names = (res: { json(): { data: { engagement: { engagedIndividualName: string } }[] } }) =>
  res.json().data.map((d) => d.engagement.engagedIndividualName);

async function engagementFor(name: string, dueOffset: number) {
  const { entity, individual } = await buildEngagedEntity(ctx.app.db, t.company.id);
  const { assessmentId } = await buildEngagement(ctx.app.db, t, {
    engagedEntityId: entity.id,
    engagedIndividualId: individual.id,
  });
  await ctx.app.db
    .update(assessments)
    .set({ dueDate: day(dueOffset) })
    .where(eq(assessments.id, assessmentId));
  await ctx.app.db.update(engagedIndividuals).set({ name }).where(eq(engagedIndividuals.id, individual.id));
  return assessmentId;
}

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  // Due in 60 days (not due), in 10 days (ready), 3 days ago (overdue), and one submitted for review.
  ids.later = await engagementFor('Alice Later', 60);
  ids.soon = await engagementFor('Bob Soon', 10);
  ids.late = await engagementFor('Carol Late', -3);
  ids.review = await engagementFor('Dave Review', 5);
  await completeAssessment(ctx, t.specialist, ids.review);
  await buildEngagement(ctx.app.db, foreign);
});

describe('GET /api/users/:userId/assessments', () => {
  it("lists the specialist's assessments, due date first, with the not-started variants", async () => {
    const res = await list(t.specialist, t.specialist.id);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 4, page: 1, rows: 20 });
    expect(names(res)).toEqual(['Carol Late', 'Dave Review', 'Bob Soon', 'Alice Later']);
    const byName = Object.fromEntries(
      page.data.map((d: { engagement: { engagedIndividualName: string } }) => [d.engagement.engagedIndividualName, d]),
    );
    expect(byName['Alice Later']).toMatchObject({ status: 'created', notStarted: 'not_due', result: null });
    expect(byName['Bob Soon']).toMatchObject({ notStarted: 'ready', abilities: { startInterview: true } });
    expect(byName['Carol Late']).toMatchObject({ notStarted: 'overdue' });
    expect(byName['Dave Review']).toMatchObject({
      status: 'review',
      notStarted: null,
      result: { provisional: true },
      answerer: { id: t.specialist.id },
      approver: { id: t.approver.id },
      engagement: { company: { id: t.company.id } },
    });
  });

  it('filters by stored status and not-started variant in SQL, and by search', async () => {
    expect(names(await list(t.specialist, t.specialist.id, '?statuses=overdue&statuses=not_due'))).toEqual([
      'Carol Late',
      'Alice Later',
    ]);
    expect(names(await list(t.specialist, t.specialist.id, '?statuses=ready'))).toEqual(['Bob Soon']);
    expect(names(await list(t.specialist, t.specialist.id, '?statuses=review&statuses=to_verify'))).toEqual([
      'Dave Review',
    ]);
    expect(names(await list(t.specialist, t.specialist.id, '?globalFilter=soon'))).toEqual(['Bob Soon']);
    expect((await list(t.specialist, t.specialist.id, '?types=reassessment')).json().total).toBe(0);
    expect((await list(t.specialist, t.specialist.id, `?companyIds=${t.subsidiary.id}`)).json().total).toBe(0);
    expect(
      (await list(t.specialist, t.specialist.id, `?dateDueFrom=${day(0)}&dateDueTo=${day(30)}`)).json().total,
    ).toBe(2);
    const bad = await list(t.specialist, t.specialist.id, '?statuses=nope');
    expect(bad.statusCode).toBe(400);
    expect((await list(t.specialist, t.specialist.id, `?globalFilter=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('searches the individual, the entity and the service, each field on its own', async () => {
    const [row] = await ctx.app.db
      .select({ engagementId: assessments.engagementId })
      .from(assessments)
      .where(eq(assessments.id, ids.soon!));
    const [engagement] = await ctx.app.db
      .update(engagements)
      .set({ serviceProvided: 'Payroll audit Qzx' })
      .where(eq(engagements.id, row!.engagementId))
      .returning({ entityId: engagements.engagedEntityId });
    await ctx.app.db
      .update(engagedEntities)
      .set({ name: 'Harbour Ltd' })
      .where(eq(engagedEntities.id, engagement!.entityId!));
    expect(names(await list(t.specialist, t.specialist.id, '?globalFilter=qzx'))).toEqual(['Bob Soon']);
    expect(names(await list(t.specialist, t.specialist.id, '?globalFilter=harbour'))).toEqual(['Bob Soon']);
    // The fields are apart in the search text: a term across two of them matches nothing.
    expect((await list(t.specialist, t.specialist.id, '?globalFilter=Soon%20Harbour')).json().total).toBe(0);
    expect((await list(t.specialist, t.specialist.id, '?globalFilter=Ltd%20Payroll')).json().total).toBe(0);
  });

  it('leaves out the assessments of a deleted engagement', async () => {
    const g = await buildTenant(ctx.app.db);
    const kept = await buildEngagement(ctx.app.db, g);
    const gone = await buildEngagement(ctx.app.db, g);
    const del = await injectAs(ctx, g.clientAdmin, { method: 'DELETE', url: `/api/engagements/${gone.id}/delete` });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const res = await list(g.specialist, g.specialist.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: { id: string }) => a.id)).toEqual([kept.assessmentId]);
    expect(res.json().total).toBe(1);
  });

  it('sorts by the allowed fields and pages', async () => {
    expect(names(await list(t.specialist, t.specialist.id, '?sort=due_date|desc'))).toEqual([
      'Alice Later',
      'Bob Soon',
      'Dave Review',
      'Carol Late',
    ]);
    expect(names(await list(t.specialist, t.specialist.id, '?sort=engaged_individual|asc'))).toEqual([
      'Alice Later',
      'Bob Soon',
      'Carol Late',
      'Dave Review',
    ]);
    expect(names(await list(t.specialist, t.specialist.id, '?sort=date_submitted|desc'))[0]).toBe('Dave Review');
    const p2 = (await list(t.specialist, t.specialist.id, '?rows=3&page=2')).json();
    expect(p2).toMatchObject({ total: 4, page: 2, rows: 3 });
    expect(p2.data).toHaveLength(1);
    expect((await list(t.specialist, t.specialist.id, '?sort=answerer|asc')).statusCode).toBe(400);
  });

  it("searches the worker's and the entity's names, with the total on every page and sort", async () => {
    // Dave's engagement is with an entity whose name matches too; a foreign group's matching worker is not seen.
    const [dave] = await ctx.app.db
      .select({ engagementId: assessments.engagementId })
      .from(assessments)
      .where(eq(assessments.id, ids.review!));
    const [e] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, dave!.engagementId));
    await ctx.app.db
      .update(engagedEntities)
      .set({ name: 'Latelier Ltd' })
      .where(eq(engagedEntities.id, e!.engagedEntityId));
    const [f] = await ctx.app.db.select().from(engagements).where(eq(engagements.companyId, foreign.company.id));
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ name: 'Erin Late' })
      .where(eq(engagedIndividuals.id, f!.engagedIndividualId));
    const search = async (user: { id: string }, query: string) => {
      const res = await list(user, t.specialist.id, `?globalFilter=late${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { names: names(res), total: res.json().total };
    };
    expect(await search(t.specialist, '')).toEqual({ names: ['Carol Late', 'Dave Review', 'Alice Later'], total: 3 });
    expect(await search(t.specialist, '&sort=engaged_individual|desc')).toEqual({
      names: ['Dave Review', 'Carol Late', 'Alice Later'],
      total: 3,
    });
    expect(await search(t.specialist, '&rows=2&page=2')).toEqual({ names: ['Alice Later'], total: 3 });
    expect(await search(t.specialist, '&rows=2&page=3')).toEqual({ names: [], total: 3 });
    expect(await search(t.specialist, '&statuses=review')).toEqual({ names: ['Dave Review'], total: 1 });
    expect((await search(t.specialist, '&sort=company|asc')).total).toBe(3);
    // the client admin looks at the specialist's list: the same matches, within their tenancy
    expect(await search(t.clientAdmin, '')).toEqual({ names: ['Carol Late', 'Dave Review', 'Alice Later'], total: 3 });
    expect((await list(t.specialist, t.specialist.id, '?globalFilter=nobody')).json()).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('gives the approver their queue and the role filter', async () => {
    expect(names(await list(t.approver, t.approver.id, '?awaitingMyReview=true'))).toEqual(['Dave Review']);
    expect((await list(t.approver, t.approver.id, '?role=answerer')).json().total).toBe(0);
    expect((await list(t.approver, t.approver.id, '?role=approver')).json().total).toBe(4);
    expect((await list(t.specialist, t.specialist.id, '?awaitingMyReview=true')).json().total).toBe(0);
  });

  it("lets managers see a person's list within their tenancy; others get 404", async () => {
    const admin = await list(t.clientAdmin, t.specialist.id);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().total).toBe(4);
    expect(admin.json().data[0].abilities).toMatchObject({ changeDueDate: true, startInterview: false });
    // The client admin's own 'all' list: every assessment of the group.
    expect((await list(t.clientAdmin, t.clientAdmin.id)).json().total).toBe(4);
    const provider = await buildUser(ctx.app.db, { role: 'provider_user' });
    await ctx.app.db.update(companies).set({ managerId: provider.id }).where(eq(companies.id, t.company.id));
    expect((await list(provider, t.specialist.id)).json().total).toBe(4);
    for (const outsider of [t.approver, t.clientUser, t.companyAdmin, foreign.clientAdmin, foreign.specialist]) {
      expect((await list(outsider, t.specialist.id)).statusCode).toBe(404);
    }
    expect((await list(t.clientAdmin, foreign.specialist.id)).statusCode).toBe(404);
    expect((await list(t.clientAdmin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A subsidiary's admin sees a subsidiary specialist's list, limited to the subsidiary's engagements:
    // not the seat the specialist holds in the top company, which the client admin sees.
    expect((await list(t.companyAdmin, t.subSpecialist.id)).json().total).toBe(0);
    const [later] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, ids.later!));
    await ctx.app.db.update(assessments).set({ answererId: t.subSpecialist.id }).where(eq(assessments.id, ids.later!));
    try {
      expect((await list(t.companyAdmin, t.subSpecialist.id)).json().total).toBe(0);
      expect(names(await list(t.clientAdmin, t.subSpecialist.id))).toEqual(['Alice Later']);
      expect(names(await list(t.subSpecialist, t.subSpecialist.id))).toEqual(['Alice Later']);
    } finally {
      await ctx.app.db.update(assessments).set({ answererId: later!.answererId }).where(eq(assessments.id, ids.later!));
    }
  });

  it('exports the same list as assessments.xlsx', async () => {
    const res = await list(t.specialist, t.specialist.id, '?format=xls&statuses=review');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('assessments.xlsx');
  });
});

describe('the result a list row shows', () => {
  it('is the result the engagement shows: a rejected assessment keeps its standing result', async () => {
    const own = await buildTenant(ctx.app.db);
    const { id, assessmentId } = await buildEngagement(ctx.app.db, own);
    await completeAssessment(ctx, own.specialist, assessmentId);
    const reject = await injectAs(ctx, own.approver, {
      method: 'PUT',
      url: `/api/assessments/${assessmentId}/reject`,
      payload: { confirmation: 'Reject', reason: 'The worker left before the interview could be checked.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const engagement = (await injectAs(ctx, own.clientAdmin, { url: `/api/engagements/${id}` })).json();
    const shown = engagement.currentAssessment;
    expect(shown).toMatchObject({ id: assessmentId, status: 'non_eligible' });
    expect(shown.employed).not.toBeNull();
    const [row] = (await list(own.specialist, own.specialist.id)).json().data;
    expect(row.result).toEqual({
      employed: shown.employed,
      selfEmployed: shown.selfEmployed,
      riskLevel: shown.riskLevel,
      provisional: false,
    });
  });
});
