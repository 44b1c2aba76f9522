import { ERROR_KEYS } from '@statera/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, engagements, interviews } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});

const put = (user: { id: string }, url: string) => injectAs(ctx, user, { method: 'PUT', url });
const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });

/** A preliminary engagement with its pre-assessment, logged as the API logs it (`preliminary: true`). */
async function preliminary() {
  return buildEngagement(ctx.app.db, t, { preliminary: true });
}

describe('a preliminary engagement', () => {
  it('is logged through the API as preliminary, with a pre-assessment', async () => {
    const e = await preliminary();
    const [row] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, e.id));
    const [a] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, e.assessmentId));
    expect([row!.status, a!.type]).toEqual(['preliminary', 'pre_assessment']);
    const detail = (await get(t.clientAdmin, `/api/engagements/${e.id}`)).json();
    expect(detail).toMatchObject({ status: 'preliminary', currentAssessment: { type: 'pre_assessment' } });
  });

  it('runs a pre-assessment with the preliminary questionnaire, approved as approved_pre_assessment', async () => {
    const e = await preliminary();
    await completeAssessment(ctx, t.specialist, e.assessmentId);
    const [interview] = await ctx.app.db.select().from(interviews).where(eq(interviews.assessmentId, e.assessmentId));
    expect(interview!.kind).toBe('preliminary_full');
    const res = await put(t.approver, `/api/assessments/${e.assessmentId}/approve`);
    expect(res.json()).toMatchObject({
      status: 'approved_pre_assessment',
      isApprovedPreAssessment: true,
      validUntil: null,
      resultStatus: 'completed',
      abilities: { startReassessment: false },
    });
    const detail = (await get(t.clientAdmin, `/api/engagements/${e.id}`)).json();
    expect(detail).toMatchObject({ status: 'preliminary', wasPreliminary: false, abilities: { convert: true } });
  });

  it('converts to active only once the pre-assessment is approved, creating its full assessment', async () => {
    const e = await preliminary();
    const url = `/api/engagements/${e.id}/convert`;
    const early = await put(t.clientAdmin, url);
    expect(early.statusCode).toBe(409);
    expect(early.json().error_key).toBe(ERROR_KEYS.preAssessmentNotApproved);
    await completeAssessment(ctx, t.specialist, e.assessmentId);
    await put(t.approver, `/api/assessments/${e.assessmentId}/approve`);

    for (const user of [t.specialist, t.approver]) expect((await put(user, url)).statusCode).toBe(403);
    for (const user of [t.clientUser, foreign.clientAdmin]) expect((await put(user, url)).statusCode).toBe(404);
    const res = await put(t.clientAdmin, url);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      status: 'active',
      wasPreliminary: true,
      currentAssessment: { type: 'assessment', status: 'created' },
      abilities: { convert: false },
    });
    expect(detail.nextAssessment).toEqual({ dueDate: detail.currentAssessment.dueDate, type: 'assessment' });
    const all = await ctx.app.db
      .select()
      .from(assessments)
      .where(eq(assessments.engagementId, e.id))
      .orderBy(desc(assessments.createdAt));
    expect(all.map((a) => [a.type, a.status])).toEqual([
      ['assessment', 'created'],
      ['pre_assessment', 'approved_pre_assessment'],
    ]);
    const again = await put(t.clientAdmin, url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe(ERROR_KEYS.invalidTransition);
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, e.id), eq(auditEvents.action, 'engagement.converted')));
    expect(events).toHaveLength(1);

    const previous = (await get(t.clientAdmin, `/api/engagements/${e.id}/previous-assessments`)).json();
    expect(previous.assessments).toHaveLength(1);
    expect(previous.assessments[0]).toMatchObject({
      id: e.assessmentId,
      type: 'pre_assessment',
      status: 'approved_pre_assessment',
      resultStatus: 'completed',
    });
    expect(['employed', 'selfEmployed']).toContain(previous.assessments[0].outcome);
  });

  it('hides the previous assessments of another group (404)', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    expect((await get(foreign.clientAdmin, `/api/engagements/${e.id}/previous-assessments`)).statusCode).toBe(404);
    expect((await get(t.clientAdmin, `/api/engagements/${e.id}/previous-assessments`)).json()).toEqual({
      assessments: [],
    });
  });
});
