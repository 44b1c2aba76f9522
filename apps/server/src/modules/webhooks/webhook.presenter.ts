import type { TWebhookDelivery, TWebhookEndpoint, TWebhookEventType } from '@statera/shared';
import type { webhookDeliveries } from '../../db/schema/index.ts';
import type { EndpointRow } from './webhook.repository.ts';

const SECRET_HINT_LENGTH = 10;

/** An endpoint as the API shows it: never its secret, only the secret's first characters. */
export function presentEndpoint(
  e: EndpointRow,
  lastDelivery: { status: 'pending' | 'succeeded' | 'failed'; at: string } | null = null,
): TWebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as TWebhookEventType[],
    enabled: e.enabled,
    secretHint: `${e.secret.slice(0, SECRET_HINT_LENGTH)}…`,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    lastDelivery: lastDelivery ? { status: lastDelivery.status, at: new Date(lastDelivery.at).toISOString() } : null,
  };
}

/** One row of the delivery log. */
export function presentDelivery(d: typeof webhookDeliveries.$inferSelect, eventType: string): TWebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType,
    status: d.status,
    attempts: d.attempts,
    responseCode: d.responseCode,
    latencyMs: d.latencyMs,
    error: d.error,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  };
}
