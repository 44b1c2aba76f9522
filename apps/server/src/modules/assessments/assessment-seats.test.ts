import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, emailMessages, engagements } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const put = (user: { id: string }, url: string, payload?: object) =>
  injectAs(ctx, user, { method: 'PUT', url, payload });
const templatesFor = async (assessmentId: string) =>
  (
    await ctx.app.db
      .select({ to: emailMessages.to, key: emailMessages.templateKey })
      .from(emailMessages)
      .where(and(eq(emailMessages.entityType, 'assessment'), eq(emailMessages.entityId, assessmentId)))
  ).map((m) => `${m.key}→${m.to}`);

describe('PUT /api/assessments/:id/due-date', () => {
  it('lets managers move the due date of a live assessment, audited, and tells the specialist', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const url = `/api/assessments/${assessmentId}/due-date`;
    for (const user of [t.specialist, t.approver])
      expect((await put(user, url, { dueDate: day(20) })).statusCode).toBe(403);
    for (const user of [t.clientUser, t.companyAdmin, foreign.clientAdmin])
      expect((await put(user, url, { dueDate: day(20) })).statusCode).toBe(404);
    const past = await put(t.clientAdmin, url, { dueDate: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ dueDate: ['errors.dateInPast'] });
    const res = await put(t.clientAdmin, url, { dueDate: day(20) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dueDate: day(20), notStarted: 'ready' });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, assessmentId), eq(auditEvents.action, 'assessment.due_date_changed')));
    expect(event).toMatchObject({ actorId: t.clientAdmin.id, after: { dueDate: day(20) } });
    expect(await templatesFor(assessmentId)).toContain(`assessment.due_date_changed→${t.specialist.email}`);
  });

  it('refuses a final assessment with 409', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t, { contractStart: day(0) });
    await ctx.app.db.update(assessments).set({ status: 'approved' }).where(eq(assessments.id, assessmentId));
    const res = await put(t.clientAdmin, `/api/assessments/${assessmentId}/due-date`, { dueDate: day(20) });
    expect(res.statusCode).toBe(409);
  });
});

