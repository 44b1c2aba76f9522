import { addWorkingDays, ERROR_KEYS, londonToday, TIME_LIMITS, validUntilOf } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, holdingSettings, interviewAnswers, interviews } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  sink = await startSmtpSink();
  mailer = sink.mailer();
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const put = (user: { id: string }, url: string, payload?: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });
const row = async (id: string) => (await ctx.app.db.select().from(assessments).where(eq(assessments.id, id)))[0]!;
const auditOf = async (id: string, action: string) =>
  ctx.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

/** An engagement whose first assessment was submitted (review) by the specialist. */
async function inReview(over: Parameters<typeof buildEngagement>[2] = {}) {
  const e = await buildEngagement(ctx.app.db, t, over);
  await completeAssessment(ctx, t.specialist, e.assessmentId);
  return e;
}

/** An engagement whose first assessment is approved. */
async function approved(over: Parameters<typeof buildEngagement>[2] = {}) {
  const e = await inReview(over);
  const res = await put(t.approver, `/api/assessments/${e.assessmentId}/approve`);
  expect(res.statusCode).toBe(200);
  return e;
}

describe('rejection (non_eligible)', () => {
  it('lets the approver reject with the typed confirmation and a reason, for good', async () => {
    const { assessmentId } = await inReview();
    const url = `/api/assessments/${assessmentId}/reject`;
    const body = { confirmation: 'Reject', reason: 'The worker is engaged through an umbrella company.' };
    const wrong = await put(t.approver, url, { ...body, confirmation: 'reject' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.confirmation).toEqual([ERROR_KEYS.rejectConfirmation]);
    expect((await put(t.approver, url, { confirmation: 'Reject', reason: ' ' })).statusCode).toBe(400);
    expect((await put(t.specialist, url, body)).statusCode).toBe(403);
    expect((await put(t.clientAdmin, url, body)).statusCode).toBe(403);
    expect((await put(foreign.approver, url, body)).statusCode).toBe(404);
    const res = await put(t.approver, url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'non_eligible',
      previousStatus: 'review',
      rejectionReason: body.reason,
      resultStatus: 'non_eligible',
      abilities: { reject: false, approve: false },
    });
    // the approver at the wrong moment: a state conflict; the permanent status has no way out
    const again = await put(t.approver, url, body);
    expect(again.statusCode).toBe(409);
    const approve = await put(t.approver, `/api/assessments/${assessmentId}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error_key).toBe(ERROR_KEYS.invalidTransition);
    const [event] = await auditOf(assessmentId, 'assessment.reject');
    expect(event).toMatchObject({ before: { status: 'review' }, after: { status: 'non_eligible' } });
  });

  it('refuses a rejection before the approver has the assessment (409 for the approver)', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const res = await put(t.approver, `/api/assessments/${assessmentId}/reject`, {
      confirmation: 'Reject',
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('approval validity', () => {
  it('stands until the contract end when that comes within 12 months', async () => {
    const { assessmentId } = await approved({ contractEnd: day(200) });
    const a = (await get(t.clientAdmin, `/api/assessments/${assessmentId}`)).json();
    expect(a).toMatchObject({ status: 'approved', validUntil: day(200), riskMargin: 5, resultStatus: 'completed' });
  });

  it('stands 12 months on a longer contract, and the engagement shows the reassessment due then', async () => {
    const e = await approved({ contractEnd: day(900) });
    const a = await row(e.assessmentId);
    expect(a.validUntil).toBe(validUntilOf(day(0), day(900)));
    const engagement = (await get(t.clientAdmin, `/api/engagements/${e.id}`)).json();
    expect(engagement.nextAssessment).toEqual({ dueDate: a.validUntil, type: 'reassessment' });
    expect(engagement.wasPreliminary).toBe(false);
  });
});

describe('reassessment', () => {
  it('starts from the approved current assessment only, for the managers, and inherits the submission', async () => {
    const open = await buildEngagement(ctx.app.db, t);
    const conflict = await put(t.clientAdmin, `/api/assessments/${open.assessmentId}/start-reassessment`);
    expect(conflict.statusCode, conflict.body).toBe(409);

    const e = await approved({ contractEnd: day(900) });
    const url = `/api/assessments/${e.assessmentId}/start-reassessment`;
    for (const user of [t.specialist, t.approver]) expect((await put(user, url)).statusCode).toBe(403);
    // those who cannot see the assessment at all: not found
    for (const user of [t.clientUser, foreign.clientAdmin]) expect((await put(user, url)).statusCode).toBe(404);
    const before = (await get(t.clientAdmin, `/api/assessments/${e.assessmentId}`)).json();
    expect(before.abilities).toMatchObject({ startReassessment: true, startContinuousEmployment: false });

    const res = await put(t.clientAdmin, url, { reason: 'contract_change' });
    expect(res.statusCode).toBe(200);
    const re = res.json();
    expect(re.id).not.toBe(e.assessmentId);
    expect(re).toMatchObject({
      type: 'reassessment',
      status: 'created',
      isReassessment: true,
      reassessmentReason: 'contract_change',
      inheritedDateSubmitted: before.dateSubmitted,
      // due in working days, not the day it starts
      dueDate: addWorkingDays(londonToday(), TIME_LIMITS.reassessmentWorkingDays),
      answerer: { id: t.specialist.id },
      approver: { id: t.approver.id },
      abilities: { closeReassessment: true },
    });
    expect((await row(e.assessmentId)).status).toBe('approved');
    const second = await put(t.clientAdmin, url);
    expect(second.statusCode).toBe(409);
    expect(second.json().error_key).toBe(ERROR_KEYS.notCurrentAssessment);
    const engagement = (await get(t.clientAdmin, `/api/engagements/${e.id}`)).json();
    expect(engagement.nextAssessment).toEqual({ dueDate: re.dueDate, type: 'reassessment' });
    expect(engagement.currentAssessment.id).toBe(re.id);
    expect(await auditOf(re.id, 'assessment.reassessment_started')).toHaveLength(1);

    const started = await put(t.specialist, `/api/assessments/${re.id}/start-interview`);
    expect(started.statusCode).toBe(200);
    const [interview] = await ctx.app.db.select().from(interviews).where(eq(interviews.assessmentId, re.id));
    expect(interview!.kind).toBe('reassessment_full');
  });

  it('a validity reassessment asks the short questionnaire and is due when the result lapses', async () => {
    const e = await approved({ contractEnd: day(900) });
    const lapse = (await row(e.assessmentId)).validUntil!;
    const res = await put(t.companyAdmin, `/api/assessments/${e.assessmentId}/start-reassessment`, {
      reason: 'validity',
    });
    // the company admin manages the subsidiary only; the engagement belongs to the top company
    expect(res.statusCode).toBe(404);
    const ok = await put(t.clientAdmin, `/api/assessments/${e.assessmentId}/start-reassessment`, {
      reason: 'validity',
    });
    expect(ok.json()).toMatchObject({ dueDate: lapse, reassessmentReason: 'validity' });
    await ctx.app.db
      .update(assessments)
      .set({ dueDate: day(0) })
      .where(eq(assessments.id, ok.json().id));
    await put(t.specialist, `/api/assessments/${ok.json().id}/start-interview`);
    const [interview] = await ctx.app.db.select().from(interviews).where(eq(interviews.assessmentId, ok.json().id));
    expect(interview!.kind).toBe('reassessment_short');
  });

  it('closes a reassessment without changing the result, and emails the specialist the comment', async () => {
    const e = await approved({ contractEnd: day(900) });
    const re = (await put(t.clientAdmin, `/api/assessments/${e.assessmentId}/start-reassessment`)).json();
    const url = `/api/assessments/${re.id}/close-reassessment`;
    const payload = { additionalMailComment: 'The appeal was withdrawn.' };
    const refused = await put(t.specialist, url, payload);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await put(foreign.clientAdmin, url, payload)).statusCode).toBe(404);
    const notReassessment = await put(t.clientAdmin, `/api/assessments/${e.assessmentId}/close-reassessment`, payload);
    expect(notReassessment.statusCode).toBe(409);
    const before = await row(e.assessmentId);
    const res = await put(t.clientAdmin, url, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', previousStatus: 'created' });
    expect((await put(t.clientAdmin, url, payload)).statusCode).toBe(409);
    const after = await row(e.assessmentId);
    expect(after).toMatchObject({ status: 'approved', validUntil: before.validUntil, result: before.result });
    const engagement = (await get(t.clientAdmin, `/api/engagements/${e.id}`)).json();
    expect(engagement.currentAssessment.id).toBe(e.assessmentId);
    // The list reads the same current assessment in its rows statement: the closed reassessment gives way too.
    const listed = (await get(t.clientAdmin, `/api/companies/${t.company.id}/engagements?rows=100`)).json();
    const listedRow = listed.data.find((x: { id: string }) => x.id === e.id);
    expect(listedRow.currentAssessment).toEqual(engagement.currentAssessment);
    const previous = (await get(t.approver, `/api/engagements/${e.id}/previous-assessments`)).json();
    expect(previous.assessments.map((a: { id: string }) => a.id)).toEqual([re.id]);

    await deliverDue(ctx.app.db, mailer, new Date(), 1000);
    const mail = sink.to(t.specialist.email).find((m) => m.subject.includes('Reassessment of'))!;
    expect(mail, 'the closing email').toBeDefined();
    expect(mail.text).toContain('The appeal was withdrawn.');
    expect(mail.html).toContain('The appeal was withdrawn.');
    expect(mail.text).toContain(`/engagements/${e.id}`);
  });
});

describe('continuous employment', () => {
  it('starts only when the group setting is on, with the short questionnaire', async () => {
    const e = await approved({ contractEnd: day(900) });
    const url = `/api/assessments/${e.assessmentId}/start-continuous-employment`;
    const off = await put(t.clientAdmin, url);
    expect(off.statusCode).toBe(409);
    expect(off.json().error_key).toBe(ERROR_KEYS.continuousEmploymentDisabled);
    await ctx.app.db
      .update(holdingSettings)
      .set({ continuousEmployed: true })
      .where(eq(holdingSettings.companyId, t.company.id));
    try {
      expect((await put(t.specialist, url)).statusCode).toBe(403);
      expect((await put(foreign.clientAdmin, url)).statusCode).toBe(404);
      const res = await put(t.clientAdmin, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type: 'continuous_employment', status: 'created', isReassessment: false });
      await put(t.specialist, `/api/assessments/${res.json().id}/start-interview`);
      const [interview] = await ctx.app.db.select().from(interviews).where(eq(interviews.assessmentId, res.json().id));
      expect(interview!.kind).toBe('short');
    } finally {
      await ctx.app.db
        .update(holdingSettings)
        .set({ continuousEmployed: false })
        .where(eq(holdingSettings.companyId, t.company.id));
    }
  });
});

describe('interview reset and synchronisation', () => {
  it('lets the specialist clear the answers while answerable, and records it', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const started = (await put(t.specialist, `/api/assessments/${assessmentId}/start-interview`)).json();
    const cq = (await get(t.specialist, `/api/interviews/${started.interviewId}/currentQuestion`)).json();
    await injectAs(ctx, t.specialist, {
      method: 'POST',
      url: `/api/interviews/${started.interviewId}/answers`,
      payload: { interviewQuestionId: cq.question.id, answers: [cq.question.allowedAnswers[0].id] },
    });
    const url = `/api/assessments/${assessmentId}/reset-interview`;
    expect((await put(t.approver, url)).statusCode).toBe(403);
    expect((await put(foreign.specialist, url)).statusCode).toBe(404);
    const res = await put(t.specialist, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', answeredQuestionCount: 0 });
    expect(await auditOf(assessmentId, 'interview.reset')).toHaveLength(1);
  });

  it('refuses a reset once submitted (409), and after a return moves to updating', async () => {
    const { assessmentId } = await inReview();
    const url = `/api/assessments/${assessmentId}/reset-interview`;
    expect((await put(t.specialist, url)).statusCode).toBe(409);
    await put(t.approver, `/api/assessments/${assessmentId}/return-to-review`, { comment: 'Start again.' });
    const res = await put(t.specialist, url);
    expect(res.json()).toMatchObject({ status: 'updating', answeredQuestionCount: 0 });
  });

  it('moves the interview to the current questionnaire and drops answers off the path', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const started = (await put(t.specialist, `/api/assessments/${assessmentId}/start-interview`)).json();
    await ctx.app.db
      .update(interviews)
      .set({ questionnaireVersion: 'retired-1' })
      .where(eq(interviews.id, started.interviewId));
    await ctx.app.db
      .insert(interviewAnswers)
      .values({ interviewId: started.interviewId, questionId: 'retired-question', answerIds: ['a'], version: 1 });
    const url = `/api/assessments/${assessmentId}/synchronize-interview`;
    expect((await put(t.clientAdmin, url)).statusCode).toBe(403);
    const res = await put(t.specialist, url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fromVersion).toBe('retired-1');
    expect(body.toVersion).not.toBe('retired-1');
    expect(body.leftPath).toEqual([{ questionId: 'retired-question', question: 'retired-question' }]);
    expect(body.enteredPath).toHaveLength(1);
    const left = await ctx.app.db
      .select()
      .from(interviewAnswers)
      .where(eq(interviewAnswers.interviewId, started.interviewId));
    expect(left).toHaveLength(0);
    expect(await auditOf(assessmentId, 'interview.synchronized')).toHaveLength(1);
  });

  it('keeps answers that lie beyond questions the new version inserts (they rejoin the path once those are answered)', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const started = (await put(t.specialist, `/api/assessments/${assessmentId}/start-interview`)).json();
    await ctx.app.db
      .update(interviews)
      .set({ questionnaireVersion: 'statera-q-1.0.0' })
      .where(eq(interviews.id, started.interviewId));
    // As after an upgrade: the first questions are answered, one before ctl_what is not (new), ctl_what is.
    await ctx.app.db.insert(interviewAnswers).values([
      { interviewId: started.interviewId, questionId: 'setup_chain', answerIds: ['direct'], version: 1 },
      { interviewId: started.interviewId, questionId: 'ctl_what', answerIds: ['client'], version: 1 },
    ]);
    const res = await put(t.specialist, `/api/assessments/${assessmentId}/synchronize-interview`);
    expect(res.statusCode).toBe(200);
    expect(res.json().leftPath).toEqual([]);
    const kept = await ctx.app.db
      .select()
      .from(interviewAnswers)
      .where(eq(interviewAnswers.interviewId, started.interviewId));
    expect(kept.map((a) => a.questionId).sort()).toEqual(['ctl_what', 'setup_chain']);
  });
});

describe('resubmission fields', () => {
  it('counts the answers changed between versions and marks the assessment updated', async () => {
    const { assessmentId } = await inReview();
    await put(t.approver, `/api/assessments/${assessmentId}/return-to-review`, { comment: 'Check the first answer.' });
    const a = (await get(t.specialist, `/api/assessments/${assessmentId}`)).json();
    const questions = (await get(t.specialist, `/api/interviews/${a.interviewId}/questions`)).json().questions;
    const last = questions.at(-1);
    const other = last.allowedAnswers.find((x: { id: string }) => x.id !== last.answeredAnswers[0].id);
    await injectAs(ctx, t.specialist, {
      method: 'POST',
      url: `/api/interviews/${a.interviewId}/answers`,
      payload: { interviewQuestionId: last.id, answers: [other.id] },
    });
    for (let n = 0; n < 200; n++) {
      const { question } = (await get(t.specialist, `/api/interviews/${a.interviewId}/currentQuestion`)).json();
      if (!question) break;
      await injectAs(ctx, t.specialist, {
        method: 'POST',
        url: `/api/interviews/${a.interviewId}/answers`,
        payload: { interviewQuestionId: question.id, answers: [question.allowedAnswers[0].id] },
      });
    }
    const res = await put(t.specialist, `/api/assessments/${assessmentId}/submit`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'to_verify', wasUpdated: true, lastVersion: 2, riskMargin: 5 });
    expect(res.json().changesCount).toBeGreaterThanOrEqual(1);
  });
});
