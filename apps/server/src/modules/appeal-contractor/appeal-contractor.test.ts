import { appealDeadline, londonToday } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  appealComments,
  appealContractorEmails,
  appeals,
  auditEvents,
  companyFeatures,
  emailMessages,
  engagements,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
let managers: { lead: UserRow; manager: UserRow };

// Each test speaks from its own address, so the per-client limits of one never touch another.
let lastIp = 0;
const newIp = () => {
  lastIp += 1;
  return `10.1.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  managers = await buildAppealManagers(ctx.app.db, t);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const appealWith = (v: Parameters<typeof buildAppeal>[3] = {}, tenant: Tenant = t) =>
  buildAppeal(ctx.app.db, ctx.app.storage, tenant, v);

type Method = 'GET' | 'PUT' | 'POST';
function call(ip: string, method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, payload, remoteAddress: ip });
}
const get = (ip: string, key: string) => call(ip, 'GET', `/appeals/key/${key}`);
const start = (ip: string, key: string, email = 'worker.new@example.test') =>
  call(ip, 'PUT', `/appeals/${key}/start`, { email, dataProcessingConsent: true });
const comment = (ip: string, key: string, body: object) => call(ip, 'POST', `/appeals/key/${key}/comments`, body);
const submit = (ip: string, key: string) => call(ip, 'PUT', `/appeals/${key}/submit-to-manager`);

async function managerComment(appealId: string, over: Partial<typeof appealComments.$inferInsert> = {}) {
  const [row] = await ctx.app.db
    .insert(appealComments)
    .values({
      appealId,
      threadType: 'appeal',
      authorUserId: managers.manager.id,
      byContractor: false,
      body: 'A question from the manager',
      status: 'submitted',
      submittedAt: new Date(),
      ...over,
    })
    .returning();
  return row!;
}

describe('GET appeals/key/{key}', () => {
  it('shows the worker the shared threads only, with no-referrer', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith({ status: 'am_processing', appealManagerId: managers.manager.id });
    await managerComment(appeal.id, { body: 'Visible answer' });
    await managerComment(appeal.id, { body: 'Internal note', threadType: 'appeal_management' });
    await managerComment(appeal.id, { body: 'Manager draft', status: 'created', submittedAt: null });
    const res = await get(ip, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.json();
    expect(body.questions.map((q: { type: string }) => q.type)).toEqual(['appeal', 'supporting', 'additional']);
    const bodies = body.questions.flatMap((q: { comments: { body: string }[] }) => q.comments.map((c) => c.body));
    expect(bodies).toEqual(['Visible answer']);
    expect(res.body).not.toContain('Internal note');
    expect(res.body).not.toContain(managers.manager.email);
    expect(body.appealManagerName).toBe(`${managers.manager.firstName} ${managers.manager.lastName}`);
    expect(body.reportVersions).toHaveLength(1);
    expect(body.clock.daysLeft).toBe(45);
    expect(body.abilities).toMatchObject({ start: false, comment: true, submitToManager: false });
  });

  it('answers one plain 404 for a wrong, expired, disabled or outdated link and an ended feature', async () => {
    const ip = newIp();
    const wrong = await get(ip, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['referrer-policy']).toBe('no-referrer');

    const expired = await appealWith({ status: 'closed' });
    await ctx.app.db
      .update(appeals)
      .set({ keyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appeals.id, expired.appeal.id));
    const disabled = await appealWith({ status: 'disabled' });
    const outdated = await appealWith({ status: 'outdated' });
    const other = await buildTenant(ctx.app.db);
    const ended = await appealWith({ status: 'started' }, other);
    expect((await get(ip, ended.key)).statusCode).toBe(200);
    await ctx.app.db
      .update(companyFeatures)
      .set({ status: 'ended', endedAt: new Date() })
      .where(and(eq(companyFeatures.companyId, other.company.id), eq(companyFeatures.name, 'appeal_process')));
    for (const key of [expired.key, disabled.key, outdated.key, ended.key]) {
      const res = await get(ip, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(wrong.json());
    }
  });

  it("answers the same 404 once the appeal's engagement is deleted", async () => {
    const ip = newIp();
    const wrong = await get(ip, 'y'.repeat(43));
    const { appeal, key } = await appealWith({ status: 'started' });
    expect((await get(ip, key)).statusCode).toBe(200);
    await ctx.app.db.update(engagements).set({ deletedAt: new Date() }).where(eq(engagements.id, appeal.engagementId));
    const res = await get(ip, key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(wrong.json());
    expect((await comment(ip, key, { threadId: 'appeal', body: 'Still here?' })).statusCode).toBe(404);
  });

  it('keeps a closed appeal readable until its key expires, with the decision', async () => {
    const ip = newIp();
    const { key } = await appealWith({ status: 'closed' });
    const res = await get(ip, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().abilities).toMatchObject({ comment: false, submitToManager: false, changeEmail: false });
  });

  it('refuses a client with 429 and Retry-After after repeated wrong keys, even with the right key', async () => {
    const ip = newIp();
    const { key } = await appealWith();
    for (let i = 0; i < 9; i++) expect((await get(ip, `wrong-key-${i}-${'y'.repeat(30)}`)).statusCode).toBe(404);
    expect((await get(ip, key)).statusCode).toBe(200);
    expect((await get(ip, `wrong-key-last-${'y'.repeat(30)}`)).statusCode).toBe(404);
    const refused = await get(ip, key);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    // Another client is not touched.
    expect((await get(newIp(), key)).statusCode).toBe(200);
  });
});

describe('PUT appeals/{key}/start', () => {
  it('starts the appeal with the worker email and the 45-day clock, audited', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith();
    const res = await start(ip, key, 'me@worker.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.json();
    expect(body.status).toBe('started');
    expect(body.contractorEmail).toBe('me@worker.example');
    expect(body.clock.representationsReceivedOn).toBe(londonToday());
    expect(body.clock.statutoryDeadline).toBe(appealDeadline(londonToday()));
    const history = await ctx.app.db
      .select()
      .from(appealContractorEmails)
      .where(eq(appealContractorEmails.appealId, appeal.id));
    expect(history.map((h) => h.email)).toContain('me@worker.example');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, appeal.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['appeal.start', 'appeal.contractor_email_changed']),
    );
    const mails = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.entityId, appeal.id));
    const receipt = mails.find((m) => m.templateKey === 'appeal.started_receipt');
    expect(receipt?.to).toBe('me@worker.example');
    expect(receipt?.html).toContain('Keep this email as your receipt.');
    // the address the statement went to hears of the change
    expect(mails.find((m) => m.templateKey === 'appeal.contractor_email_changed')?.to).toBe(appeal.contractorEmail);
    expect((await start(ip, key)).statusCode).toBe(409);
  });

  it('needs the data-processing consent and a valid email', async () => {
    const ip = newIp();
    const { key } = await appealWith();
    const noConsent = await call(ip, 'PUT', `/appeals/${key}/start`, { email: 'a@b.example' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.dataProcessingConsent).toEqual(['errors.dataProcessingConsentRequired']);
    const bad = await call(ip, 'PUT', `/appeals/${key}/start`, { email: 'nope', dataProcessingConsent: true });
    expect(bad.statusCode).toBe(400);
  });
});

describe('worker comments', () => {
  it('writes and edits drafts in shared threads only, never once submitted', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith();
    expect((await comment(ip, key, { threadId: 'appeal', body: 'Too early' })).statusCode).toBe(409);
    await start(ip, key);
    const created = await comment(ip, key, { threadId: 'appeal', body: 'I disagree because…' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'created',
      byContractor: true,
      user: null,
      abilities: { edit: true },
    });
    const id = created.json().id;
    for (const threadId of ['appeal_management', 'review', 'decision']) {
      const res = await comment(ip, key, { threadId, body: 'Sneaky' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.threadId).toEqual(['errors.invalid']);
    }
    expect((await comment(ip, key, { threadId: 'supporting', body: 'x', status: 'submitted' })).statusCode).toBe(400);

    const edited = await call(ip, 'PUT', `/appeals/key/${key}/comments/${id}`, { body: 'Better reasons' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().body).toBe('Better reasons');

    const foreign = await managerComment(appeal.id);
    expect((await call(ip, 'PUT', `/appeals/key/${key}/comments/${foreign.id}`, { body: 'x' })).statusCode).toBe(404);
    const internal = await managerComment(appeal.id, { threadType: 'appeal_management' });
    expect((await call(ip, 'PUT', `/appeals/key/${key}/comments/${internal.id}`, { body: 'x' })).statusCode).toBe(404);

    expect((await submit(ip, key)).statusCode).toBe(200);
    const late = await call(ip, 'PUT', `/appeals/key/${key}/comments/${id}`, { body: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_key).toBe('errors.commentAlreadySubmitted');
  });
});

describe('PUT appeals/{key}/submit-to-manager', () => {
  it('needs something written, then submits the drafts and emails the appeal manager', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith({ status: 'started', appealManagerId: managers.manager.id });
    const empty = await submit(ip, key);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error_key).toBe('errors.appealNothingToSubmit');
    await comment(ip, key, { threadId: 'appeal', body: 'My reasons' });
    await comment(ip, key, { threadId: 'supporting', body: 'My evidence' });
    const res = await submit(ip, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('am_processing');
    const rows = await ctx.app.db.select().from(appealComments).where(eq(appealComments.appealId, appeal.id));
    expect(rows.every((r) => r.status === 'submitted' && r.submittedAt !== null)).toBe(true);
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, appeal.id), eq(auditEvents.action, 'appeal.submit_to_manager')));
    expect(audit).toHaveLength(1);
    const messages = await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.entityId, appeal.id));
    const message = messages.find((m) => m.templateKey === 'appeal.submitted_to_manager');
    expect(message).toMatchObject({ to: managers.manager.email, entityType: 'appeal' });
    // the worker gets a dated receipt of what reached the manager
    const receipt = messages.find((m) => m.templateKey === 'appeal.submitted_receipt');
    expect(receipt?.to).toBe(appeal.contractorEmail);
    expect(receipt?.text).toContain('2 comments reached the appeal manager');
    await deliverDue(ctx.app.db, mailer, new Date(), 500);
    const [mail] = sink.to(managers.manager.email);
    expect(mail?.text).toContain('2 comments');
    expect(mail?.html).toContain(`/appeals/${appeal.id}`);
    // The manager's turn now.
    expect((await submit(ip, key)).statusCode).toBe(409);
  });

  it('goes to the lead appeal manager when no manager is assigned', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith({ status: 'contractor_processing' });
    await comment(ip, key, { threadId: 'additional', body: 'My answer' });
    expect((await submit(ip, key)).statusCode).toBe(200);
    const [message] = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.entityId, appeal.id), eq(emailMessages.templateKey, 'appeal.submitted_to_manager')));
    expect(message?.to).toBe(managers.lead.email);
    expect(message?.text).toContain('lead appeal manager');
  });
});

describe('thread-seen and the worker email', () => {
  it('marks what the worker has read', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith({ status: 'contractor_processing' });
    await managerComment(appeal.id, { submittedAt: new Date(Date.now() - 60_000) });
    const unseen = (await get(ip, key)).json().questions[0].comments[0];
    expect(unseen.seen).toBe(false);
    const res = await call(ip, 'PUT', `/appeals/${key}/thread-seen`, { threadId: 'appeal' });
    expect(res.statusCode).toBe(204);
    expect((await get(ip, key)).json().questions[0].comments[0].seen).toBe(true);
    // A lastSeen in the future counts as now; an earlier one never moves the mark back.
    await call(ip, 'PUT', `/appeals/${key}/thread-seen`, { lastSeen: '2000-01-01T00:00:00Z' });
    const [row] = await ctx.app.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(row!.contractorSeenAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('changes the worker email with history and audit, not once closed', async () => {
    const ip = newIp();
    const { appeal, key } = await appealWith({ status: 'started' });
    const res = await call(ip, 'PUT', `/appeals/key/${key}/contractor`, { email: 'other@worker.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().contractorEmail).toBe('other@worker.example');
    const history = await ctx.app.db
      .select()
      .from(appealContractorEmails)
      .where(eq(appealContractorEmails.appealId, appeal.id));
    expect(history.map((h) => h.email).at(-1)).toBe('other@worker.example');
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, appeal.id), eq(auditEvents.action, 'appeal.contractor_email_changed')));
    expect(audit[0]?.after).toMatchObject({ contractorEmail: 'other@worker.example' });
    const closed = await appealWith({ status: 'closed' });
    expect((await call(ip, 'PUT', `/appeals/key/${closed.key}/contractor`, { email: 'x@y.example' })).statusCode).toBe(
      409,
    );
  });
});
