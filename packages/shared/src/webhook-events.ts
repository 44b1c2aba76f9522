import { z } from 'zod';

/**
 * The domain events a group's webhook endpoints may subscribe to (issue 27 item 5). Each is written
 * to the webhook outbox in the transaction of the change that causes it and delivered signed.
 * `webhook.test` is sent only by "send test event" and cannot be subscribed to.
 */
export const WEBHOOK_EVENT_TYPES = [
  'engagement.created',
  'engagement.updated',
  'assessment.submitted',
  'assessment.returned',
  'assessment.approved',
  'sds.issued',
  'sds.delivered',
  'sds.downloaded',
  'appeal.opened',
  'appeal.decided',
  'reassessment.due',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

const ZUuid = z.uuid();

/** What every engagement-related event names: the engagement and its (possibly subsidiary) company. */
const ZEngagementRef = z.object({ engagementId: ZUuid, companyId: ZUuid });
const ZAssessmentRef = ZEngagementRef.extend({ assessmentId: ZUuid });

/** The `data` of each event type: ids and the few facts an integration routes on (fetch the rest). */
export const WEBHOOK_EVENT_DATA = {
  'engagement.created': ZEngagementRef.extend({ status: z.string() }),
  'engagement.updated': ZEngagementRef.extend({ changed: z.array(z.string()) }),
  'assessment.submitted': ZAssessmentRef.extend({ status: z.string() }),
  'assessment.returned': ZAssessmentRef.extend({ status: z.string() }),
  'assessment.approved': ZAssessmentRef.extend({ status: z.string() }),
  'sds.issued': ZAssessmentRef.extend({ reportId: ZUuid, version: z.number().int() }),
  'sds.delivered': ZAssessmentRef.extend({ reportId: ZUuid, recipients: z.number().int() }),
  'sds.downloaded': ZAssessmentRef.extend({ reportId: ZUuid }),
  'appeal.opened': ZAssessmentRef.extend({ appealId: ZUuid }),
  'appeal.decided': ZAssessmentRef.extend({ appealId: ZUuid, decision: z.enum(['accepted', 'rejected']) }),
  'reassessment.due': ZAssessmentRef.extend({ reason: z.string(), dueDate: z.iso.date() }),
  'webhook.test': z.object({ endpointId: ZUuid, message: z.string() }),
} as const satisfies Record<TWebhookEventType | 'webhook.test', z.ZodType>;

export type TWebhookEventData<T extends keyof typeof WEBHOOK_EVENT_DATA> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** A domain event as a service emits it: its type, the company it happened in, its typed data. */
export type TDomainEvent = {
  [T in TWebhookEventType]: { type: T; companyId: string; data: TWebhookEventData<T> };
}[TWebhookEventType];

const envelope = <T extends keyof typeof WEBHOOK_EVENT_DATA>(type: T) =>
  z.object({
    /** The event's id: the same on every retry and every endpoint (deduplicate on it). */
    id: ZUuid,
    type: z.literal(type),
    /** When the transaction of the change wrote it (ISO 8601, UTC). */
    occurredAt: z.iso.datetime(),
    /** The client group (top company) the endpoint belongs to. */
    groupId: ZUuid,
    data: WEBHOOK_EVENT_DATA[type],
  });

/** The JSON body of every webhook request, by type. */
export const ZWebhookPayload = z
  .discriminatedUnion('type', [
    envelope('engagement.created'),
    envelope('engagement.updated'),
    envelope('assessment.submitted'),
    envelope('assessment.returned'),
    envelope('assessment.approved'),
    envelope('sds.issued'),
    envelope('sds.delivered'),
    envelope('sds.downloaded'),
    envelope('appeal.opened'),
    envelope('appeal.decided'),
    envelope('reassessment.due'),
    envelope('webhook.test'),
  ])
  .meta({ id: 'WebhookPayload' });
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

/** Headers of a webhook request. */
export const WEBHOOK_HEADERS = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's secret>`. */
  signature: 'statera-signature',
  event: 'statera-event',
  delivery: 'statera-delivery',
} as const;

/** Receivers should refuse a signature older than this (replay window), in seconds. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
