import { LIMITS } from '@statera/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailMessages } from '../../db/schema/index.ts';
import { MailDeliveryError, type Mailer } from '../../lib/mail.ts';

/** Minutes to wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360];
/** A claimed message is not picked up by another worker for this long (covers a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const RETRY_WINDOW_MS = LIMITS.deferredEmailRetryHours * 3_600_000;

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
 * Claims due messages with SELECT ... FOR UPDATE SKIP LOCKED (so several server processes never
 * take the same row), leases them by moving next_attempt_at forward, commits, then sends each one
 * outside the transaction and records the outcome. A temporary failure is deferred with backoff
 * while the 72-hour window lasts, then the message fails; a permanent (5xx) failure fails at once.
 */
export async function deliverDue(db: Db, mailer: Mailer, now = new Date(), batchSize = 20): Promise<DeliveryResult> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailMessages)
      .where(and(inArray(emailMessages.status, ['queued', 'deferred']), lte(emailMessages.nextAttemptAt, now)))
      .orderBy(emailMessages.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(emailMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          emailMessages.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });

  const result: DeliveryResult = { sent: 0, deferred: 0, failed: 0 };
  for (const m of claimed) {
    const attempts = m.attempts + 1;
    try {
      const { messageId } = await mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html });
      await db
        .update(emailMessages)
        .set({ status: 'sent', attempts, sentAt: now, messageId, lastError: null })
        .where(eq(emailMessages.id, m.id));
      result.sent++;
    } catch (err) {
      const permanent = err instanceof MailDeliveryError && err.permanent;
      const retryAt = new Date(now.getTime() + backoffMs(attempts));
      const giveUp = permanent || retryAt.getTime() > m.createdAt.getTime() + RETRY_WINDOW_MS;
      await db
        .update(emailMessages)
        .set({
          status: giveUp ? 'failed' : 'deferred',
          attempts,
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: giveUp ? now : retryAt,
        })
        .where(eq(emailMessages.id, m.id));
      if (giveUp) result.failed++;
      else result.deferred++;
    }
  }
  return result;
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` until stopped; main.ts starts it, buildApp never does. */
export function startMailWorker(opts: {
  db: Db;
  mailer: Mailer;
  intervalMs?: number;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}): MailWorker {
  const interval = opts.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      // keep draining while full batches come back
      for (;;) {
        const r = await deliverDue(opts.db, opts.mailer);
        const total = r.sent + r.deferred + r.failed;
        if (total > 0) opts.log.info({ ...r }, 'mail delivery');
        if (stopped || total < 20) break;
      }
    } catch (err) {
      opts.log.error({ err }, 'mail delivery run failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), interval);
  };
  timer = setTimeout(() => (running = tick()), 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      opts.mailer.close();
    },
  };
}
