import { z } from 'zod';
import { EMAIL_EVENTS } from '../email-events.ts';
import { ZAbilities, ZId, zEmail } from './common.ts';

/**
 * The email delivery tracker of an engagement (spec §2 /engagements/{id}/email-tracker, §3
 * Notification and email events, §7 GET email-changelogs) and the signed delivery-events webhook.
 */

/** One delivery event of an email (spec §3 "Email event: name, occurredAt"). */
export const ZEmailEvent = z.object({ name: z.enum(EMAIL_EVENTS), occurredAt: z.string() }).meta({ id: 'EmailEvent' });
export type TEmailEventView = z.infer<typeof ZEmailEvent>;

/** Where a recipient's email is in the outbox: held for a digest, waiting, sent, retried or given up. */
export const NOTIFICATION_RECIPIENT_STATUSES = ['held', 'queued', 'sent', 'deferred', 'failed'] as const;
export type TNotificationRecipientStatus = (typeof NOTIFICATION_RECIPIENT_STATUSES)[number];

/** A notification's kind: a sending of the statement (SDS) or one email about the engagement. */
export const NOTIFICATION_KINDS = ['contractor_report', 'email'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotificationRecipient = z
  .object({
    /** The statement recipient's id, or for an email item the newest message of its resend chain. */
    id: ZId,
    /** The outbox message "Edit address and resend" acts on (null while held for a digest). */
    emailMessageId: ZId.nullable(),
    dateCreated: z.string(),
    delayedUntil: z.string().nullable(),
    email: z.string(),
    status: z.enum(NOTIFICATION_RECIPIENT_STATUSES),
    /** Newest first, ties in the fixed order (EMAIL_EVENT_TIE_ORDER); the whole resend chain. */
    events: z.array(ZEmailEvent),
    /** Deferred: the next attempt and the end of the 72-hour retry window. */
    nextAttemptAt: z.string().nullable(),
    retryUntil: z.string().nullable(),
    abilities: ZAbilities,
  })
  .meta({ id: 'NotificationRecipient' });
export type TNotificationRecipient = z.infer<typeof ZNotificationRecipient>;

/** One notification of the engagement (spec §3 Notification with its detail). */
export const ZNotification = z
  .object({
    id: ZId,
    kind: z.enum(NOTIFICATION_KINDS),
    subject: z.string(),
    /** Every recipient's events together, newest first. */
    events: z.array(ZEmailEvent),
    /** The newest notification of its kind (the newest sending; the newest email of its template). */
    isLatestNotification: z.boolean(),
    /** One email whose content can be read (true), or a statement sending (false: its body held a secret). */
    isEmailNotificationItem: z.boolean(),
    /** The text that was sent (email items); null for statement sendings. */
    content: z.string().nullable(),
    delayedUntil: z.string().nullable(),
    dateCreated: z.string(),
    assessmentReportId: ZId.nullable(),
    reportDateCreated: z.string().nullable(),
    reportVersion: z.number().int().nullable(),
    recipients: z.array(ZNotificationRecipient),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

/** GET engagements/{id}/notifications: newest first, with the actor's abilities. */
export const ZEmailTracker = z
  .object({ data: z.array(ZNotification), abilities: ZAbilities })
  .meta({ id: 'EmailTracker' });
export type TEmailTracker = z.infer<typeof ZEmailTracker>;

/** POST engagements/{id}/email-messages/{messageId}/resend: the corrected address. */
export const ZResendEmail = z.object({ email: zEmail() }).meta({ id: 'ResendEmail' });
export type TResendEmail = z.infer<typeof ZResendEmail>;

export const ZEngagementMessageParams = z.object({ id: ZId, messageId: ZId });
export type TEngagementMessageParams = z.infer<typeof ZEngagementMessageParams>;

/** GET email-changelogs?engagementId= */
export const ZEmailChangelogQuery = z.object({ engagementId: ZId });
export type TEmailChangelogQuery = z.infer<typeof ZEmailChangelogQuery>;

export const ZEmailChangelog = z
  .object({
    id: ZId,
    emailMessageId: ZId,
    subject: z.string(),
    oldEmail: z.string(),
    newEmail: z.string(),
    changedBy: z.object({ id: ZId, name: z.string() }).nullable(),
    dateCreated: z.string(),
  })
  .meta({ id: 'EmailChangelog' });
export type TEmailChangelog = z.infer<typeof ZEmailChangelog>;

export const ZEmailChangelogList = z.object({ data: z.array(ZEmailChangelog) }).meta({ id: 'EmailChangelogList' });
export type TEmailChangelogList = z.infer<typeof ZEmailChangelogList>;

/** Events a delivery provider may report; old_sent and resent are the tracker's own. */
export const WEBHOOK_EMAIL_EVENTS = [
  'processed',
  'delivered',
  'open',
  'dropped',
  'deferred',
  'bounce',
  'blocked',
] as const;

/** One event of the delivery-events webhook (docs/decisions/email-tracker.md). */
export const ZEmailWebhookEvent = z.object({
  /** The SMTP Message-ID the message was sent with, e.g. `<uuid@statera.local>`. */
  messageId: z.string().min(1).max(998),
  event: z.enum(WEBHOOK_EMAIL_EVENTS),
  /** Unix seconds. */
  timestamp: z.number().int().positive(),
  /** The provider's own event id: an event is stored once however often it is delivered. */
  id: z.string().min(1).max(200),
  reason: z.string().max(2000).optional(),
});
export type TEmailWebhookEvent = z.infer<typeof ZEmailWebhookEvent>;

export const ZEmailWebhookBody = z.array(ZEmailWebhookEvent).max(1000).meta({ id: 'EmailWebhookBody' });

export const ZEmailWebhookResult = z
  .object({
    received: z.number().int(),
    stored: z.number().int(),
    /** Already stored (a replayed delivery). */
    duplicates: z.number().int(),
    /** No message of ours has that Message-ID: ignored. */
    unknown: z.number().int(),
  })
  .meta({ id: 'EmailWebhookResult' });
export type TEmailWebhookResult = z.infer<typeof ZEmailWebhookResult>;
