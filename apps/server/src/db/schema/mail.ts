import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('email_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('email_messages_entity_idx').on(t.entityType, t.entityId),
  ],
);
