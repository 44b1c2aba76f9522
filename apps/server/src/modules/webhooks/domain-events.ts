import { type TDomainEvent, WEBHOOK_EVENT_DATA } from '@statera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import { sendJob } from '../../jobs/send.ts';
import { newId } from '../../lib/new-id.ts';
import { webhookDeliveryJob } from './webhook.worker.ts';

/** An event for the outbox: its id, the group it goes to, its type and the exact body sent. */
interface OutboxEvent {
  id: string;
  groupId: string;
  type: string;
  body: string;
  occurredAt: Date;
}

/** The envelope every webhook request carries (`ZWebhookPayload`), serialised once. */
export function eventBody(e: { id: string; type: string; groupId: string; occurredAt: Date; data: unknown }): string {
  return JSON.stringify({
    id: e.id,
    type: e.type,
    occurredAt: e.occurredAt.toISOString(),
    groupId: e.groupId,
    data: e.data,
  });
}

/**
 * Writes domain events to the webhook outbox in the caller's transaction (the transaction of the
 * change): one event row and one delivery (with its `webhook.deliver` job) per enabled endpoint of
 * the company's group that subscribed to the type. A rolled-back change leaves nothing; a group
 * without a subscriber costs one indexed read and writes nothing (nothing would read the event).
 */
export async function emitDomainEvents(tx: DbOrTx, events: readonly TDomainEvent[], now = new Date()): Promise<void> {
  if (events.length === 0) return;
  const companyIds = [...new Set(events.map((e) => e.companyId))];
  const subscribers = await tx
    .select({
      companyId: companies.id,
      groupId: webhookEndpoints.companyId,
      endpointId: webhookEndpoints.id,
      types: webhookEndpoints.events,
    })
    .from(companies)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.companyId, sql`coalesce(${companies.parentId}, ${companies.id})`),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .where(inArray(companies.id, companyIds));
  if (subscribers.length === 0) return;

  const outbox: OutboxEvent[] = [];
  const deliveries: { endpointId: string; eventId: string }[] = [];
  for (const e of events) {
    const targets = subscribers.filter((s) => s.companyId === e.companyId && s.types.includes(e.type));
    if (targets.length === 0) continue;
    const id = newId();
    const groupId = targets[0]!.groupId;
    const data = WEBHOOK_EVENT_DATA[e.type].parse(e.data);
    outbox.push({
      id,
      groupId,
      type: e.type,
      occurredAt: now,
      body: eventBody({ id, type: e.type, groupId, occurredAt: now, data }),
    });
    for (const t of targets) deliveries.push({ endpointId: t.endpointId, eventId: id });
  }
  await writeOutbox(tx, outbox, deliveries, now);
}

/** One domain event (see `emitDomainEvents`): the one call each service makes after its change. */
export function emitDomainEvent(tx: DbOrTx, event: TDomainEvent, now = new Date()): Promise<void> {
  return emitDomainEvents(tx, [event], now);
}

/** Writes events, their deliveries and one job per delivery; answers the deliveries' ids. */
export async function writeOutbox(
  tx: DbOrTx,
  events: readonly OutboxEvent[],
  deliveries: readonly { endpointId: string; eventId: string }[],
  now: Date,
): Promise<string[]> {
  if (deliveries.length === 0) return [];
  await tx.insert(webhookEvents).values(events.map((e) => ({ ...e })));
  const rows = await tx
    .insert(webhookDeliveries)
    .values(deliveries.map((d) => ({ ...d, nextAttemptAt: now, createdAt: now })))
    .returning({ id: webhookDeliveries.id });
  for (const r of rows) await sendJob(tx, webhookDeliveryJob, { id: r.id });
  return rows.map((r) => r.id);
}
