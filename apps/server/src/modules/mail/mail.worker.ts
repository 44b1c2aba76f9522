import { LIMITS } from '@statera/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { defineJob, requireMailer } from '../../jobs/define.ts';
import { sendJob } from '../../jobs/send.ts';
import { MailDeliveryError, type Mailer } from '../../lib/mail.ts';
import { type NewEmailEvent, recordEmailEvents, smtpFailureEvent } from './delivery-events.ts';
import { redactedBody } from './templates/redaction.ts';

/** Minutes to wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360];
/**
 * Seconds to wait after an attempt that could not reach the SMTP server at all (refused, dropped,
 * timed out): short, so that mail goes out within a minute of the server's return, and capped at
 * 30 s. Such an attempt costs one refused connection; an SMTP answer (4xx) uses the slow schedule.
 */
const CONNECTION_BACKOFF_SECONDS = [5, 10, 20, 30];
/**
 * A message is claimed alone, right before it is sent, for this long, and the claim is renewed every
 * LEASE_RENEW_MS while the SMTP conversation lasts: a slow send keeps its claim however long it takes,
 * and a process killed mid-send leaves a claim that ends at most LEASE_MS later, when the sweep (every
 * SWEEP_EVERY_SECONDS in every process) sends the message again — at least once, with the same
 * Message-ID (docs/decisions/faults.md, issue 30 item 7).
 */
export const LEASE_MS = 30_000;
export const LEASE_RENEW_MS = 10_000;
/** Seconds between two sweeps of one process (besides the every-minute one across processes). */
export const SWEEP_EVERY_SECONDS = 10;
const RETRY_WINDOW_MS = LIMITS.deferredEmailRetryHours * 3_600_000;

export type DeliveryOutcome = 'sent' | 'deferred' | 'failed' | 'skipped';

export interface DeliveryResult {
  sent: number;
  deferred: number;
  failed: number;
}

/** Wait before the next attempt, after `attempts` failed ones; `connection`: SMTP was unreachable. */
export function backoffMs(attempts: number, connection = false): number {
  if (connection) {
    const i = Math.min(Math.max(attempts, 1), CONNECTION_BACKOFF_SECONDS.length) - 1;
    return CONNECTION_BACKOFF_SECONDS[i]! * 1_000;
  }
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0]!;
  return minutes * 60_000;
}

/**
 * The tracker's events of a failed attempt: what the SMTP answer means (deferred, bounce, blocked;
 * none without an answer), and `dropped` when the 72-hour window is over without delivery.
 */
function failureEvents(id: string, err: unknown, windowOver: boolean, now: Date): NewEmailEvent[] {
  const detail = String((err as Error).message ?? err);
  const name = smtpFailureEvent(err);
  const events: NewEmailEvent[] = name ? [{ emailMessageId: id, name, occurredAt: now, source: 'smtp', detail }] : [];
  if (windowOver) {
    const why = `Not delivered within ${LIMITS.deferredEmailRetryHours} hours; last answer: ${detail}`;
    events.push({ emailMessageId: id, name: 'dropped', occurredAt: now, source: 'system', detail: why });
  }
  return events;
}

/**
 * Claims one message due at `now` for `LEASE_MS`: its row is locked `FOR UPDATE SKIP LOCKED` (a
 * message another worker is claiming is passed over, not waited for) and leased by moving
 * next_attempt_at ahead, in one statement; a message already sent, failed, leased or not yet due is
 * not claimed. The claim also fixes the message's Message-ID on its first attempt.
 */
async function claim(db: Db, mailer: Mailer, id: string, now: Date, leaseMs: number) {
  const claimable = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.id, id),
        inArray(emailMessages.status, ['queued', 'deferred']),
        lte(emailMessages.nextAttemptAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  const [m] = await db
    .update(emailMessages)
    .set({
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      messageId: sql`coalesce(${emailMessages.messageId}, ${mailer.messageIdFor(id)})`,
    })
    .where(inArray(emailMessages.id, claimable))
    .returning();
  return m;
}

/**
 * Renews a claim every `renewEveryMs` while its message is being sent (on the clock the attempt
 * started with, moved on by the real time since). `stop` ends the renewals and waits for one in flight,
 * so the outcome written afterwards is the last word.
 */
function holdLease(db: Db, id: string, now: Date, lease: { ms: number; renewEveryMs: number }) {
  const started = Date.now();
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const until = new Date(now.getTime() + (Date.now() - started) + lease.ms);
    pending = db
      .update(emailMessages)
      .set({ nextAttemptAt: until })
      .where(and(eq(emailMessages.id, id), inArray(emailMessages.status, ['queued', 'deferred'])))
      .catch(() => undefined); // a missed renewal only shortens the claim
  }, lease.renewEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pending;
    },
  };
}

/**
 * Delivers one outbox message if it is due at `now`. It is claimed first (see `claim`), so two
 * workers, or a job and the sweep, never send it twice; a message not claimed is `skipped`. The
 * message is sent outside any transaction with its stable Message-ID, then recorded: `sent`;
 * `deferred` after a temporary failure (with the next `email.deliver` job at the backoff time, in
 * the same transaction) while the 72-hour window of spec §9 lasts; else `failed`, at once for a
 * permanent (5xx) answer. Each outcome writes the tracker's events in the same transaction:
 * `processed` when the relay accepts it, `deferred`/`bounce`/`blocked` by the SMTP answer, `dropped`
 * when the window is over (docs/decisions/email-tracker.md).
 */
