import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { createSmtpMailer, type Mailer } from '../../lib/mail.ts';
import { enqueueEmail } from './mail.service.ts';
import { deliverDue, deliverEmail } from './mail.worker.ts';
import { renderEmail } from './templates/layout.ts';
import { passwordRecoveryEmail } from './templates/password-recovery.ts';
import { verificationCodeEmail } from './templates/verification-code.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});
beforeEach(() => sink.setMode('accept'));

let n = 0;
const address = () => `person${++n}.${Date.now()}@example.test`;
const content = (subject = 'Hello there') =>
  renderEmail({ templateKey: 'test.hello', subject, greeting: 'Hello,', paragraphs: ['A <b>plain</b> line.'] });
const row = async (id: string) => (await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
/** The email.deliver jobs of one message (pg-boss's table), oldest first. */
const jobsOf = async (id: string) =>
  (
    await ctx.database.executeSql(
      `select state, start_after from pgboss.job where name = 'email.deliver' and data->>'id' = $1 order by created_on`,
      [id],
    )
  ).rows.map((r) => ({ state: r.state, startAfter: new Date(r.start_after as string | Date) }));
/** `from` plus h hours; +1 ms because PostgreSQL keeps microseconds that a JS Date drops. */
const hours = (from: Date, h: number) => new Date(from.getTime() + 1 + h * 3_600_000);

describe('mail outbox and delivery over real SMTP', () => {
  it('sends a queued message once, and records it as sent with its Message-ID', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('Outbox works'), entityType: 'user' });
    expect((await row(id)).status).toBe('queued');
    const result = await deliverDue(ctx.app.db, mailer);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail] = sink.to(to);
    expect(mail).toMatchObject({ to: [to], from: 'no-reply@statera.test', subject: 'Outbox works' });
    expect(mail!.text).toContain('A <b>plain</b> line.');
    expect(mail!.html).toContain('A &lt;b&gt;plain&lt;/b&gt; line.');
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    await deliverDue(ctx.app.db, mailer);
    expect(sink.to(to)).toHaveLength(1);
  });

  it('sends nothing when the transaction that enqueued the message rolls back', async () => {
    const to = address();
    let id = '';
    await expect(
      ctx.app.db.transaction(async (tx) => {
        id = await enqueueEmail(tx, { to, content: content() });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await deliverDue(ctx.app.db, mailer);
    expect(sink.to(to)).toEqual([]);
    expect(await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.to, to))).toEqual([]);
    expect(id).not.toBe('');
    expect(await jobsOf(id)).toEqual([]);
  });

  it('sends one email.deliver job with the message, in the same transaction', async () => {
    const to = address();
    const id = await ctx.app.db.transaction(async (tx) => enqueueEmail(tx, { to, content: content() }));
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
    expect(jobs[0]!.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('delivers one message by id at a given time, and skips it when not due or already sent', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('By id') });
    const created = (await row(id)).createdAt;
    expect(await deliverEmail(ctx.app.db, mailer, id, new Date(created.getTime() - 60_000))).toBe('skipped');
    expect(sink.to(to)).toEqual([]);
    expect(await deliverEmail(ctx.app.db, mailer, id, hours(created, 0))).toBe('sent');
    expect(await deliverEmail(ctx.app.db, mailer, id, hours(created, 1))).toBe('skipped');
    expect(sink.to(to).map((m) => m.subject)).toEqual(['By id']);
  });

  it('defers a temporary failure with backoff, retries within 72 h, then fails', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content() });
    const created = (await row(id)).createdAt;
    sink.setMode('temporary');

    await deliverDue(ctx.app.db, mailer, hours(created, 0));
    let m = await row(id);
    expect(m).toMatchObject({ status: 'deferred', attempts: 1 });
    expect(m.lastError).toContain('450');
    expect(m.nextAttemptAt.getTime()).toBe(created.getTime() + 1 + 60_000);
    // the retry is the message's next email.deliver job, due at the backoff time
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]!.startAfter.getTime()).toBe(m.nextAttemptAt.getTime());

    // not due yet: left alone
    await deliverDue(ctx.app.db, mailer, hours(created, 30 / 3600));
    expect((await row(id)).attempts).toBe(1);

    await deliverDue(ctx.app.db, mailer, m.nextAttemptAt);
    m = await row(id);
    expect(m).toMatchObject({ status: 'deferred', attempts: 2 });
    expect(m.nextAttemptAt.getTime()).toBeGreaterThan(created.getTime() + 5 * 60_000);

    // still inside the window at 70 h: deferred again; past 72 h the next failure is final
    await deliverDue(ctx.app.db, mailer, hours(created, 70));
    m = await row(id);
    expect(m).toMatchObject({ status: 'deferred', attempts: 3 });
    await deliverDue(ctx.app.db, mailer, hours(created, 71.9));
    m = await row(id);
    expect(m).toMatchObject({ status: 'failed', attempts: 4 });
    await deliverDue(ctx.app.db, mailer, hours(created, 80));
    expect((await row(id)).attempts).toBe(4);
    expect(await jobsOf(id)).toHaveLength(4); // the first, then one per deferral; none after failing
    expect(sink.to(to)).toEqual([]);
  });

  it('delivers a deferred message once the server accepts again', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('Second time lucky') });
    const created = (await row(id)).createdAt;
    sink.setMode('temporary');
    await deliverDue(ctx.app.db, mailer, hours(created, 0));
    expect((await row(id)).status).toBe('deferred');
    sink.setMode('accept');
    await deliverDue(ctx.app.db, mailer, hours(created, 1));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.to(to).map((x) => x.subject)).toEqual(['Second time lucky']);
  });

  it('fails a permanent (5xx) rejection at once', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content() });
    sink.setMode('permanent');
    await deliverDue(ctx.app.db, mailer, new Date(Date.now() + 1000));
    const m = await row(id);
    expect(m).toMatchObject({ status: 'failed', attempts: 1 });
    expect(m.lastError).toContain('550');
  });

  it('defers when the SMTP server cannot be reached', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content() });
    const closed = await startSmtpSink();
    await closed.close();
    const unreachable = createSmtpMailer(closed.url);
    await deliverDue(ctx.app.db, unreachable, new Date(Date.now() + 1000));
    unreachable.close();
    expect(await row(id)).toMatchObject({ status: 'deferred', attempts: 1 });
  });

  it('never sends a message twice when two workers (or a job and the sweep) run at the same time', async () => {
    const tos = Array.from({ length: 6 }, address);
    for (const to of tos) await enqueueEmail(ctx.app.db, { to, content: content('Concurrent') });
    const other = sink.mailer();
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([deliverDue(ctx.app.db, mailer, now, 3), deliverDue(ctx.app.db, other, now, 3)]);
    await deliverDue(ctx.app.db, mailer, now);
    other.close();
    expect(a.sent + b.sent).toBeGreaterThan(0);
    for (const to of tos) expect(sink.to(to)).toHaveLength(1);
  });
});

describe('templates', () => {
  it('writes the verification code email in plain English with the code in text and html', () => {
    const m = verificationCodeEmail({ firstName: 'Ada', code: '042917', validMinutes: 10 });
    expect(m.subject).toBe('Your Statera sign-in code');
    expect(m.text).toContain('Hello Ada,');
    expect(m.text).toContain('042917');
    expect(m.text).toContain('expires in 10 minutes');
    expect(m.html).toContain('042917');
  });

  it('writes the recovery email with the link and escapes names in html', () => {
    const link = 'https://statera.example/password-recovery/abc_DEF-123';
    const m = passwordRecoveryEmail({ firstName: '<Eve>', link, validMinutes: 60 });
    expect(m.text).toContain(link);
    expect(m.html).toContain(`href="${link}"`);
    expect(m.html).toContain('Hello &lt;Eve&gt;,');
    expect(m.html).not.toContain('<Eve>');
  });
});
