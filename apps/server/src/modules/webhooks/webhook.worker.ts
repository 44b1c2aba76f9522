import { WEBHOOK_HEADERS } from '@statera/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { sendJob } from '../../jobs/send.ts';
import { postWebhook, WEBHOOK_TIMEOUT_MS, type WebhookAnswer, type WebhookRequest } from './webhook-http.ts';
import { signWebhook } from './webhook-signature.ts';
import type { TargetRules } from './webhook-target.ts';

/** How long a delivery is retried (issue 27: 72 hours), from the event. */
export const WEBHOOK_RETRY_WINDOW_MS = 72 * 3_600_000;
/** First retry after 30 s, doubling, at most 6 h apart: about 20 attempts over the 72 hours. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3_600_000;
/** A delivery is claimed for this long (the request's timeout and a margin); the sweep retakes it after. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;

export type WebhookOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/** Wait before the next attempt after `attempts` failed ones: 30 s · 2^(attempts−1), capped at 6 h. */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

/** How a delivery posts (tests and the bench may wrap it; the server uses `postWebhook`). */
export type WebhookPoster = (req: WebhookRequest, rules: TargetRules) => Promise<WebhookAnswer>;

/**
 * Claims a pending delivery due at `now` for LEASE_MS (`FOR UPDATE SKIP LOCKED`, one statement),
 * so two workers or a job and the sweep never send it at once; answers it with its endpoint and event.
 */
async function claim(db: Db, id: string, now: Date) {
  const claimable = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  const [d] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, claimable))
    .returning();
  if (!d) return undefined;
  const [ctx] = await db
    .select({ endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
    .where(eq(webhookEndpoints.id, d.endpointId));
  return ctx ? { delivery: d, ...ctx } : undefined;
}

/**
 * Delivers one webhook if it is due: signs the event's stored body with the endpoint's current
 * secret and a fresh timestamp, POSTs it (the target is checked again on the addresses connected
 * to), and records the attempt (status, response code, latency, error). A 2xx answer succeeds;
 * anything else is retried with backoff (the next `webhook.deliver` job sent in the same
 * transaction) until 72 hours after the event, then the delivery fails. A disabled endpoint's
 * deliveries fail without a request (except the test event, which the admin asked for).
 */
export async function deliverWebhook(
  db: Db,
  id: string,
  opts: { now?: Date; rules: TargetRules; post?: WebhookPoster },
): Promise<WebhookOutcome> {
  const now = opts.now ?? new Date();
  const claimed = await claim(db, id, now);
  if (!claimed) return 'skipped';
  const { delivery, endpoint, event } = claimed;
  const attempts = delivery.attempts + 1;
  let answer: WebhookAnswer;
  if (!endpoint.enabled && event.type !== 'webhook.test') {
    answer = { status: null, latencyMs: 0, error: 'The endpoint is disabled.' };
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    answer = await (opts.post ?? postWebhook)(
      {
        url: endpoint.url,
        body: event.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Statera-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: signWebhook(endpoint.secret, event.body, timestamp),
          [WEBHOOK_HEADERS.event]: event.type,
          [WEBHOOK_HEADERS.delivery]: delivery.id,
        },
      },
      opts.rules,
    );
  }
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const retryAt = new Date(now.getTime() + webhookBackoffMs(attempts));
  const giveUp = !endpoint.enabled || retryAt.getTime() > event.occurredAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  const status = ok ? 'succeeded' : giveUp ? 'failed' : 'pending';
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        lastAttemptAt: now,
        responseCode: answer.status,
        latencyMs: answer.latencyMs,
        error: answer.error?.slice(0, 1000) ?? null,
        nextAttemptAt: status === 'pending' ? retryAt : now,
        ...(ok ? { deliveredAt: new Date() } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (status === 'pending') await sendJob(tx, webhookDeliveryJob, { id: delivery.id }, { startAfter: retryAt });
  });
  return ok ? 'succeeded' : giveUp ? 'failed' : 'retrying';
}

/** Delivers pending deliveries due at `now` whose job is gone (a crash, a lost lease); oldest first. */
export async function deliverDueWebhooks(db: Db, rules: TargetRules, now: Date, batchSize = 20): Promise<number> {
  const due = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(batchSize);
  let worked = 0;
  for (const { id } of due) if ((await deliverWebhook(db, id, { now, rules })) !== 'skipped') worked++;
  return worked;
}

const rulesOf = (ctx: { webhooksAllowLoopback?: boolean }): TargetRules => ({
  allowLoopback: ctx.webhooksAllowLoopback ?? false,
});

/** Sends one delivery; `emitDomainEvents` sends this job in the transaction that writes the event. */
export const webhookDeliveryJob = defineJob<{ id: string }>({
  name: 'webhook.deliver',
  // Retries here cover a handler that throws (the database is unreachable); a receiver's failure is
  // recorded on the delivery and rescheduled by deliverWebhook with its own backoff.
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // Polled every second, four at a time per process: a slow receiver holds one worker, not all.
  work: { batchSize: 5, pollingIntervalSeconds: 1, workers: 4 },
  async handle({ id }, ctx) {
    const outcome = await deliverWebhook(ctx.db, id, { now: ctx.now, rules: rulesOf(ctx) });
    if (outcome !== 'skipped') ctx.log.info({ deliveryId: id, outcome }, 'webhook delivery');
  },
});

/** Every minute across processes: deliveries left due without a job (see deliverDueWebhooks). */
export const webhookSweepJob = defineJob<Record<string, never>>({
  name: 'webhook.sweep',
  schedule: '* * * * *',
  queue: { retryLimit: 0 },
  async handle(_data, ctx) {
    const started = Date.now();
    const clock = () => new Date(ctx.now.getTime() + (Date.now() - started));
    const stopping = ctx.stopping ?? (() => false);
    let full = true;
    while (full && !stopping()) full = (await deliverDueWebhooks(ctx.db, rulesOf(ctx), clock())) === 20;
  },
});
