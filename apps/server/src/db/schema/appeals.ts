import { APPEAL_CHANNELS, APPEAL_DECISIONS, APPEAL_STATUSES, COMMENT_GROUP_TYPES } from '@statera/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { companies } from './companies.ts';
import { engagements } from './engagements.ts';
import { storedFiles } from './files.ts';
import { assessmentReports } from './reports.ts';
import { users } from './users.ts';

/**
 * A worker's disagreement with an SDS (spec §3 Appeal). Created with the SDS sending (status created,
 * with a secret key for the worker's link, stored hashed); started when the worker (or a manager
 * recording a letter or call) gives the first representations — the statutory 45 days run from
 * `representations_received_on`. States: packages/shared/src/appeal-states.ts.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hex SHA-256 of the link key (≥128 bits, base64url); the key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key stops working this long after the appeal closes (or the link's own expiry). */
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }),
    /** The engagement's company (tenancy scope). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    /** The approved assessment whose SDS is disputed. */
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /**
     * Copies of the appealed assessment's seats (its specialist and approver), kept by triggers
     * (migration 0049): those who took part see the appeal, found by these indexes instead of a
     * read of each appeal's assessment.
     */
    answererId: uuid('answerer_id'),
    approverId: uuid('approver_id'),
    /** The SDS version the worker received. */
    assessmentReportId: uuid('assessment_report_id').references(() => assessmentReports.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('created'),
    channel: text('channel', { enum: APPEAL_CHANNELS }).notNull().default('link'),
    appealManagerId: uuid('appeal_manager_id').references(() => users.id, { onDelete: 'set null' }),
    contractorEmail: text('contractor_email').notNull(),
    /** The day the client received the worker's first representations: the 45 days start here. */
    representationsReceivedOn: date('representations_received_on', { mode: 'string' }),
    /** representationsReceivedOn + 45 calendar days. */
    statutoryDeadline: date('statutory_deadline', { mode: 'string' }),
    dateStarted: timestamp('date_started', { withTimezone: true }),
    dateEnded: timestamp('date_ended', { withTimezone: true }),
    /** The reassessment an accepted decision started. */
    reassessmentId: uuid('reassessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    /** Reminder buckets already sent for the current clock (10, 7, 3, overdue). */
    remindersSent: jsonb('reminders_sent').$type<string[]>().notNull().default([]),
    /** When the worker last looked at the threads (their new-comment count). */
    contractorSeenAt: timestamp('contractor_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appeals_company_idx').on(t.companyId, t.status),
    // the public API's walk of a group's appeals, (created_at, id) after a cursor
    index('appeals_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('appeals_engagement_idx').on(t.engagementId, t.createdAt),
    index('appeals_assessment_idx').on(t.assessmentId),
    index('appeals_answerer_idx').on(t.answererId, t.status),
    index('appeals_approver_idx').on(t.approverId, t.status),
    index('appeals_manager_idx').on(t.appealManagerId, t.status),
    index('appeals_deadline_idx').on(t.status, t.statutoryDeadline),
    // At most one appeal under way per engagement.
    uniqueIndex('appeals_engagement_active_uq')
      .on(t.engagementId)
      .where(sql`status in ('started','am_processing','contractor_processing','reassessment_in_progress','reopened')`),
  ],
);

/** Every decision taken on an appeal, newest last (spec: currentDecision, historyDecisions). */
export const appealDecisions = pgTable(
  'appeal_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: APPEAL_DECISIONS }).notNull(),
    /** The reasons given to the worker. */
    comment: text('comment').notNull(),
    /** An extra paragraph for the outcome email. */
    additionalMailComment: text('additional_mail_comment'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    makerId: uuid('maker_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the maker approved the disputed statement and decided because nobody else of the group
     * could (issue 29's dispute desk): why. Null for every ordinary decision.
     */
    conflictReason: text('conflict_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_decisions_appeal_idx').on(t.appealId, t.createdAt)],
);

/** The worker's addresses over time (historyContractorEmails). */
export const appealContractorEmails = pgTable(
  'appeal_contractor_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Null when the worker changed it through the link. */
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_contractor_emails_appeal_idx').on(t.appealId, t.createdAt)],
);

/**
 * A comment in one of an appeal's comment groups (appeal, supporting, additional — shared with the
 * worker; appeal_management — internal notes the worker never sees; decision). Written by the worker
 * (author_user_id null) or a user. Drafts (created) are seen only by their author until submitted.
 */
export const appealComments = pgTable(
  'appeal_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    threadType: text('thread_type', { enum: COMMENT_GROUP_TYPES }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    byContractor: boolean('by_contractor').notNull().default(false),
    body: text('body').notNull(),
    status: text('status', { enum: ['created', 'submitted'] })
      .notNull()
      .default('created'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_comments_appeal_idx').on(t.appealId, t.threadType, t.createdAt)],
);

/** Files attached to an appeal comment (through the storage interface). */
export const appealCommentAttachments = pgTable(
  'appeal_comment_attachments',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => appealComments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.fileId] })],
);

/** Up to when a user has read an appeal's shared threads (newCommentCount, onlyNewComments). */
export const appealReads = pgTable(
  'appeal_reads',
  {
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appealId, t.userId] })],
);