export async function deliverEmail(
  db: Db,
  mailer: Mailer,
  id: string,
  now = new Date(),
  lease: { ms: number; renewEveryMs: number } = { ms: LEASE_MS, renewEveryMs: LEASE_RENEW_MS },
): Promise<DeliveryOutcome> {
  const m = await claim(db, mailer, id, now, lease.ms);
  if (!m) return 'skipped';

  const attempts = m.attempts + 1;
  const messageId = m.messageId ?? mailer.messageIdFor(m.id);
  const renewal = holdLease(db, m.id, now, lease);
  try {
    const sent = await mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html, messageId });
    await renewal.stop();
    await db.transaction(async (tx) => {
      await tx
        .update(emailMessages)
        .set({
          status: 'sent',
          attempts,
          sentAt: now,
          messageId: sent.messageId,
          lastError: null,
          ...redactedBody(m.templateKey),
        })
        .where(eq(emailMessages.id, m.id));
      // The relay accepted the message (250): it is processed, not yet delivered (only the
      // provider's webhook can tell that).
      await recordEmailEvents(tx, [{ emailMessageId: m.id, name: 'processed', occurredAt: now, source: 'smtp' }]);
    });
    return 'sent';
  } catch (err) {
    await renewal.stop();
    const permanent = err instanceof MailDeliveryError && err.permanent;
    const connection = err instanceof MailDeliveryError && err.connection;
    const retryAt = new Date(now.getTime() + backoffMs(attempts, connection));
    const giveUp = permanent || retryAt.getTime() > m.createdAt.getTime() + RETRY_WINDOW_MS;
    await db.transaction(async (tx) => {
      await tx
        .update(emailMessages)
        .set({
          status: giveUp ? 'failed' : 'deferred',
          attempts,
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: giveUp ? now : retryAt,
          ...(giveUp ? redactedBody(m.templateKey) : {}),
        })
        .where(eq(emailMessages.id, m.id));
      if (!giveUp) await sendJob(tx, emailDeliveryJob, { id: m.id }, { startAfter: retryAt });
      await recordEmailEvents(tx, failureEvents(m.id, err, giveUp && !permanent, now));
    });
    return giveUp ? 'failed' : 'deferred';
  }
}

/**
 * The sweep: delivers every message due at `now` (oldest first, `batchSize` at a time), for rows
 * whose job is gone: queued while mail was disabled, before jobs existed, or left by a crash. Each
 * message is claimed just before it is sent, at the time `now` gives then (the sweep passes a clock
 * that runs, so a slow batch never sends under a lease that has run out; tests pass a fixed Date).
 * `stopping`: a shutdown asks it to stop after the message in hand.
 */
export async function deliverDue(
  db: Db,
  mailer: Mailer,
  now: Date | (() => Date) = new Date(),
  batchSize = 20,
  stopping: () => boolean = () => false,
): Promise<DeliveryResult> {
  const clock = typeof now === 'function' ? now : () => now;
  const result: DeliveryResult = { sent: 0, deferred: 0, failed: 0 };
  const due = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(inArray(emailMessages.status, ['queued', 'deferred']), lte(emailMessages.nextAttemptAt, clock())))
    .orderBy(emailMessages.nextAttemptAt)
    .limit(batchSize);
  for (const { id } of due) {
    if (stopping()) break;
    const outcome = await deliverEmail(db, mailer, id, clock());
    if (outcome !== 'skipped') result[outcome]++;
  }
  return result;
}

/** Sends one outbox message; `enqueueEmail` sends this job in the transaction that writes the row. */
export const emailDeliveryJob = defineJob<{ id: string }>({
  name: 'email.deliver',
  // Retries cover a handler that throws (e.g. the database is unreachable); SMTP failures are
  // recorded on the message and rescheduled by deliverEmail with the outbox backoff.
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  work: { batchSize: 20, pollingIntervalSeconds: 2 },
  enabled: (deps) => deps.mailer !== null,
  async handle({ id }, ctx) {
    const outcome = await deliverEmail(ctx.db, requireMailer(ctx), id, ctx.now);
    if (outcome !== 'skipped') ctx.log.info({ emailId: id, outcome }, 'mail delivery');
  },
});

/**
 * Delivers messages left due (see deliverDue): every minute once across processes, and every
 * SWEEP_EVERY_SECONDS in each process that sends mail, so a message whose sender was killed goes out
 * within LEASE_MS + SWEEP_EVERY_SECONDS (40 s) of the kill, whichever process died.
 */
export const emailSweepJob = defineJob<Record<string, never>>({
  name: 'email.sweep',
  schedule: '* * * * *',
  every: SWEEP_EVERY_SECONDS,
  queue: { retryLimit: 0 },
  enabled: (deps) => deps.mailer !== null,
  async handle(_data, ctx) {
    const mailer = requireMailer(ctx);
    const stopping = ctx.stopping ?? (() => false);
    const started = Date.now();
    const clock = () => new Date(ctx.now.getTime() + (Date.now() - started));
    while (!stopping()) {
      const r = await deliverDue(ctx.db, mailer, clock, 20, stopping);
      const total = r.sent + r.deferred + r.failed;
      if (total > 0) ctx.log.info({ ...r }, 'mail sweep');
      if (total < 20) break;
    }
  },
});
