import { getQuestion, interviewState } from '@statera/determination';
import { and, desc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assessmentReports,
  assessments,
  assessmentVersions,
  auditEvents,
  emailMessages,
  interviewAnswers,
  interviews,
  workerAccounts,
} from '../../db/schema/index.ts';
import { generateReport } from '../reports/report-generation.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
const WORKER = 'worker.account@example.test';

beforeAll(async () => {
  [t, foreign] = await Promise.all([buildTenant(ctx.app.db), buildTenant(ctx.app.db)]);
});

const as = (user: { id: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url, payload });
const anon = (method: 'GET' | 'PUT', url: string, payload?: object, ip = '203.0.113.7') =>
  ctx.app.inject({ method, url, payload, remoteAddress: ip });

/**
 * Answers the rest of the interview as the specialist would (first answers, except where `pick`
 * says otherwise), written straight into the interview: the interview's own calls are tested in
 * modules/assessments; here only the answers matter, and 40 calls a pass cost seconds of CI.
 */
async function answerInterview(interviewId: string, pick: Record<string, string[]> = {}) {
  const [row] = await ctx.app.db.select().from(interviews).where(eq(interviews.id, interviewId));
  const [a] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, row!.assessmentId));
  const given = await ctx.app.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, interviewId));
  const answers: Record<string, string[]> = Object.fromEntries(given.map((g) => [g.questionId, g.answerIds]));
  const fresh: string[] = [];
  for (
    let state = interviewState(row!.kind, answers, CTX);
    state.current;
    state = interviewState(row!.kind, answers, CTX)
  ) {
    answers[state.current] = pick[state.current] ?? [getQuestion(state.current)!.answers[0]!.id];
    fresh.push(state.current);
  }
  if (fresh.length === 0) return;
  await ctx.app.db.insert(interviewAnswers).values(
    fresh.map((questionId) => ({
      interviewId,
      questionId,
      answerIds: answers[questionId]!,
      version: a!.lastVersion + 1,
      answeredById: t.specialist.id,
    })),
  );
}
const CTX = { engagedEntityType: 'company' as const };

async function keyFromInvitation(to: string): Promise<string> {
  const [mail] = await ctx.app.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.to, to), eq(emailMessages.templateKey, 'worker_account.invitation')))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  expect(mail!.html).toContain('Give your account');
  return /\/worker-account\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return out.join(' ').replace(/\s+/g, ' ');
}

