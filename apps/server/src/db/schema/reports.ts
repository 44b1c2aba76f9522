import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments, threads } from './assessments.ts';
import { engagements } from './engagements.ts';
import { storedFiles } from './files.ts';
import { emailMessages } from './mail.ts';
import { engagementChainParties } from './off-payroll.ts';
import { users } from './users.ts';

export const ASSESSMENT_REPORT_STATUSES = ['queued', 'generated', 'failed'] as const;

/**
 * One issued Status Determination Statement (SDS) of an assessment: a PDF made by a background job
 * and kept in the file store. Versions count up per assessment; a generated version never changes.
 */
export const assessmentReports = pgTable(
  'assessment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** 1, 2, … per assessment. */
    version: integer('version').notNull(),
    /** The submitted answer version (assessment_versions.version) the statement reports. */
    assessmentVersion: integer('assessment_version').notNull(),
    status: text('status', { enum: ASSESSMENT_REPORT_STATUSES }).notNull().default('queued'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    pageCount: integer('page_count'),
    /** Hex SHA-256 of the PDF, printed in the receipts so a copy can be checked. */
    sha256: text('sha256'),
    error: text('error'),
    /**
     * The object a generation attempt is writing: set before the PDF is stored, cleared when the
     * attempt commits. An attempt cut short (a killed process) leaves it; the next attempt deletes
     * that object first, and an attempt whose key is no longer the pending one does not commit
     * (another took over), so no stored object is left without its row.
     */
    pendingFileKey: text('pending_file_key'),
    /**
     * The tax year the statement was judged for and whether the client was in scope then: out of
     * scope it is a determination only, not a statutory SDS (docs/off-payroll-liability.md).
     */
    offPayrollTaxYear: integer('off_payroll_tax_year'),
    statutory: boolean('statutory'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('assessment_reports_version_uq').on(t.assessmentId, t.version)],
);

/** `chain`: a party of the engagement's recorded supply chain (chain_party_id says which). */
export const CONTRACTOR_REPORT_PARTIES = ['worker', 'engaged_entity', 'agency', 'chain', 'other'] as const;

/** One sending of an SDS to the worker and the fee-payer chain (the spec's engagementMailGroup). */
export const contractorReportMailGroups = pgTable(
  'contractor_report_mail_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    assessmentReportId: uuid('assessment_report_id')
      .notNull()
      .references(() => assessmentReports.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractor_report_groups_engagement_idx').on(t.engagementId, t.createdAt)],
);

/**
 * One recipient of a sending: the long link key (identifies the report) and the 8-digit download
 * code (sent in a separate message) are stored hashed; both expire; wrong codes are counted.
 */
export const contractorReportRecipients = pgTable(
  'contractor_report_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contractorReportMailGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    party: text('party', { enum: CONTRACTOR_REPORT_PARTIES }).notNull(),
    /** The chain party this copy went to: its download is that link's SDS receipt. */
    chainPartyId: uuid('chain_party_id').references(() => engagementChainParties.id, { onDelete: 'set null' }),
    linkKeyHash: text('link_key_hash').notNull().unique(),
    downloadCodeHash: text('download_code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Held for the group's contractor-notification digest; null = sent at once. */
    delayedUntil: timestamp('delayed_until', { withTimezone: true }),
    linkMessageId: uuid('link_message_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    codeMessageId: uuid('code_message_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contractor_report_recipients_group_idx').on(t.groupId),
    index('contractor_report_recipients_chain_party_idx').on(t.chainPartyId),
  ],
);

/** Every successful download of an SDS through a contractor link: the receipt ledger. */
export const contractorReportDownloads = pgTable(
  'contractor_report_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => contractorReportRecipients.id, { onDelete: 'cascade' }),
    assessmentReportId: uuid('assessment_report_id')
      .notNull()
      .references(() => assessmentReports.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractor_report_downloads_recipient_idx').on(t.recipientId, t.downloadedAt)],
);

/** Up to when a user has read a thread (new-comment counts). */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);
