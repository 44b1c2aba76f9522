import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateFeature, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  agencies,
  appealComments,
  appeals,
  assessmentReports,
  assessments,
  engagedIndividuals,
} from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/define.ts';
import { RetryLater } from '../../jobs/define.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';
import { reportGenerationJob } from '../reports/report.job.ts';
import { findAppealUnscoped } from './appeal.repository.ts';
import { startAppealClock } from './appeal-clock.service.ts';
import { hashAppealKey } from './appeal-key.ts';
import { StatementNotReady, sendNewStatement } from './appeal-reassessment.ts';
import { transitionAppeal } from './appeal-transition.ts';

const ctx = useTestApp();
const links = { publicUrl: 'http://localhost:3000', secret: 'test-secret' };
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
let lead: UserRow;
let manager: UserRow;
const uid = () => Math.random().toString(36).slice(2, 8);
let worker: string;
let agency: string;

const silent = { info() {}, warn() {}, error() {} };
async function generateReports() {
  const rows = await ctx.app.db.select().from(assessmentReports);
  for (const r of rows.filter((x) => x.status === 'queued')) {
    const jobCtx: JobContext = {
      db: ctx.app.db,
      mailer: null,
      storage: ctx.app.storage,
      now: new Date(),
      jobId: 't',
      log: silent,
    };
    await reportGenerationJob.handle({ reportId: r.id }, jobCtx);
  }
}

/** The worker's side (built by modules/appeal-contractor) as its services leave the appeal: started, with reasons. */
async function workerStarts(appealId: string) {
  await ctx.app.db.transaction(async (tx) => {
    const row = (await findAppealUnscoped(tx, appealId))!;
    await transitionAppeal(tx, null, row.appeal, 'start', { dateStarted: new Date() });
    await startAppealClock(tx, appealId, new Date().toISOString().slice(0, 10));
    await tx.insert(appealComments).values({
      appealId,
      threadType: 'appeal',
      byContractor: true,
      body: 'I run my own business and choose how to work.',
      status: 'submitted',
      submittedAt: new Date(),
    });
    await transitionAppeal(tx, null, row.appeal, 'submit_to_manager');
  });
}

