import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('email_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('email_messages_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * One sign-in verification step (spec §4 VERIFICATION_CODE_NEEDED): the caller holds `token`, the
 * user receives `code`; both are stored hashed. A verified row also records the device it verified,
 * which is how "new device" and "period since last verified login" are answered.
 */
export const loginVerifications = pgTable(
  'login_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** sha256(token:code), so a leaked table cannot be brute-forced without the token. */
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** sha256 of the X-Device-Id the client sent, null when it sent none. */
    deviceHash: text('device_hash'),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    attempts: integer('attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_verifications_token_uq').on(t.tokenHash),
    index('login_verifications_user_idx').on(t.userId, t.verifiedAt),
  ],
);
