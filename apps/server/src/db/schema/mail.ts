import { EMAIL_EVENTS } from '@statera/shared';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const EMAIL_STATUSES = ['queued', 'sent', 'deferred', 'failed'] as const;
export type TEmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * The mail outbox: every message is written here in the transaction of the change that causes it,
 * then a delivery worker sends it (retries, 72 h deferred window). It is also the email tracker.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    templateKey: text('template_key').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may (re)try; while a worker sends, it is pushed forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    entityType: text('entity_type'),
    entityId: uuid('entity_id'),
    /** The SMTP Message-ID, to match delivery events later. */
    messageId: text('message_id'),
    /** The message this one re-sends (edit address and resend, appeal mail resend). */
    resendOfId: uuid('resend_of_id').references((): AnyPgColumn => emailMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('email_messages_entity_idx').on(t.entityType, t.entityId),
    index('email_messages_message_id_idx').on(t.messageId),
  ],
);

/**
 * Delivery events of an outbox message (spec §4 email events): written from the SMTP conversation
 * (processed, deferred, delivered as accepted by the relay, bounce/blocked by reply code) and from the
 * signed delivery-events webhook (delivered, open, bounce, dropped, …).
 */
export const emailEvents = pgTable(
  'email_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailMessageId: uuid('email_message_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    name: text('name', { enum: EMAIL_EVENTS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['smtp', 'webhook', 'system'] }).notNull(),
    /** The provider's or relay's reason (reply text), trimmed; never the message body. */
    detail: text('detail'),
    /** The webhook's own event id, so a replayed delivery is stored once. */
    externalId: text('external_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_events_message_idx').on(t.emailMessageId, t.occurredAt)],
);

/** A recipient address changed on a failed email before it was sent again (GET email-changelogs). */
export const emailChangelogs = pgTable(
  'email_changelogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailMessageId: uuid('email_message_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changelogs_message_idx').on(t.emailMessageId, t.createdAt)],
);