const put = (user: { id: string }, url: string, payload: object = {}) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/${url}`, payload });

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
  await activateFeature(ctx.app.db, t.company.id);
  worker = `worker.${uid()}@example.test`;
  agency = `agency.${uid()}@example.test`;
  await ctx.app.db.update(engagedIndividuals).set({ email: worker }).where(eq(engagedIndividuals.id, t.individual.id));
  await ctx.app.db.update(agencies).set({ email: agency }).where(eq(agencies.id, t.agency.id));
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const appealKeyIn = (text: string) => /http:\/\/localhost:3000\/appeal\/([\w-]{43})/.exec(text)?.[1] ?? null;

describe('the appeal from the SDS email to the new SDS', () => {
  it('SDS email → appeal link → ask for more → accept → reassessment approved → the new SDS to the same recipients', async () => {
    const engagement = await buildEngagement(ctx.app.db, t);
    await completeAssessment(ctx, t.specialist, engagement.assessmentId);
    expect((await put(t.approver, `assessments/${engagement.assessmentId}/approve`)).statusCode).toBe(200);
    await generateReports();

    // the SDS goes to the worker with the appeal link; the agency's email has none
    const sent = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${engagement.id}/send-contractor-report`,
      payload: { emails: [] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await deliverDue(ctx.app.db, mailer);
    const sds = sink.to(worker).find((m) => /contractor-reports\//.test(m.text))!;
    const key = appealKeyIn(sds.text)!;
    expect(key).not.toBeNull();
    expect(sds.html).toContain(`/appeal/${key}`);
    expect(appealKeyIn(sink.to(agency).find((m) => /contractor-reports\//.test(m.text))!.text)).toBeNull();
    const [appeal] = await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, engagement.id));
    expect(appeal).toMatchObject({
      status: 'created',
      keyHash: hashAppealKey(key),
      contractorEmail: worker,
      assessmentId: engagement.assessmentId,
      appealManagerId: lead.id,
      companyId: t.company.id,
    });

    // the worker disagrees; the engagement refuses conflicting actions meanwhile
    await workerStarts(appeal!.id);
    const refused = await put(t.clientAdmin, `assessments/${engagement.assessmentId}/start-reassessment`, {
      reason: 'manual',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_key).toBe('errors.activeAppeal');

    // the lead asks for more, the worker answers, the lead accepts
    expect(
      (await put(lead, `appeals/${appeal!.id}/submit-to-contractor`, { message: 'Send your contract.' })).statusCode,
    ).toBe(200);
    await ctx.app.db.transaction(async (tx) => {
      const row = (await findAppealUnscoped(tx, appeal!.id))!;
      await transitionAppeal(tx, null, row.appeal, 'submit_to_manager');
    });
    const accepted = await put(lead, `appeals/${appeal!.id}/close`, { decision: 'accepted', comment: 'We agree.' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reassessmentId = accepted.json().reassessmentId as string;

    // the specialist reassesses, the approver approves: the appeal closes
    await completeAssessment(ctx, t.specialist, reassessmentId);
    expect((await put(t.approver, `assessments/${reassessmentId}/approve`)).statusCode).toBe(200);
    const closed = (await injectAs(ctx, lead, { url: `/api/appeals/${appeal!.id}` })).json();
    expect(closed).toMatchObject({ status: 'closed', decision: 'accepted' });
    expect(closed.dateEnded).not.toBeNull();

    // the new SDS waits for its PDF, then goes to the same recipients, once
    const [newReport] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.assessmentId, reassessmentId))
      .orderBy(desc(assessmentReports.version));
    const job = { appealId: appeal!.id, reportId: newReport!.id, actorId: t.approver.id };
    // a wait, not a failure: the job runner retries it with an info line (jobs/jobs.test.ts)
    await expect(sendNewStatement(ctx.app.db, links, job, new Date())).rejects.toBeInstanceOf(StatementNotReady);
    await expect(sendNewStatement(ctx.app.db, links, job, new Date())).rejects.toBeInstanceOf(RetryLater);
    await generateReports();
    expect(await sendNewStatement(ctx.app.db, links, job, new Date())).toBe(true);
    expect(await sendNewStatement(ctx.app.db, links, job, new Date())).toBe(false);
    await deliverDue(ctx.app.db, mailer);
    const statements = (address: string) => sink.to(address).filter((m) => /contractor-reports\//.test(m.text));
    expect(statements(worker)).toHaveLength(2);
    expect(statements(agency)).toHaveLength(2);
    // the worker may disagree with the new statement too: a new appeal waits for them
    const newKey = appealKeyIn(statements(worker)[1]!.text)!;
    const [next] = await ctx.app.db
      .select()
      .from(appeals)
      .where(eq(appeals.keyHash, hashAppealKey(newKey)));
    expect(next).toMatchObject({ status: 'created', assessmentId: reassessmentId, engagementId: engagement.id });
  }, 120_000);
});

describe('appeals created with the SDS', () => {
  it('a newer SDS outdates the appeal still waiting; without the feature there is no appeal and no link', async () => {
    const engagement = await buildEngagement(ctx.app.db, t);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: engagement.assessmentId });
    const send = () =>
      injectAs(ctx, t.clientAdmin, {
        method: 'POST',
        url: `/api/engagements/${engagement.id}/send-contractor-report`,
        payload: { emails: [] },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const rows = await ctx.app.db
      .select()
      .from(appeals)
      .where(eq(appeals.engagementId, engagement.id))
      .orderBy(appeals.createdAt);
    expect(rows.map((r) => r.status)).toEqual(['outdated', 'created']);

    const other = await buildTenant(ctx.app.db);
    const e2 = await buildEngagement(ctx.app.db, other);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e2.assessmentId });
    const address = `w.${uid()}@example.test`;
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ email: address })
      .where(eq(engagedIndividuals.id, other.individual.id));
    const res = await injectAs(ctx, other.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${e2.id}/send-contractor-report`,
      payload: { emails: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e2.id))).toEqual([]);
    await deliverDue(ctx.app.db, mailer);
    expect(appealKeyIn(sink.to(address).find((m) => /contractor-reports\//.test(m.text))!.text)).toBeNull();
  });
});

describe('the contractor-notification digest', () => {
  it('a statement held for the digest gets its appeal link when the digest is sent', async () => {
    const { holdingSettings } = await import('../../db/schema/index.ts');
    const { sendDueContractorDigests } = await import('../contractor-reports/contractor-report-digest.ts');
    const g = await buildTenant(ctx.app.db);
    await activateFeature(ctx.app.db, g.company.id);
    await ctx.app.db
      .update(holdingSettings)
      .set({ contractorNotificationFrequency: 1 })
      .where(eq(holdingSettings.companyId, g.company.id));
    const address = `digest.${uid()}@example.test`;
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ email: address })
      .where(eq(engagedIndividuals.id, g.individual.id));
    const e = await buildEngagement(ctx.app.db, g);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    const res = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${e.id}/send-contractor-report`,
      payload: { emails: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    // held: no appeal yet (no email carries a link)
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id))).toEqual([]);
    expect(await sendDueContractorDigests(ctx.app.db, links, new Date(Date.now() + 3 * 86_400_000))).toBe(1);
    await deliverDue(ctx.app.db, mailer);
    const digest = sink.to(address).find((m) => /contractor-reports\//.test(m.text))!;
    const key = appealKeyIn(digest.text)!;
    const [appeal] = await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id));
    expect(appeal).toMatchObject({ status: 'created', keyHash: hashAppealKey(key), contractorEmail: address });
  });
});

describe('POST /api/appeals (representations by letter, phone or email)', () => {
  it('starts the clock on the day received, keeps the summary, tells the worker; one at a time', async () => {
    const engagement = await buildEngagement(ctx.app.db, t);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: engagement.assessmentId });
    const body = {
      assessmentId: engagement.assessmentId,
      channel: 'letter',
      receivedOn: '2026-01-30',
      contractorEmail: `letter.${uid()}@example.test`,
      summary: 'The worker wrote that they send substitutes.',
    };
    const post = (user: { id: string }, payload: object = body) =>
      injectAs(ctx, user, { method: 'POST', url: '/api/appeals', payload });
    expect((await post(t.clientAdmin)).statusCode).toBe(403);
    expect((await post(t.specialist)).statusCode).toBe(403);
    const foreign = await buildTenant(ctx.app.db);
    expect((await post(foreign.clientAdmin)).statusCode).toBe(404);
    expect((await post(manager, { ...body, receivedOn: '2999-01-01' })).statusCode).toBe(400);
    const res = await post(manager);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'started',
      channel: 'letter',
      appealManager: { id: manager.id },
      clock: { representationsReceivedOn: '2026-01-30', statutoryDeadline: '2026-03-16', evidenceDueOn: '2026-02-13' },
    });
    expect(res.json().questions[0].comments[0].body).toBe(body.summary);
    const again = await post(lead);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.activeAppeal');
    const [a] = await ctx.app.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, engagement.assessmentId)));
    expect(a!.status).toBe('approved');
  });
});
