import type { TEmailEvent } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailEvents, emailMessages } from '../../db/schema/index.ts';
import { MailDeliveryError } from '../../lib/mail.ts';

/** Longest reason kept with an event (a relay's reply text; never the message body). */
const DETAIL_MAX = 500;

/** The enhanced status code of an SMTP reply (RFC 3463), e.g. `5.7.1` in `550 5.7.1 Blocked`. */
export function enhancedStatusOf(reply: string): string | null {
  return /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply.trim())?.[1] ?? null;
}

/**
 * The event an SMTP refusal means (docs/decisions/email-tracker.md): a 4xx answer is `deferred`
 * (retried); a 5xx answer with a policy or security status (5.7.x: spam, reputation, relay denied) is
 * `blocked`; any other 5xx (unknown mailbox, domain, full mailbox) is `bounce`. A failure without an
 * SMTP answer (our relay unreachable) says nothing about the recipient: no event.
 */
export function smtpFailureEvent(err: unknown): TEmailEvent | null {
  if (!(err instanceof MailDeliveryError) || err.connection || err.responseCode === 0) return null;
  const code = err.responseCode;
  if (code >= 400 && code < 500) return 'deferred';
  if (code >= 500 && code < 600) return enhancedStatusOf(err.message)?.startsWith('5.7.') ? 'blocked' : 'bounce';
  return null;
}

export interface NewEmailEvent {
  emailMessageId: string;
  name: TEmailEvent;
  occurredAt: Date;
  source: 'smtp' | 'webhook' | 'system';
  detail?: string | null;
  /** The webhook's event id; a second event with the same id is not stored. */
  externalId?: string | null;
}

/**
 * Records delivery events of outbox messages. Events with an external id already stored are skipped
 * (the webhook's replay safety); answers how many were stored.
 */
export async function recordEmailEvents(tx: DbOrTx, events: readonly NewEmailEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const stored = await tx
    .insert(emailEvents)
    .values(
      events.map((e) => ({
        emailMessageId: e.emailMessageId,
        name: e.name,
        occurredAt: e.occurredAt,
        source: e.source,
        detail: e.detail ? e.detail.slice(0, DETAIL_MAX) : null,
        externalId: e.externalId ?? null,
      })),
    )
    .onConflictDoNothing({ target: emailEvents.externalId })
    .returning({ id: emailEvents.id });
  return stored.length;
}

/**
 * A message the relay accepted that the provider later reports bounced, blocked or dropped: the
 * outbox says failed (with the provider's reason), so every screen reading the status agrees.
 */
export async function markFailedAfterSending(tx: DbOrTx, events: readonly NewEmailEvent[]): Promise<void> {
  for (const e of events) {
    await tx
      .update(emailMessages)
      .set({ status: 'failed', lastError: (e.detail ?? e.name).slice(0, 1000) })
      .where(and(eq(emailMessages.id, e.emailMessageId), eq(emailMessages.status, 'sent')));
  }
}