describe("the worker's own account before approval", () => {
  let assessmentId: string;
  let interviewId: string;
  let key: string;
  const url = (suffix = '') => `/api/assessments/${assessmentId}/worker-account${suffix}`;

  beforeAll(async () => {
    ({ assessmentId } = await buildEngagement(ctx.app.db, t));
    const started = await as(t.specialist, 'PUT', `/api/assessments/${assessmentId}/start-interview`);
    interviewId = started.json().interviewId;
  });

  it('the specialist may ask the worker; the approver may not; another group gets 404', async () => {
    const view = await as(t.specialist, 'GET', url());
    expect(view.json()).toEqual({ account: null, abilities: { invite: true, resolve: false } });
    expect((await as(t.approver, 'POST', url(), { email: WORKER })).statusCode).toBe(403);
    // a client user does not see the engagement at all
    expect((await as(t.clientUser, 'POST', url(), { email: WORKER })).statusCode).toBe(404);
    expect((await as(foreign.clientAdmin, 'POST', url(), { email: WORKER })).statusCode).toBe(404);
    expect((await as(foreign.clientAdmin, 'GET', url())).statusCode).toBe(404);
  });

  it('invites with a fresh key each time: the email carries it, only its hash is stored, the old link stops', async () => {
    expect((await as(t.clientAdmin, 'POST', url(), { email: 'first@example.test' })).statusCode).toBe(200);
    const firstKey = await keyFromInvitation('first@example.test');
    const res = await as(t.specialist, 'POST', url(), { email: WORKER });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ status: 'invited', email: WORKER, differences: [] });
    key = await keyFromInvitation(WORKER);
    expect(key.length).toBeGreaterThanOrEqual(43); // 256 bits
    const [row] = await ctx.app.db.select().from(workerAccounts).where(eq(workerAccounts.assessmentId, assessmentId));
    expect(row!.keyHash).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(key);
    expect((await anon('GET', `/api/worker-accounts/${firstKey}`)).statusCode).toBe(404);
    const form = await anon('GET', `/api/worker-accounts/${key}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    const how = form.json().questions.find((q: { id: string }) => q.id === 'ctl_how');
    expect(how.content).toBe('Who decides how you do the work — your methods and techniques?');
  });

  it('"confirmed by both" cannot be typed while the asked worker has not answered', async () => {
    await answerInterview(interviewId, { setup_evidence: ['one_side'] });
    const res = await as(t.specialist, 'PUT', `/api/interview-questions/setup_evidence`, {
      interviewId,
      newAnswers: ['both'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_key).toBe('errors.evidenceNeedsWorkerAccount');
  });

  it('the worker answers every question once; a wrong key is 404 and counted', async () => {
    const form = (await anon('GET', `/api/worker-accounts/${key}`)).json();
    const answers = Object.fromEntries(
      form.questions.map((q: { id: string; answers: { id: string }[] }) => [q.id, [q.answers[0]!.id]]),
    );
    Object.assign(answers, { ctl_how: ['worker'], ctl_when: ['worker'], ob_clients: ['unknown'] });
    const { ctl_what: _left, ...missing } = answers;
    const bad = await anon('PUT', `/api/worker-accounts/${key}`, { answers: missing });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'answers.ctl_what': ['errors.validationFailed'] });
    const ok = await anon('PUT', `/api/worker-accounts/${key}`, { answers, comment: 'I set my own hours.' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'answered', comment: 'I set my own hours.' });
    const again = await anon('PUT', `/api/worker-accounts/${key}`, { answers });
    expect(again.json().error_key).toBe('errors.workerAccountAnswered');
    expect((await anon('GET', `/api/worker-accounts/${'x'.repeat(43)}`, undefined, '203.0.113.99')).statusCode).toBe(
      404,
    );
    const receipts = await ctx.app.db
      .select({ to: emailMessages.to, key: emailMessages.templateKey })
      .from(emailMessages)
      .where(eq(emailMessages.entityId, assessmentId));
    expect(receipts).toEqual(
      expect.arrayContaining([
        { to: WORKER, key: 'worker_account.receipt' },
        { to: t.approver.email, key: 'worker_account.answered' },
        { to: t.specialist.email, key: 'worker_account.answered' },
      ]),
    );
  });

  it('at submission the evidence question comes from the account; the approver sees two differences', async () => {
    expect((await as(t.specialist, 'PUT', `/api/assessments/${assessmentId}/submit`)).statusCode).toBe(200);
    const [v] = await ctx.app.db
      .select()
      .from(assessmentVersions)
      .where(eq(assessmentVersions.assessmentId, assessmentId));
    expect(v!.answers.setup_evidence).toEqual(['both']);
    const view = (await as(t.approver, 'GET', url())).json();
    expect(view.abilities).toEqual({ invite: false, resolve: true });
    expect(view.account).toMatchObject({ status: 'answered', comparedVersion: 1, unresolvedCount: 2 });
    expect(view.account.differences.map((d: { questionId: string }) => d.questionId)).toEqual(['ctl_how', 'ctl_when']);
    expect(view.account.differences[0]).toMatchObject({
      specialist: { answerIds: ['client'] },
      worker: { answerIds: ['worker'], text: 'The worker alone decides, as the expert' },
      resolved: false,
    });
    const approve = await as(t.approver, 'PUT', `/api/assessments/${assessmentId}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error_key).toBe('errors.workerDifferencesUnresolved');
  });

  it('only the approver resolves, giving the reason when the worker is set aside', async () => {
    const body = { choice: 'specialist', reason: 'The statement of work and timesheets show client direction.' };
    expect((await as(t.specialist, 'PUT', url('/differences/ctl_how'), body)).statusCode).toBe(403);
    expect((await as(foreign.approver, 'PUT', url('/differences/ctl_how'), body)).statusCode).toBe(404);
    const noReason = await as(t.approver, 'PUT', url('/differences/ctl_how'), { choice: 'specialist' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: ['errors.minLength'] });
    expect((await as(t.approver, 'PUT', url('/differences/ctl_what'), body)).statusCode).toBe(404);
    const done = await as(t.approver, 'PUT', url('/differences/ctl_how'), body);
    expect(done.json().account.unresolvedCount).toBe(1);
    const accepted = await as(t.approver, 'PUT', url('/differences/ctl_when'), { choice: 'worker' });
    expect(accepted.json().account.unresolvedCount).toBe(1);
    const approve = await as(t.approver, 'PUT', `/api/assessments/${assessmentId}/approve`);
    expect(approve.json().error_key).toBe('errors.workerAnswerNotApplied');
    const audits = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, assessmentId), eq(auditEvents.action, 'worker_account.difference_resolved')));
    expect(audits).toHaveLength(2);
  });

  it("the accepted answer applied after a return, approval goes through and the SDS states the worker's account", async () => {
    const back = await as(t.approver, 'PUT', `/api/assessments/${assessmentId}/return-to-review`, {
      comment: "Apply the worker's account of the hours.",
    });
    expect(back.statusCode).toBe(200);
    const edit = await as(t.specialist, 'PUT', `/api/interview-questions/ctl_when`, {
      interviewId,
      newAnswers: ['worker'],
    });
    expect(edit.statusCode).toBe(200);
    await answerInterview(interviewId);
    expect((await as(t.specialist, 'PUT', `/api/assessments/${assessmentId}/submit`)).statusCode).toBe(200);
    const view = (await as(t.approver, 'GET', url())).json();
    expect(view.account).toMatchObject({ comparedVersion: 2, unresolvedCount: 0 });
    expect(view.account.differences[1]).toMatchObject({
      questionId: 'ctl_when',
      differs: false,
      resolved: true,
      resolution: { choice: 'worker' },
    });
    expect((await as(t.approver, 'PUT', `/api/assessments/${assessmentId}/approve`)).statusCode).toBe(200);
    const [report] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.assessmentId, assessmentId));
    expect(await generateReport(ctx.app.db, ctx.app.storage, report!.id, new Date())).toBe('generated');
    const pdf = await as(t.clientAdmin, 'GET', `/api/assessments/${assessmentId}/report`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("The worker's own account");
    expect(text).toContain("Worker's view sought");
    expect(text).toContain("The client's answer stands: The statement of work and timesheets show client direction.");
    expect(text).toContain("The worker's answer was accepted");
  });
});