describe('PUT /api/assessments/:id/answerer and /approver', () => {
  it('checks the new person as logging an engagement does', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t);
    const url = `/api/assessments/${assessmentId}/answerer`;
    const archived = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    const cases: [string, string][] = [
      [foreign.specialist.email, 'errors.invalidCompany'],
      ['nobody@example.test', 'errors.invalidCompany'],
      [archived.email, 'errors.archivedUserEmail'],
      [t.clientUser.email, 'errors.userIsNotApproverOrSpecialist'],
      [t.approver.email, 'errors.userIsNotApproverOrSpecialist'],
    ];
    for (const [email, key] of cases) {
      const res = await put(t.clientAdmin, url, { newAnswererEmail: email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors).toEqual({ newAnswererEmail: [key] });
    }
    // A client admin may hold both seats; a plain approver may not be the specialist too.
    const approverRes = await put(t.clientAdmin, `/api/assessments/${assessmentId}/approver`, {
      newApproverEmail: t.specialist.email,
    });
    expect(approverRes.json().errors).toEqual({ newApproverEmail: ['errors.userIsNotApproverOrSpecialist'] });
    for (const user of [t.specialist, t.approver])
      expect((await put(user, url, { newAnswererEmail: t.subSpecialist.email })).statusCode).toBe(403);
    expect((await put(foreign.clientAdmin, url, { newAnswererEmail: t.subSpecialist.email })).statusCode).toBe(404);
  });

  it('moves the seat of the assessment and its engagement, emails both people, and asks the new specialist to accept', async () => {
    const { id: engagementId, assessmentId } = await buildEngagement(ctx.app.db, t, { contractStart: day(0) });
    const started = await put(t.specialist, `/api/assessments/${assessmentId}/start-interview`);
    expect(started.statusCode).toBe(200);
    const res = await put(t.clientAdmin, `/api/assessments/${assessmentId}/answerer`, {
      newAnswererEmail: t.subSpecialist.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      answerer: { id: t.subSpecialist.id },
      abilities: { answer: false, acceptAnswerer: false },
    });
    const [e] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, engagementId));
    expect(e!.answererId).toBe(t.subSpecialist.id);
    const [a] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, assessmentId));
    expect(a!.previousAnswererId).toBe(t.specialist.id);
    const audit = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, t.clientAdmin.id));
    expect(audit.map((x) => x.action)).toEqual(
      expect.arrayContaining(['assessment.answerer_changed', 'engagement.seat_changed']),
    );

    // Until the new specialist accepts, answering is refused with its own error.
    const interviewId = started.json().interviewId;
    const cq = (await injectAs(ctx, t.subSpecialist, { url: `/api/interviews/${interviewId}/currentQuestion` })).json();
    const blocked = await injectAs(ctx, t.subSpecialist, {
      method: 'POST',
      url: `/api/interviews/${interviewId}/answers`,
      payload: { interviewQuestionId: cq.question.id, answers: [cq.question.allowedAnswers[0].id] },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error_key).toBe('errors.answererNotAccepted');
    const view = (await injectAs(ctx, t.subSpecialist, { url: `/api/assessments/${assessmentId}` })).json();
    expect(view.abilities).toMatchObject({ acceptAnswerer: true, answer: false });
    expect((await put(t.specialist, `/api/assessments/${assessmentId}/accept-answerer`)).statusCode).toBe(404);
    expect((await put(t.clientAdmin, `/api/assessments/${assessmentId}/accept-answerer`)).statusCode).toBe(403);
    const accepted = await put(t.subSpecialist, `/api/assessments/${assessmentId}/accept-answerer`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().abilities).toMatchObject({ acceptAnswerer: false, answer: true });
    expect((await put(t.subSpecialist, `/api/assessments/${assessmentId}/accept-answerer`)).statusCode).toBe(409);

    // The emails go out over SMTP: the new specialist with a link, the previous one informed.
    await deliverDue(ctx.app.db, mailer);
    const assigned = sink.to(t.subSpecialist.email).at(-1)!;
    expect(assigned.subject).toContain('You are the specialist for');
    expect(assigned.text).toContain(`http://localhost:3000/assessments/${assessmentId}`);
    expect(assigned.html).toContain(`/assessments/${assessmentId}`);
    const removed = sink.to(t.specialist.email).at(-1)!;
    expect(removed.subject).toContain('You are no longer the specialist');
  });

  it('moves the approver seat and links the new approver to the review screen', async () => {
    const { id: engagementId, assessmentId } = await buildEngagement(ctx.app.db, t, { contractStart: day(0) });
    await completeAssessment(ctx, t.specialist, assessmentId);
    expect(await templatesFor(assessmentId)).toContain(`assessment.submitted→${t.approver.email}`);
    const res = await put(t.clientAdmin, `/api/assessments/${assessmentId}/approver`, {
      newApproverEmail: t.clientAdmin.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approver: { id: t.clientAdmin.id }, abilities: { approve: true } });
    const [e] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, engagementId));
    expect(e!.approverId).toBe(t.clientAdmin.id);
    const [m] = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(
        and(eq(emailMessages.entityId, assessmentId), eq(emailMessages.templateKey, 'assessment.approver_assigned')),
      );
    expect(m!.to).toBe(t.clientAdmin.email);
    expect(m!.text).toContain(`/assessments/${assessmentId}/review`);
    // The approval tells the specialist and the group's client admins.
    expect((await put(t.clientAdmin, `/api/assessments/${assessmentId}/approve`)).statusCode).toBe(200);
    expect(await templatesFor(assessmentId)).toEqual(
      expect.arrayContaining([
        `assessment.approved→${t.specialist.email}`,
        `assessment.approved→${t.clientAdmin.email}`,
        `assessment.seat_removed→${t.approver.email}`,
        `assessment.specialist_assigned→${t.specialist.email}`,
      ]),
    );
  });
});
