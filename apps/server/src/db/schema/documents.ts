import { CONTRACT_CHANGE_STATUSES } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { engagements } from './engagements.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/** A document kept on an engagement (spec §3 Document); the file lives in the storage. */
export const engagementDocuments = pgTable(
  'engagement_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The name shown (the uploaded file's name, ≤ 190 characters). */
    name: text('name').notNull(),
    type: text('type'),
    category: text('category'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('engagement_documents_engagement_idx').on(t.engagementId, t.createdAt)],
);

export const documentComments = pgTable(
  'document_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => engagementDocuments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_comments_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * A requested change to an engagement's contract or its SDS (spec §4 "contract changes can be
 * requested, approved and marked seen"): what changes (fields → new values), by whom, and whether it
 * was fulfilled (the report or engagement updated) and seen by the requester.
 */
export const contractChanges = pgTable(
  'contract_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    /** The assessment current when the change was asked for. */
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONTRACT_CHANGE_STATUSES }).notNull().default('requested'),
    /** Field → new value (dates, value, service, parties…). */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    comment: text('comment'),
    /** Whether the change is material (offers a reassessment); null until judged. */
    material: boolean('material'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    fulfilledById: uuid('fulfilled_by_id').references(() => users.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The reassessment the change led to, if any. */
    reassessmentId: uuid('reassessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_changes_engagement_idx').on(t.engagementId, t.status, t.createdAt),
    // The changes awaiting action, oldest first: the dashboards' "needs attention" entries read the
    // first ten in scope in this order instead of joining every live engagement (95 → 0.2 ms for the
    // provider's, docs/decisions/performance.md, "A dashboard's plan, flipped by a compacted table").
    index('contract_changes_requested_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'requested'`),
  ],
);
