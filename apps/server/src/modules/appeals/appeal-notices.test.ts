import { addWorkingDays, appealDeadline, londonToday, TIME_LIMITS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

/**
 * Who inside the client is told, over SMTP (issue 31): the client admins when a worker's appeal
 * arrives, and the specialist, the approver and the client admins when an accepted appeal starts the
 * reassessment, which is due on a day a person can meet.
 */
const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
let lead: UserRow;
let manager: UserRow;

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const dmy = (iso: string) => iso.split('-').reverse().join('.');

describe('a new appeal', () => {
  it('started by the worker through the link: the client admin is told, with the deadline and a link', async () => {
    const { appeal, key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { appealManagerId: manager.id });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appeals/${key}/start`,
      payload: { email: appeal.contractorEmail, dataProcessingConsent: true },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverDue(ctx.app.db, mailer, new Date(), 500);
    const mail = sink.to(t.clientAdmin.email).find((m) => m.text.includes(`/appeals/${appeal.id}`));
    expect(mail?.subject).toMatch(/^New appeal: .+ disagrees with a Status Determination Statement$/);
    expect(mail!.text).toContain(`by ${dmy(appealDeadline(londonToday()))}`);
    expect(mail!.text).toContain(`The appeal manager is ${manager.firstName} ${manager.lastName}.`);
    expect(mail!.html).toContain(`href="http://localhost:3000/appeals/${appeal.id}"`);
    // the others inside learn nothing yet
    expect(sink.to(t.specialist.email).some((m) => m.text.includes(`/appeals/${appeal.id}`))).toBe(false);
  });

  it('recorded by a manager from a letter: the client admin is told too', async () => {
    const engagement = await buildEngagement(ctx.app.db, t);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: engagement.assessmentId });
    const res = await injectAs(ctx, manager, {
      method: 'POST',
      url: '/api/appeals',
      payload: {
        assessmentId: engagement.assessmentId,
        channel: 'letter',
        receivedOn: londonToday(),
        contractorEmail: 'letter.writer@example.test',
        summary: 'The worker wrote that they send substitutes.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await deliverDue(ctx.app.db, mailer, new Date(), 500);
    expect(sink.to(t.clientAdmin.email).some((m) => m.text.includes(`/appeals/${res.json().id}`))).toBe(true);
  });
});

describe('an accepted appeal', () => {
  it('starts a reassessment due in working days, and tells the specialist, the approver and the client admin', async () => {
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: manager.id,
    });
    const res = await injectAs(ctx, lead, {
      method: 'PUT',
      url: `/api/appeals/${appeal.id}/close`,
      payload: { decision: 'accepted', comment: 'The substitution evidence changes the answers.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reassessmentId = res.json().reassessmentId as string;
    const [r] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, reassessmentId));
    // not today: ten working days, and within the appeal's 45 days
    const due = addWorkingDays(londonToday(), TIME_LIMITS.reassessmentWorkingDays);
    expect(r!.dueDate).toBe(due);
    expect(r!.dueDate <= appeal.statutoryDeadline!).toBe(true);

    await deliverDue(ctx.app.db, mailer, new Date(), 500);
    for (const person of [t.specialist, t.approver, t.clientAdmin]) {
      const mail = sink.to(person.email).find((m) => m.text.includes(`/assessments/${reassessmentId}`));
      expect(mail?.subject, person.email).toMatch(/^Reassessment started: /);
      expect(mail!.text).toContain('the appeal manager accepted the appeal');
      expect(mail!.text).toContain(`due on ${dmy(due)}`);
      expect(mail!.html).toContain(`href="http://localhost:3000/assessments/${reassessmentId}"`);
    }
  });

  it('keeps the reassessment within the statutory deadline when fewer days are left', async () => {
    const receivedOn = londonToday(new Date(Date.now() - 40 * 86_400_000));
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: manager.id,
      receivedOn,
    });
    const res = await injectAs(ctx, lead, {
      method: 'PUT',
      url: `/api/appeals/${appeal.id}/close`,
      payload: { decision: 'accepted', comment: 'Reassess.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [r] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, res.json().reassessmentId));
    expect(r!.dueDate).toBe(appealDeadline(receivedOn));
  });
});
