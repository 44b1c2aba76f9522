import { LIMITS } from '@statera/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { defineJob, requireMailer } from '../../jobs/define.ts';
import { sendJob } from '../../jobs/send.ts';
import { MailDeliveryError, type Mailer } from '../../lib/mail.ts';
import { redactedBody } from './templates/redaction.ts';

/** Minutes to wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360];
/** A claimed message is not claimed again for this long (covers a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const RETRY_WINDOW_MS = LIMITS.deferredEmailRetryHours * 3_600_000;

export type DeliveryOutcome = 'sent' | 'deferred' | 'failed' | 'skipped';

export interface DeliveryResult {
  sent: number;
  deferred: number;
  failed: number;
}

export function backoffMs(attempts: number): number {
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0]!;
  return minutes * 60_000;
}

/**
 * Delivers one outbox message if it is due at `now`. The claim is one conditional UPDATE that
 * leases the row (moves next_attempt_at ahead), so two workers, or a job and the sweep, never send
 * it twice; a message already sent, failed, leased or not yet due is `skipped`. The message is sent
 * outside any transaction, then recorded: `sent`; `deferred` after a temporary failure (with the
 * next `email.deliver` job at the backoff time, in the same transaction) while the 72-hour window
 * of spec §9 lasts; else `failed`, at once for a permanent (5xx) answer.
 */
export async function deliverEmail(db: Db, mailer: Mailer, id: string, now = new Date()): Promise<DeliveryOutcome> {
  const [m] = await db
    .update(emailMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(emailMessages.id, id),
        inArray(emailMessages.status, ['queued', 'deferred']),
        lte(emailMessages.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!m) return 'skipped';

  const attempts = m.attempts + 1;
  try {
    const { messageId } = await mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html });
    await db
      .update(emailMessages)
      .set({ status: 'sent', attempts, sentAt: now, messageId, lastError: null, ...redactedBody(m.templateKey) })
      .where(eq(emailMessages.id, m.id));
    return 'sent';
  } catch (err) {
    const permanent = err instanceof MailDeliveryError && err.permanent;
    const retryAt = new Date(now.getTime() + backoffMs(attempts));
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
    });
    return giveUp ? 'failed' : 'deferred';
  }
}

/**
 * The sweep: delivers every message due at `now` (oldest first, `batchSize` at a time), for rows
 * whose job is gone: queued while mail was disabled, before jobs existed, or left by a crash.
 */
export async function deliverDue(db: Db, mailer: Mailer, now = new Date(), batchSize = 20): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, deferred: 0, failed: 0 };
  const due = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(inArray(emailMessages.status, ['queued', 'deferred']), lte(emailMessages.nextAttemptAt, now)))
    .orderBy(emailMessages.nextAttemptAt)
    .limit(batchSize);
  for (const { id } of due) {
    const outcome = await deliverEmail(db, mailer, id, now);
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

/** Every minute, once across processes: delivers messages left due (see deliverDue). */
export const emailSweepJob = defineJob<Record<string, never>>({
  name: 'email.sweep',
  schedule: '* * * * *',
  queue: { retryLimit: 0 },
  enabled: (deps) => deps.mailer !== null,
  async handle(_data, ctx) {
    const mailer = requireMailer(ctx);
    for (;;) {
      const r = await deliverDue(ctx.db, mailer, ctx.now);
      const total = r.sent + r.deferred + r.failed;
      if (total > 0) ctx.log.info({ ...r }, 'mail sweep');
      if (total < 20) break;
    }
  },
});
