import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { startJobs } from '../../jobs/runner.ts';
import { createSmtpMailer, type Mailer } from '../../lib/mail.ts';
import { enqueueEmail } from './mail.service.ts';
import { backoffMs, deliverDue, deliverEmail, emailSweepJob, LEASE_MS, SWEEP_EVERY_SECONDS } from './mail.worker.ts';
import { renderEmail } from './templates/layout.ts';

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
beforeEach(() => {
  sink.setMode('accept');
  sink.setDelay(0);
});

let n = 0;
const address = () => `fault${++n}.${Date.now()}@example.test`;
const content = (subject = 'Fault test') =>
  renderEmail({ templateKey: 'test.fault', subject, greeting: 'Hello,', paragraphs: ['One line.'] });
const row = async (id: string) => (await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
const messageIdHeader = (raw: string) => /^message-id:\s*(.+?)\r?$/im.exec(raw)?.[1];
const at = (from: Date, ms: number) => new Date(from.getTime() + 1 + ms);

describe('mail delivery under faults', () => {
  it('sends the same Message-ID on every attempt, fixed at the first one', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('Stable id') });
    const created = (await row(id)).createdAt;
    sink.setMode('temporary');
    expect(await deliverEmail(ctx.app.db, mailer, id, at(created, 0))).toBe('deferred');
    const deferred = await row(id);
    expect(deferred.messageId).toBe(`<${id}@statera.test>`);
    sink.setMode('accept');
    expect(await deliverEmail(ctx.app.db, mailer, id, deferred.nextAttemptAt)).toBe('sent');
    const [mail] = sink.to(to);
    expect(messageIdHeader(mail!.raw)).toBe(`<${id}@statera.test>`);
    expect((await row(id)).messageId).toBe(`<${id}@statera.test>`);
  });

  it('retries within 30 s after SMTP could not be reached, then delivers once it is back', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('After the outage') });
    const created = (await row(id)).createdAt;
    const closed = await startSmtpSink();
    await closed.close();
    const unreachable = createSmtpMailer(closed.url, 'Statera <no-reply@statera.test>');
    let now = at(created, 0);
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await deliverEmail(ctx.app.db, unreachable, id, now)).toBe('deferred');
      const m = await row(id);
      expect(m.attempts).toBe(attempt);
      const wait = m.nextAttemptAt.getTime() - now.getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30_000);
      now = m.nextAttemptAt;
    }
    unreachable.close();
    expect(await deliverEmail(ctx.app.db, mailer, id, now)).toBe('sent');
    expect(sink.to(to)).toHaveLength(1);
    // an SMTP answer (4xx) keeps the slow schedule
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(50, true)).toBe(30_000);
  });

  it('a slow send holds its claim: a second worker running meanwhile does not send the message again', async () => {
    const tos = Array.from({ length: 3 }, address);
    const ids: string[] = [];
    for (const to of tos) ids.push(await enqueueEmail(ctx.app.db, { to, content: content('Slow server') }));
    const now = new Date(Date.now() + 1000);
    sink.setDelay(300);
    const other = sink.mailer();
    // worker A works the batch slowly; worker B sweeps 20 s later (inside A's leases) twice meanwhile
    const a = deliverDue(ctx.app.db, mailer, now, 3);
    const later = new Date(now.getTime() + LEASE_MS - 10_000);
    const b1 = await deliverDue(ctx.app.db, other, later, 3);
    const b2 = await deliverDue(ctx.app.db, other, later, 3);
    await a;
    other.close();
    for (const to of tos) expect(sink.to(to)).toHaveLength(1);
    expect(b1.sent + b2.sent).toBeLessThan(3);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('a message left claimed by a crashed worker is taken up once the short lease is over, same Message-ID', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('After a crash') });
    const created = (await row(id)).createdAt;
    // the crashed worker: it claimed the message (lease + Message-ID) and never recorded an outcome
    sink.setMode('temporary');
    await deliverEmail(ctx.app.db, mailer, id, at(created, 0));
    sink.setMode('accept');
    const leasedAt = at(created, 60_000);
    await ctx.app.db
      .update(emailMessages)
      .set({ nextAttemptAt: new Date(leasedAt.getTime() + LEASE_MS) })
      .where(eq(emailMessages.id, id));
    expect(await deliverEmail(ctx.app.db, mailer, id, new Date(leasedAt.getTime() + LEASE_MS - 1_000))).toBe('skipped');
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
    expect(await deliverEmail(ctx.app.db, mailer, id, new Date(leasedAt.getTime() + LEASE_MS + 1))).toBe('sent');
    expect(sink.to(to).map((m) => messageIdHeader(m.raw))).toEqual([`<${id}@statera.test>`]);
  });

  it('a slow send renews its claim: a second worker after the first lease does not send it again', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('Slow and renewed') });
    const lease = { ms: 600, renewEveryMs: 200 };
    sink.setDelay(2_000);
    const first = deliverEmail(ctx.app.db, mailer, id, new Date(), lease);
    await new Promise((r) => setTimeout(r, 1_200)); // two leases later, the send still in hand
    const other = sink.mailer();
    expect(await deliverEmail(ctx.app.db, other, id, new Date(), lease)).toBe('skipped');
    other.close();
    expect(await first).toBe('sent');
    expect(sink.to(to)).toHaveLength(1);
  });

  it('a message whose sender was killed mid-send is sent again by any process within seconds of its lease, same Message-ID', async () => {
    const to = address();
    const id = await enqueueEmail(ctx.app.db, { to, content: content('Killed sender') });
    // the killed process: it claimed the message (Message-ID fixed), its lease ends in 2 s, its job is gone
    await ctx.app.db
      .update(emailMessages)
      .set({ nextAttemptAt: new Date(Date.now() + 2_000), messageId: `<${id}@statera.test>` })
      .where(eq(emailMessages.id, id));
    await ctx.database.executeSql(`delete from pgboss.job where name = 'email.deliver' and data->>'id' = $1`, [id]);
    const log = { info() {}, warn() {}, error() {} };
    const runner = await startJobs({ database: ctx.database, mailer, log, jobs: [emailSweepJob] });
    const started = Date.now();
    try {
      while (sink.to(to).length === 0 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await runner.stop(2_000);
    }
    expect(sink.to(to).map((m) => messageIdHeader(m.raw))).toEqual([`<${id}@statera.test>`]);
    // lease end (2 s) + one local sweep period at most, not the next minute's sweep
    expect(Date.now() - started).toBeLessThan(2_000 + SWEEP_EVERY_SECONDS * 1000 + 2_000);
  });
});
