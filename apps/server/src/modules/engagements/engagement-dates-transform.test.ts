import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement, engagementInput } from '../../../test/factories/engagement.ts';
import { buildEngagedEntity, buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, engagedIndividuals, engagements } from '../../db/schema/index.ts';

/** PUT dates, PUT transform, duplicating, test engagements (feature, statistics, no statement to the worker). */
const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  await activateFeature(ctx.app.db, t.company.id, 'test');
});

const put = (user: { id: string }, url: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const dates = (user: { id: string }, id: string, payload: object) => put(user, `/api/engagements/${id}/dates`, payload);

describe('PUT /api/engagements/:id/dates', () => {
  it('extends an in-date engagement, audited with the old and new dates', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await dates(t.clientAdmin, id, { contractStart: day(10), contractEnd: day(400) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', contractDateEnd: day(400) });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'engagement.change_dates'));
    expect(event!.before).toMatchObject({ contractEnd: day(200) });
    expect(event!.after).toMatchObject({ contractEnd: day(400) });
  });

  it('shortens, but not to before today nor to the current due date', async () => {
    const { id } = await buildEngagement(ctx.app.db, t, { contractStart: day(20), contractEnd: day(200) });
    expect((await dates(t.clientAdmin, id, { contractStart: day(20), contractEnd: day(100) })).statusCode).toBe(200);
    const past = await dates(t.clientAdmin, id, { contractStart: day(-20), contractEnd: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.contractEnd).toEqual(['errors.contractEndInPast']);
    // the open assessment is due at the contract start (day 20)
    const beforeDue = await dates(t.clientAdmin, id, { contractStart: day(1), contractEnd: day(20) });
    expect(beforeDue.statusCode).toBe(400);
    expect(beforeDue.json().errors.contractEnd).toEqual(['errors.contractEndBeforeDueDate']);
    const reversed = await dates(t.clientAdmin, id, { contractStart: day(50), contractEnd: day(40) });
    expect(reversed.statusCode).toBe(400);
  });

  it('refuses to extend an engagement whose end has passed (409), and an ended one by the table', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    await ctx.app.db
      .update(engagements)
      .set({ contractStart: day(-90), contractEnd: day(-1) })
      .where(eq(engagements.id, id));
    const res = await dates(t.clientAdmin, id, { contractStart: day(-90), contractEnd: day(60) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.engagementNotInDate');
    await ctx.app.db.update(engagements).set({ status: 'ended' }).where(eq(engagements.id, id));
    const ended = await dates(t.clientAdmin, id, { contractStart: day(-90), contractEnd: day(60) });
    expect(ended.json().error_key).toBe('errors.invalidStateTransition');
  });

  it('opens a new assessment when asked (createNewAssessment), archiving the one under way', async () => {
    const { id, assessmentId } = await buildEngagement(ctx.app.db, t);
    const res = await dates(t.clientAdmin, id, {
      contractStart: day(5),
      contractEnd: day(300),
      createNewAssessment: true,
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(assessments).where(eq(assessments.engagementId, id));
    expect(rows.find((a) => a.id === assessmentId)!.status).toBe('archived');
    expect(rows.filter((a) => a.status === 'created')).toHaveLength(1);
    expect(rows.find((a) => a.status === 'created')!.dueDate).toBe(day(5));
  });

  it('after an approved result, the new assessment is a contract-change reassessment', async () => {
    const { id, assessmentId } = await buildEngagement(ctx.app.db, t);
    await ctx.app.db.update(assessments).set({ status: 'approved' }).where(eq(assessments.id, assessmentId));
    await dates(t.clientAdmin, id, { contractStart: day(10), contractEnd: day(300), createNewAssessment: true });
    const rows = await ctx.app.db.select().from(assessments).where(eq(assessments.engagementId, id));
    expect(rows.find((a) => a.id !== assessmentId)).toMatchObject({
      type: 'reassessment',
      reassessmentReason: 'contract_change',
    });
    expect(rows.find((a) => a.id === assessmentId)!.status).toBe('approved');
  });

  it.each([
    ['the specialist', () => t.specialist, 403],
    ['a client user', () => t.clientUser, 404],
    ["another group's admin", () => foreign.clientAdmin, 404],
  ])('%s gets the expected status', async (_l, who, status) => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await dates(who(), id, { contractStart: day(10), contractEnd: day(90) })).statusCode).toBe(status);
  });
});

describe('test engagements', () => {
  it('need the group’s test feature to be logged', async () => {
    const res = await injectAs(ctx, foreign.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(foreign, { type: 'test' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_key).toBe('errors.featureNotActive');
  });

  it('are transformed into normal ones with the real worker and contract', async () => {
    const { id } = await buildEngagement(ctx.app.db, t, { type: 'test' });
    const { entity, individual } = await buildEngagedEntity(ctx.app.db, t.company.id, 'sole_trader');
    const res = await put(t.clientAdmin, `/api/engagements/${id}/transform`, {
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      contractStart: day(15),
      contractEnd: day(365),
      contractValue: 90_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'normal',
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      contractValue: 9_000_000,
    });
    expect(res.json().dateTransformed).not.toBeNull();
    const again = await put(t.clientAdmin, `/api/engagements/${id}/transform`, {
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      contractStart: day(15),
      contractEnd: day(365),
      contractValue: 90_000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.notTestEngagement');
  });

  it('refuses an individual of another entity and an entity of another group', async () => {
    const { id } = await buildEngagement(ctx.app.db, t, { type: 'test' });
    const res = await put(t.clientAdmin, `/api/engagements/${id}/transform`, {
      engagedEntityId: foreign.entity.id,
      engagedIndividualId: t.individual.id,
      contractStart: day(15),
      contractEnd: day(365),
      contractValue: 90_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ engagedEntityId: ['errors.invalidEngagedEntity'] });
  });

  it('never send a statement to the worker (409)', async () => {
    const { id, assessmentId } = await buildEngagement(ctx.app.db, t, { type: 'test' });
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ email: 'worker@example.test' })
      .where(eq(engagedIndividuals.id, t.individual.id));
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId });
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${id}/send-contractor-report`,
      payload: { emails: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.testEngagementNoContractorReport');
  });

  it('never count in the company’s engagement statistics', async () => {
    const tenant = await buildTenant(ctx.app.db);
    await activateFeature(ctx.app.db, tenant.company.id, 'test');
    await buildEngagement(ctx.app.db, tenant);
    await buildEngagement(ctx.app.db, tenant, { type: 'test' });
    const res = await injectAs(ctx, tenant.clientAdmin, { url: `/api/companies/${tenant.company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ engagementCount: 1, activeEngagementCount: 1 });
  });

  it('flag the returns and resubmission of a test-born assessment once it is live', async () => {
    const { id, assessmentId } = await buildEngagement(ctx.app.db, t, { type: 'test' });
    await put(t.clientAdmin, `/api/engagements/${id}/transform`, {
      engagedEntityId: t.entity.id,
      engagedIndividualId: t.individual.id,
      contractStart: day(15),
      contractEnd: day(365),
      contractValue: 1000,
    });
    await ctx.app.db.update(assessments).set({ status: 'review' }).where(eq(assessments.id, assessmentId));
    const returned = await put(t.approver, `/api/assessments/${assessmentId}/return-to-review`, {
      comment: 'Check Q3',
    });
    expect(returned.statusCode).toBe(200);
    const seen = await injectAs(ctx, t.approver, { url: `/api/assessments/${assessmentId}` });
    expect(seen.json()).toMatchObject({
      createdInTestEngagement: true,
      testReturnedFirstTimeAsActive: true,
      testReturnedAgainAsActive: false,
      testResubmittedAsActive: false,
    });
  });
});

describe('duplicating an engagement', () => {
  it('logs a new engagement linked to the one it copies', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(t, { duplicatedEngagementId: id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().duplicatedEngagementId).toBe(id);
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['engagement.created', 'engagement.duplicated']),
    );
  });

  it('refuses to copy another group’s engagement', async () => {
    const { id } = await buildEngagement(ctx.app.db, foreign);
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: engagementInput(t, { duplicatedEngagementId: id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.duplicatedEngagementId).toEqual(['errors.invalidEngagement']);
  });
});
