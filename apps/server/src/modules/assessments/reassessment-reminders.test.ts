import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, emailMessages } from '../../db/schema/index.ts';
import { openLapsingReassessments } from './reassessment-reminders.ts';

const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** An approved assessment on a long contract, its result lapsing on `validUntil`. */
async function approvedLapsing(validUntil: string) {
  const e = await buildEngagement(ctx.app.db, t, { contractEnd: day(900) });
  await completeAssessment(ctx, t.specialist, e.assessmentId);
  expect(
    (await injectAs(ctx, t.approver, { method: 'PUT', url: `/api/assessments/${e.assessmentId}/approve` })).statusCode,
  ).toBe(200);
  await ctx.app.db.update(assessments).set({ validUntil }).where(eq(assessments.id, e.assessmentId));
  return e;
}
const ofEngagement = (id: string) => ctx.app.db.select().from(assessments).where(eq(assessments.engagementId, id));

describe('the validity reassessment job (30 days before the result lapses)', () => {
  it('opens the reassessment 30 days ahead with its reminder, once', async () => {
    const e = await approvedLapsing(day(45));
    const now = new Date();
    await openLapsingReassessments(ctx.app.db, now);
    expect(await ofEngagement(e.id)).toHaveLength(1);

    const in20Days = new Date(now.getTime() + 20 * DAY);
    expect(await openLapsingReassessments(ctx.app.db, in20Days)).toBeGreaterThanOrEqual(1);
    const all = await ofEngagement(e.id);
    const re = all.find((a) => a.type === 'reassessment')!;
    expect(re).toMatchObject({ status: 'created', reassessmentReason: 'validity', dueDate: day(45) });
    expect(all.find((a) => a.id === e.assessmentId)!.status).toBe('approved');
    const [mail] = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(
        and(eq(emailMessages.entityId, e.assessmentId), eq(emailMessages.templateKey, 'assessment.reassessment_due')),
      );
    expect(mail).toMatchObject({ to: t.specialist.email, templateKey: 'assessment.reassessment_due' });
    expect(mail!.text).toContain(day(45).split('-').reverse().join('.'));

    await openLapsingReassessments(ctx.app.db, in20Days);
    expect(await ofEngagement(e.id)).toHaveLength(2);
  });

  it('does not reopen what the managers closed', async () => {
    const e = await approvedLapsing(day(10));
    await openLapsingReassessments(ctx.app.db, new Date());
    const re = (await ofEngagement(e.id)).find((a) => a.type === 'reassessment')!;
    const closed = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/assessments/${re.id}/close-reassessment`,
      payload: {},
    });
    expect(closed.statusCode).toBe(200);
    await openLapsingReassessments(ctx.app.db, new Date());
    expect(await ofEngagement(e.id)).toHaveLength(2);
  });
});
