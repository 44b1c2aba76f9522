import type { TEmailTracker, TNotification } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  agencies,
  auditEvents,
  companies,
  contractorReportRecipients,
  emailMessages,
  engagedIndividuals,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { recordEmailEvents } from '../mail/delivery-events.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { deliverDue } from '../mail/mail.worker.ts';
import { renderEmail } from '../mail/templates/layout.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let engagement: { id: string; assessmentId: string };
const uid = () => Math.random().toString(36).slice(2, 8);
let workerEmail: string;
let agencyEmail: string;

const tracker = (user: { id: string } | null, id = engagement.id) =>
  injectAs(ctx, user, { url: `/api/engagements/${id}/notifications` });
const changelogs = (user: { id: string }, id = engagement.id) =>
  injectAs(ctx, user, { url: `/api/email-changelogs?engagementId=${id}` });
const resend = (user: { id: string }, messageId: string, email: string, id = engagement.id) =>
  injectAs(ctx, user, {
    method: 'POST',
    url: `/api/engagements/${id}/email-messages/${messageId}/resend`,
    payload: { email },
  });
const message = async (id: string) =>
  (await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
const sendings = (body: TEmailTracker) => body.data.filter((n) => n.kind === 'contractor_report');
const recipientOf = (n: TNotification, email: string) => n.recipients.find((r) => r.email === email)!;

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  workerEmail = `worker.${uid()}@example.test`;
  agencyEmail = `agency.${uid()}@example.test`;
  await ctx.app.db
    .update(engagedIndividuals)
    .set({ email: workerEmail })
    .where(eq(engagedIndividuals.id, t.individual.id));
  await ctx.app.db.update(agencies).set({ email: agencyEmail }).where(eq(agencies.id, t.agency.id));
  engagement = await buildEngagement(ctx.app.db, t);
  await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: engagement.assessmentId });
  // The worker's mailbox does not exist: the relay refuses the statement's link and code emails.
  sink.replyTo(workerEmail, { code: 550, message: '5.1.1 No such mailbox' });
  const sent = await injectAs(ctx, t.clientAdmin, {
    method: 'POST',
    url: `/api/engagements/${engagement.id}/send-contractor-report`,
    payload: { emails: [] },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await deliverDue(ctx.app.db, mailer, new Date(), 100);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

describe('GET engagements/{id}/notifications', () => {
  it('lists the statement sending with each recipient and its events, and the emails about the engagement', async () => {
    const res = await tracker(t.clientAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TEmailTracker>();
    const [sending] = sendings(body);
    expect(sending).toMatchObject({
      kind: 'contractor_report',
      isLatestNotification: true,
      isEmailNotificationItem: false,
      content: null,
      reportVersion: 1,
    });
    expect(sending!.subject).not.toBe('');
    const worker = recipientOf(sending!, workerEmail);
    expect(worker).toMatchObject({ status: 'failed', abilities: { resend: true } });
    expect(worker.events.map((e) => e.name)).toEqual(['bounce']);
    const agency = recipientOf(sending!, agencyEmail);
    expect(agency).toMatchObject({ status: 'sent', abilities: { resend: false } });
    expect(agency.events.map((e) => e.name)).toEqual(['processed']);
    // The specialist's "assessment assigned" email (tagged to the engagement's assessment).
    const assigned = body.data.find((n) => n.kind === 'email' && n.recipients[0]!.email === t.specialist.email);
    expect(assigned).toMatchObject({ isEmailNotificationItem: true, isLatestNotification: true });
    expect(assigned!.content).toBeTruthy();
    expect(assigned!.recipients[0]!.events.map((e) => e.name)).toEqual(['processed']);
    // Newest first.
    const dates = body.data.map((n) => n.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.abilities).toEqual({ resend: true, resendStatement: true });
  });

  it('shows old_sent for an email sent before events were recorded, and ties in the fixed order', async () => {
    const content = renderEmail({ templateKey: 'test.old', subject: 'Old one', greeting: 'Hi,', paragraphs: ['x'] });
    const old = await enqueueEmail(ctx.app.db, {
      to: 'old@example.test',
      content,
      entityType: 'engagement',
      entityId: engagement.id,
    });
    const sentAt = new Date('2025-01-02T03:04:05.000Z');
    await ctx.app.db.update(emailMessages).set({ status: 'sent', sentAt }).where(eq(emailMessages.id, old));
    const tied = await enqueueEmail(ctx.app.db, {
      to: 'tied@example.test',
      content: { ...content, templateKey: 'test.tied', subject: 'Tied' },
      entityType: 'engagement',
      entityId: engagement.id,
    });
    await ctx.app.db.update(emailMessages).set({ status: 'sent', sentAt }).where(eq(emailMessages.id, tied));
    const at = new Date('2025-02-01T10:00:00.000Z');
    await recordEmailEvents(
      ctx.app.db,
      (['processed', 'delivered', 'open', 'deferred'] as const).map((name) => ({
        emailMessageId: tied,
        name,
        occurredAt: at,
        source: 'webhook' as const,
      })),
    );
    const body = (await tracker(t.clientAdmin)).json<TEmailTracker>();
    expect(body.data.find((n) => n.id === old)!.events).toEqual([
      { name: 'old_sent', occurredAt: sentAt.toISOString() },
    ]);
    expect(body.data.find((n) => n.id === tied)!.events.map((e) => e.name)).toEqual([
      'open',
      'delivered',
      'deferred',
      'processed',
    ]);
  });

  it('is for the managers of the company and the engagement’s seats; 404 outside the tenant', async () => {
    for (const user of [t.clientAdmin, t.specialist, t.approver, providerUser]) {
      expect((await tracker(user)).statusCode).toBe(200);
    }
    const specialistView = (await tracker(t.specialist)).json<TEmailTracker>();
    expect(specialistView.abilities).toEqual({ resend: false, resendStatement: false });
    expect(recipientOf(sendings(specialistView)[0]!, workerEmail).abilities.resend).toBe(false);
    for (const user of [t.clientUser, t.companyAdmin, t.subSpecialist, foreign.clientAdmin, foreign.approver]) {
      expect((await tracker(user)).statusCode).toBe(404);
      expect((await changelogs(user)).statusCode).toBe(404);
    }
    expect((await tracker(null)).statusCode).toBe(401);
  });
});

describe('edit address and resend', () => {
  it('re-issues a bounced statement email to the corrected address, with events, changelog and audit', async () => {
    const before = sendings((await tracker(t.clientAdmin)).json<TEmailTracker>())[0]!;
    const failed = recipientOf(before, workerEmail);
    const corrected = `worker.fixed.${uid()}@example.test`;

    expect((await resend(t.specialist, failed.emailMessageId!, corrected)).statusCode).toBe(403);
    expect((await resend(foreign.clientAdmin, failed.emailMessageId!, corrected)).statusCode).toBe(404);
    const invalid = await resend(t.clientAdmin, failed.emailMessageId!, 'not-an-address');
    expect(invalid.statusCode).toBe(400);

    const res = await resend(t.approver, failed.emailMessageId!, corrected);
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await ctx.app.db
      .select()
      .from(contractorReportRecipients)
      .where(eq(contractorReportRecipients.id, failed.id));
    expect(row!.email).toBe(corrected);
    const link = await message(row!.linkMessageId!);
    const code = await message(row!.codeMessageId!);
    expect(link).toMatchObject({ to: corrected, resendOfId: failed.emailMessageId, status: 'queued' });
    expect(code.to).toBe(corrected);
    expect(code.resendOfId).not.toBeNull();

    await deliverDue(ctx.app.db, mailer, new Date(), 100);
    const received = sink.to(corrected);
    expect(received).toHaveLength(2);
    expect(received.map((m) => m.text).join('\n')).toMatch(/\d{8}/);

    const after = sendings((await tracker(t.clientAdmin)).json<TEmailTracker>())[0]!;
    const now = recipientOf(after, corrected);
    expect(now.status).toBe('sent');
    expect(now.abilities.resend).toBe(false);
    expect(now.events.map((e) => e.name)).toEqual(['processed', 'resent', 'bounce']);

    const logs = (await changelogs(t.clientAdmin)).json<{
      data: { oldEmail: string; newEmail: string; changedBy: { id: string } }[];
    }>();
    expect(logs.data[0]).toMatchObject({
      oldEmail: workerEmail,
      newEmail: corrected,
      changedBy: { id: t.approver.id },
    });

    const audits = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'email.resent'), eq(auditEvents.entityId, engagement.id)));
    expect(audits).toHaveLength(1);

    // The failed email was sent again already: a second resend of it is refused.
    const again = await resend(t.clientAdmin, failed.emailMessageId!, corrected);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('errors.emailNotFailed');
  });

  it('sends a bounced email about the engagement again as a new message; a delivered one cannot be', async () => {
    const badAddress = `approver.typo.${uid()}@example.test`;
    sink.replyTo(badAddress, { code: 550, message: '5.7.1 Blocked by policy' });
    const content = renderEmail({
      templateKey: 'test.note',
      subject: 'A note',
      greeting: 'Hi,',
      paragraphs: ['Body text.'],
    });
    const id = await enqueueEmail(ctx.app.db, {
      to: badAddress,
      content,
      entityType: 'assessment',
      entityId: engagement.assessmentId,
    });
    await deliverDue(ctx.app.db, mailer, new Date(), 100);
    const listed = (await tracker(t.clientAdmin)).json<TEmailTracker>().data.find((n) => n.id === id)!;
    expect(listed.recipients[0]).toMatchObject({ status: 'failed', abilities: { resend: true } });
    expect(listed.events.map((e) => e.name)).toEqual(['blocked']);

    const fixed = `approver.${uid()}@example.test`;
    const res = await resend(t.clientAdmin, id, fixed);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<TEmailTracker>().data.find((n) => n.id === id)!;
    expect(copy.recipients[0]).toMatchObject({ email: fixed, status: 'queued' });
    expect(copy.events.map((e) => e.name)).toEqual(['resent', 'blocked']);
    const resent = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.resendOfId, id));
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ to: fixed, subject: 'A note', entityType: 'assessment' });
    await deliverDue(ctx.app.db, mailer, new Date(), 100);
    expect(sink.to(fixed)[0]!.text).toContain('Body text.');

    // A processed (not failed) email cannot be "resent".
    const ok = (await tracker(t.clientAdmin)).json<TEmailTracker>().data.find((n) => n.id === id)!;
    const notFailed = await resend(t.clientAdmin, ok.recipients[0]!.emailMessageId!, `x.${uid()}@example.test`);
    expect(notFailed.statusCode).toBe(409);
    // Another engagement's message id is not found through this engagement.
    const other = await buildEngagement(ctx.app.db, t);
    expect((await resend(t.clientAdmin, id, fixed, other.id)).statusCode).toBe(404);
  });
});
