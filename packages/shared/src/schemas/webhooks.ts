import { z } from 'zod';
import { documented } from '../validation/documented.ts';
import { zRequiredString } from '../validation/fields.ts';
import { ZWebhookEventType } from '../webhook-events.ts';
import { ZAbilities, ZId } from './common.ts';

/** Longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX = 2000;
/** Endpoints one client group may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/**
 * An endpoint's URL as typed: an absolute http(s) URL. Whether it is allowed (https, a public host
 * even after DNS resolution) is decided by the server, which alone can resolve it.
 */
const zWebhookUrl = () =>
  documented(
    zRequiredString({ max: WEBHOOK_URL_MAX }).refine(
      (v) => {
        try {
          return ['https:', 'http:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: 'errors.incorrectUrl' },
    ),
    // what the refinement checks, for the OpenAPI document (test/openapi-requests.test.ts)
    { format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://' },
  );

const ZEvents = z.array(ZWebhookEventType).min(1, { error: 'errors.required' }).max(50);

/** `POST /api/companies/{id}/webhooks`: a new endpoint (enabled). */
export const ZCreateWebhookEndpoint = z.object({
  url: zWebhookUrl(),
  events: ZEvents,
  description: z.string().trim().max(200).optional(),
});
export type TCreateWebhookEndpoint = z.input<typeof ZCreateWebhookEndpoint>;

/** `PUT /api/companies/{id}/webhooks/{endpointId}`: the whole endpoint as it should be. */
export const ZUpdateWebhookEndpoint = ZCreateWebhookEndpoint.extend({ enabled: z.boolean() });
export type TUpdateWebhookEndpoint = z.input<typeof ZUpdateWebhookEndpoint>;

export const ZWebhookEndpointParams = z.object({ id: ZId, endpointId: ZId });

const ZDeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type TWebhookDeliveryStatus = z.infer<typeof ZDeliveryStatus>;

/** An endpoint as listed (the secret is never shown again after creation or rotation). */
export const ZWebhookEndpoint = z
  .object({
    id: ZId,
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(ZWebhookEventType),
    enabled: z.boolean(),
    /** The first characters of the secret, to tell secrets apart. */
    secretHint: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** The latest delivery's outcome (null: none yet). */
    lastDelivery: z.object({ status: ZDeliveryStatus, at: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** `GET /api/companies/{id}/webhooks`. */
export const ZWebhookEndpointList = z
  .object({ data: z.array(ZWebhookEndpoint), abilities: ZAbilities })
  .meta({ id: 'WebhookEndpointList' });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** The answer of creating an endpoint or rotating its secret: the only time the secret is shown. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() }).meta({
  id: 'WebhookEndpointWithSecret',
});
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

/** One delivery of one event to one endpoint, with its latest attempt. */
export const ZWebhookDelivery = z
  .object({
    id: ZId,
    eventId: ZId,
    eventType: z.string(),
    status: ZDeliveryStatus,
    attempts: z.number().int(),
    /** The receiver's HTTP status on the latest attempt (null: no answer — refused, timed out). */
    responseCode: z.number().int().nullable(),
    /** Milliseconds from sending the request to the end of the answer, on the latest attempt. */
    latencyMs: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastAttemptAt: z.iso.datetime().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** `GET /api/companies/{id}/webhooks/{endpointId}/deliveries`: newest first, 20 a page. */
export const ZWebhookDeliveryPage = z
  .object({ data: z.array(ZWebhookDelivery), total: z.number().int(), page: z.number().int(), rows: z.number().int() })
  .meta({ id: 'WebhookDeliveryPage' });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** `POST …/test`: the queued test delivery. */
export const ZWebhookTestQueued = z.object({ deliveryId: ZId, eventId: ZId });
