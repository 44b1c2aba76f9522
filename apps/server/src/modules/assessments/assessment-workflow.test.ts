import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessmentVersions, auditEvents } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});

const put = (user: { id: string }, url: string, payload?: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });
const current = async (user: { id: string }, interviewId: string) =>
  (await get(user, `/api/interviews/${interviewId}/currentQuestion`)).json();
const answer = (user: { id: string }, interviewId: string, interviewQuestionId: string, answers: string[]) =>
  injectAs(ctx, user, {
    method: 'POST',
    url: `/api/interviews/${interviewId}/answers`,
    payload: { interviewQuestionId, answers },
  });

/** Answers with the first allowed answer until the interview is complete; returns how many were answered. */
async function answerAll(interviewId: string, limit = 500): Promise<number> {
  let n = 0;
  for (; n < limit; n++) {
    const cq = await current(t.specialist, interviewId);
    if (!cq.question) break;
    const res = await answer(t.specialist, interviewId, cq.question.id, [cq.question.allowedAnswers[0].id]);
    expect(res.statusCode).toBe(200);
  }
  return n;
}

describe('the assessment journey', () => {
  let assessmentId: string;
  let interviewId: string;
  const url = (suffix = '') => `/api/assessments/${assessmentId}${suffix}`;

  beforeAll(async () => {
    ({ assessmentId } = await buildEngagement(ctx.app.db, t));
  });

  it('lets only the assigned specialist start the interview', async () => {
    for (const user of [t.approver, t.clientAdmin])
      expect((await put(user, url('/start-interview'))).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url('/start-interview'))).statusCode).toBe(404);
    const res = await put(t.specialist, url('/start-interview'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'in_progress',
      answeredQuestionCount: 0,
      abilities: { answer: true, approve: false },
    });
    interviewId = res.json().interviewId;
    // The right person at the wrong moment: a state conflict, not a refusal.
    const again = await put(t.specialist, url('/start-interview'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.invalidStateTransition');
  });

  it('serves the current question and refuses answers that do not fit it', async () => {
    const cq = await current(t.specialist, interviewId);
    expect(cq).toMatchObject({
      answeredQuestionCount: 0,
      allQuestionsAnswered: false,
      question: { status: 'ready', positionInInterview: 1 },
    });
    expect(cq.allQuestionCount).toBeGreaterThan(0);
    const bad = await answer(t.specialist, interviewId, cq.question.id, ['no-such-answer']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ answers: ['errors.invalidAnswer'] });
    expect((await answer(t.specialist, interviewId, 'no-such-question', ['x'])).statusCode).toBe(409);
    expect((await answer(t.approver, interviewId, cq.question.id, [cq.question.allowedAnswers[0].id])).statusCode).toBe(
      403,
    );
    expect((await get(foreign.specialist, `/api/interviews/${interviewId}/currentQuestion`)).statusCode).toBe(404);
  });

  it('refuses to submit an incomplete interview', async () => {
    const res = await put(t.specialist, url('/submit'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.interviewIncomplete');
  });

  it('changing an earlier answer removes every later one', async () => {
    await answerAll(interviewId, 3);
    const before = await current(t.specialist, interviewId);
    expect(before.answeredQuestionCount).toBe(3);
    const first = (await get(t.specialist, `/api/interviews/${interviewId}/questions`)).json().questions[0];
    expect(first).toMatchObject({ status: 'answered', answeredAnswers: [first.allowedAnswers[0]] });
    const other = first.allowedAnswers[1] ?? first.allowedAnswers[0];
    const after = (await answer(t.specialist, interviewId, first.id, [other.id])).json();
    expect(after.answeredQuestionCount).toBe(1);
  });

  it('submits a complete interview for review with a determination and version 1', async () => {
    const answered = await answerAll(interviewId);
    expect(answered).toBeGreaterThan(0);
    expect((await put(t.approver, url('/submit'))).statusCode).toBe(403);
    const res = await put(t.specialist, url('/submit'));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      status: 'review',
      lastVersion: 1,
      allQuestionsAnswered: true,
      abilities: { answer: false },
    });
    expect(a.employed + a.selfEmployed).toBe(100);
    expect(['low', 'medium', 'high']).toContain(a.riskLevel);
    expect(a.result.outcome).toMatch(/^(employed|selfEmployed)$/);
    const versions = await ctx.app.db
      .select()
      .from(assessmentVersions)
      .where(eq(assessmentVersions.assessmentId, assessmentId));
    expect(versions.map((v) => v.version)).toEqual([1]);
  });

  it('lets only the approver return it, with a required comment', async () => {
    expect((await put(t.specialist, url('/return-to-review'), { comment: 'x' })).statusCode).toBe(403);
    const empty = await put(t.approver, url('/return-to-review'), { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ comment: ['errors.required'] });
    const res = await put(t.approver, url('/return-to-review'), { comment: 'Check the substitution answers.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'returned',
      threads: [
        { type: 'review', comments: [{ body: 'Check the substitution answers.', user: { id: t.approver.id } }] },
      ],
    });
  });

  it('moves to updating on the first change and to to_verify on resubmission', async () => {
    const q = (await get(t.specialist, `/api/interviews/${interviewId}/questions`)).json().questions.at(-1);
    const res = await answer(t.specialist, interviewId, q.id, [q.allowedAnswers.at(-1).id]);
    expect(res.statusCode).toBe(200);
    expect((await get(t.specialist, url())).json().status).toBe('updating');
    await answerAll(interviewId);
    const resubmitted = await put(t.specialist, url('/submit'));
    expect(resubmitted.json()).toMatchObject({ status: 'to_verify', lastVersion: 2 });
  });

  it('shows the approver both versions and what the second changed', async () => {
    const versions = (await get(t.approver, url('/versions'))).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const changes = (await get(t.approver, url('/version-changes'))).json();
    expect(changes).toMatchObject({ version: 2, previousVersion: 1 });
    expect(changes.changed.length + changes.enteredPath.length + changes.leftPath.length).toBeGreaterThan(0);
    expect((await get(t.approver, url('/version-changes?version=1'))).statusCode).toBe(400);
    expect((await get(foreign.approver, url('/versions'))).statusCode).toBe(404);
  });

  it('lets the approver approve, after which nothing changes it', async () => {
    expect((await put(t.specialist, url('/approve'))).statusCode).toBe(403);
    expect((await put(foreign.approver, url('/approve'))).statusCode).toBe(404);
    const res = await put(t.approver, url('/approve'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      abilities: { approve: false, answer: false, submit: false },
    });
    expect(res.json().dateApproved).not.toBeNull();
    expect((await put(t.approver, url('/approve'))).statusCode).toBe(409);
    expect((await put(t.approver, url('/return-to-review'), { comment: 'late' })).statusCode).toBe(409);
    const engagement = (await get(t.clientAdmin, `/api/engagements/${res.json().engagement.id}`)).json();
    expect(engagement.currentAssessment).toMatchObject({
      status: 'approved',
      employed: res.json().employed,
      riskLevel: res.json().riskLevel,
    });
  });

  it('recorded every state change in the audit trail', async () => {
    const events = await ctx.app.db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, assessmentId), eq(auditEvents.entityType, 'assessment')));
    const transitions = events.filter((e) => e.action !== 'interview.answered').map((e) => e.action);
    expect(transitions).toEqual([
      'assessment.created',
      'assessment.start',
      'assessment.submit',
      'assessment.return',
      'assessment.start_update',
      'assessment.resubmit',
      'assessment.approve',
      // the approval queues the first Status Determination Statement in the same transaction
      'assessment.report_requested',
    ]);
  });
});

describe('opening window', () => {
  it('keeps an assessment due in more than 30 days closed', async () => {
    const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const { assessmentId } = await buildEngagement(ctx.app.db, t, { contractStart: start });
    const a = (await get(t.specialist, `/api/assessments/${assessmentId}`)).json();
    expect(a).toMatchObject({ status: 'created', notStarted: 'not_due', abilities: { startInterview: false } });
    const res = await put(t.specialist, `/api/assessments/${assessmentId}/start-interview`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.assessmentNotOpen');
  });
});
