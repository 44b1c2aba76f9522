import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TEmailWebhookEvent, TEmailWebhookResult } from '@statera/shared';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { markFailedAfterSending, type NewEmailEvent, recordEmailEvents } from '../mail/delivery-events.ts';
import { messagesByMessageId } from './email-tracker.repository.ts';

/** Headers of a signed delivery-events request (docs/decisions/email-tracker.md). */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-statera-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-statera-signature';
/** A signature older or newer than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** `v1=` + hex HMAC-SHA256 of `timestamp.body` under the shared secret. */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks a request's signature: the timestamp (unix seconds) within 5 minutes of `now`, and one of
 * the signatures in the header (comma-separated, so a secret can be rotated) equal to ours, compared
 * in constant time. Throws 401 otherwise.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
  now = new Date(),
): void {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) throw unauthorized('Missing or malformed signature.');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw unauthorized('The signature timestamp is outside the 5-minute tolerance.');
  }
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody));
  const matches = signature
    .split(',')
    .map((s) => Buffer.from(s.trim()))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
  if (!matches) throw unauthorized('Invalid signature.');
}

/** `<id@host>` as stored; providers often drop the angle brackets. */
const bracketed = (id: string) => (id.trim().startsWith('<') ? id.trim() : `<${id.trim()}>`);

/**
 * Stores the events of a verified webhook request: each matched to our message by its SMTP
 * Message-ID (unknown ids are counted and ignored), stored once per provider event id (a replayed
 * delivery is a duplicate, not a second event). A bounce, block or drop after the relay accepted
 * the message marks it failed in the outbox too.
 */
export async function ingestWebhookEvents(db: Db, events: readonly TEmailWebhookEvent[]): Promise<TEmailWebhookResult> {
  return db.transaction(async (tx) => {
    const known = await messagesByMessageId(tx, [...new Set(events.map((e) => bracketed(e.messageId)))]);
    const idOf = new Map(known.map((m) => [m.messageId, m.id]));
    const rows: NewEmailEvent[] = [];
    let unknown = 0;
    for (const e of events) {
      const id = idOf.get(bracketed(e.messageId));
      if (!id) {
        unknown++;
        continue;
      }
      rows.push({
        emailMessageId: id,
        name: e.event,
        occurredAt: new Date(e.timestamp * 1000),
        source: 'webhook',
        detail: e.reason ?? null,
        externalId: e.id,
      });
    }
    const stored = await recordEmailEvents(tx, rows);
    const failures = rows.filter((r) => r.name === 'bounce' || r.name === 'blocked' || r.name === 'dropped');
    await markFailedAfterSending(tx, failures);
    return { received: events.length, stored, duplicates: rows.length - stored, unknown };
  });
}
