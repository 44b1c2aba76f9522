import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { emailEvents, emailMessages } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { enhancedStatusOf } from '../mail/delivery-events.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { deliverEmail } from '../mail/mail.worker.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, webhookSignature } from './email-webhook.ts';

const SECRET = 'test-webhook-secret-0123456789';
const ctx = useTestApp({ emailWebhookSecret: SECRET });
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
const address = () => `tracked${++n}.${Date.now()}@example.test`;
const content = () =>
  renderEmail({ templateKey: 'test.tracked', subject: 'Tracked', greeting: 'Hello,', paragraphs: ['A line.'] });
const row = async (id: string) => (await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
const eventsOf = async (id: string) =>
  ctx.app.db
    .select({
      name: emailEvents.name,
      source: emailEvents.source,
      detail: emailEvents.detail,
      at: emailEvents.occurredAt,
    })
    .from(emailEvents)
    .where(eq(emailEvents.emailMessageId, id))
    .orderBy(asc(emailEvents.createdAt), asc(emailEvents.name));
const hours = (from: Date, h: number) => new Date(from.getTime() + 1 + h * 3_600_000);

async function queued(to = address()) {
  const id = await enqueueEmail(ctx.app.db, { to, content: content(), entityType: 'user' });
  return { id, to, createdAt: (await row(id)).createdAt };
}

describe('events from the SMTP conversation (real SMTP sink)', () => {
  it('the relay accepting the message writes processed, never delivered', async () => {
    const m = await queued();
    const at = hours(m.createdAt, 0);
    expect(await deliverEmail(ctx.app.db, mailer, m.id, at)).toBe('sent');
    expect(await eventsOf(m.id)).toEqual([{ name: 'processed', source: 'smtp', detail: null, at }]);
  });

  it('a 4xx answer writes deferred with the reply, then processed once a retry is accepted', async () => {
    const m = await queued();
    sink.replyTo(m.to, { code: 450, message: '4.2.1 Mailbox busy, try later' });
    expect(await deliverEmail(ctx.app.db, mailer, m.id, hours(m.createdAt, 0))).toBe('deferred');
    const [deferred] = await eventsOf(m.id);
    expect(deferred).toMatchObject({ name: 'deferred', source: 'smtp' });
    expect(deferred!.detail).toContain('450 4.2.1 Mailbox busy');
    sink.replyTo(m.to, null);
    expect(await deliverEmail(ctx.app.db, mailer, m.id, hours(m.createdAt, 1))).toBe('sent');
    expect((await eventsOf(m.id)).map((e) => e.name)).toEqual(['deferred', 'processed']);
  });

  it('a 5xx refusal of the recipient is a bounce; a 5.7.x policy refusal is blocked', async () => {
    const bounced = await queued();
    sink.replyTo(bounced.to, { code: 550, message: '5.1.1 No such user here' });
    expect(await deliverEmail(ctx.app.db, mailer, bounced.id, hours(bounced.createdAt, 0))).toBe('failed');
    expect((await eventsOf(bounced.id)).map((e) => e.name)).toEqual(['bounce']);

    const blocked = await queued();
    sink.replyTo(blocked.to, { code: 550, message: '5.7.1 Rejected by policy' });
    expect(await deliverEmail(ctx.app.db, mailer, blocked.id, hours(blocked.createdAt, 0))).toBe('failed');
    const [event] = await eventsOf(blocked.id);
    expect(event).toMatchObject({ name: 'blocked', source: 'smtp' });
    expect(event!.detail).toContain('5.7.1 Rejected by policy');
  });

  it('deferred is retried within 72 hours, then given up as dropped', async () => {
    const m = await queued();
    sink.replyTo(m.to, { code: 451, message: '4.7.1 Greylisted, try again' });
    // 71.9 h after queueing: the next try (1 minute later) is still inside the window.
    expect(await deliverEmail(ctx.app.db, mailer, m.id, hours(m.createdAt, 71.9))).toBe('deferred');
    // 71.99 h: the next try (5 minutes later) would fall outside it: given up.
    expect(await deliverEmail(ctx.app.db, mailer, m.id, hours(m.createdAt, 71.99))).toBe('failed');
    const events = await eventsOf(m.id);
    expect(events.map((e) => [e.name, e.source])).toEqual([
      ['deferred', 'smtp'],
      ['deferred', 'smtp'],
      ['dropped', 'system'],
    ]);
    expect(events[2]!.detail).toContain('72 hours');
    expect((await row(m.id)).status).toBe('failed');
  });

  it('an unreachable relay says nothing about the recipient: no event', async () => {
    const m = await queued();
    const { createSmtpMailer } = await import('../../lib/mail.ts');
    const down = createSmtpMailer('smtp://127.0.0.1:1', 'Statera <no-reply@statera.test>');
    expect(await deliverEmail(ctx.app.db, down, m.id, hours(m.createdAt, 0))).toBe('deferred');
    down.close();
    expect(await eventsOf(m.id)).toEqual([]);
  });

  it('reads the enhanced status code of a reply', () => {
    expect(enhancedStatusOf('550 5.7.1 Rejected')).toBe('5.7.1');
    expect(enhancedStatusOf('550-5.1.1 No such user')).toBe('5.1.1');
    expect(enhancedStatusOf('550 No such user')).toBeNull();
  });
});

describe('the signed delivery-events webhook', () => {
  const post = (body: unknown, opts: { timestamp?: number; secret?: string; signature?: string } = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const signature = opts.signature ?? webhookSignature(opts.secret ?? SECRET, timestamp, raw);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/email-events/webhook',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signature,
      },
      payload: raw,
    });
  };

  async function sentMessage() {
    const m = await queued();
    await deliverEmail(ctx.app.db, mailer, m.id, hours(m.createdAt, 0));
    return { ...m, messageId: (await row(m.id)).messageId! };
  }

  it('stores signed events of our messages, once each; unknown message ids are counted and ignored', async () => {
    const m = await sentMessage();
    const ts = Math.floor(Date.now() / 1000);
    const body = [
      { messageId: m.messageId, event: 'delivered', timestamp: ts, id: `evt-${m.id}-1` },
      // Without angle brackets, as many providers send it.
      { messageId: m.messageId.slice(1, -1), event: 'open', timestamp: ts + 60, id: `evt-${m.id}-2` },
      { messageId: '<nobody@elsewhere.test>', event: 'delivered', timestamp: ts, id: `evt-${m.id}-3` },
    ];
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 3, stored: 2, duplicates: 0, unknown: 1 });
    expect((await eventsOf(m.id)).map((e) => [e.name, e.source])).toEqual([
      ['processed', 'smtp'],
      ['delivered', 'webhook'],
      ['open', 'webhook'],
    ]);

    // The same delivery again (a provider retry, or a replay within the tolerance): nothing new.
    const again = await post(body);
    expect(again.json()).toEqual({ received: 3, stored: 0, duplicates: 2, unknown: 1 });
    expect(await eventsOf(m.id)).toHaveLength(3);
  });

  it('a bounce reported after the relay accepted the message marks it failed', async () => {
    const m = await sentMessage();
    const res = await post([
      {
        messageId: m.messageId,
        event: 'bounce',
        timestamp: Math.floor(Date.now() / 1000),
        id: `b-${m.id}`,
        reason: '550 5.1.1 unknown',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await row(m.id)).toMatchObject({ status: 'failed', lastError: '550 5.1.1 unknown' });
    expect((await eventsOf(m.id)).at(-1)).toMatchObject({ name: 'bounce', detail: '550 5.1.1 unknown' });
  });

  it('refuses a wrong signature, a wrong secret, a missing one and a stale or future timestamp (401)', async () => {
    const m = await sentMessage();
    const body = [{ messageId: m.messageId, event: 'open', timestamp: 1_700_000_000, id: `x-${m.id}` }];
    // Read the clock at each request: on a slow machine the earlier ones take seconds, and a
    // timestamp 301 s ahead of a clock read before them is no longer outside the window.
    const now = () => Math.floor(Date.now() / 1000);
    for (const res of [
      await post(body, { secret: 'another-secret-of-some-length' }),
      await post(body, { signature: 'v1=00' }),
      await post(body, { signature: '' }),
      await post(body, { timestamp: now() - 301 }),
      await post(body, { timestamp: now() + 301 }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error_key).toBe('errors.unauthorized');
    }
    // A signature of another body does not cover this one.
    const raw = JSON.stringify(body);
    const ts = String(now());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-events/webhook',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: ts,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(SECRET, ts, `${raw} `),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(401);
    expect(await eventsOf(m.id)).toHaveLength(1);
  });

  it('accepts a rotated secret listed beside the old one, and validates the body after the signature', async () => {
    const m = await sentMessage();
    const ts = Math.floor(Date.now() / 1000);
    const body = [{ messageId: m.messageId, event: 'delivered', timestamp: ts, id: `r-${m.id}` }];
    const raw = JSON.stringify(body);
    const both = `${webhookSignature('an-old-secret-0123456789', String(ts), raw)},${webhookSignature(SECRET, String(ts), raw)}`;
    expect((await post(body, { timestamp: ts, signature: both })).statusCode).toBe(200);
    const invalid = await post([{ messageId: m.messageId, event: 'resent', timestamp: ts, id: 'r2' }]);
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 404 when no secret is configured', async () => {
    const saved = ctx.app.appConfig.emailWebhookSecret;
    ctx.app.appConfig.emailWebhookSecret = null;
    try {
      const res = await post([]);
      expect(res.statusCode).toBe(404);
    } finally {
      ctx.app.appConfig.emailWebhookSecret = saved;
    }
  });
});
