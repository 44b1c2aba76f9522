import { WORKER_RESOLUTIONS } from '@statera/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * The worker's own account of the working practices, asked before approval (issue 29 item 1;
 * docs/decisions/worker-account.md). One per assessment: inviting again re-keys it until the worker
 * answers; their answers are kept here and never written into the interview.
 */
export const workerAccounts = pgTable(
  'worker_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** The engagement's company (tenancy of the audit and statistics). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Hex SHA-256 of the link key (256 bits, base64url); the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    email: text('email').notNull(),
    questionnaireVersion: text('questionnaire_version').notNull(),
    /** The questions asked (ids, in order), fixed at the invitation. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The link stops working, and the account is noted as not answered, after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** question id → answer ids ("unknown" for not known); null until the worker answers. */
    answers: jsonb('answers').$type<Record<string, string[]>>(),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_accounts_assessment_uq').on(t.assessmentId),
    uniqueIndex('worker_accounts_key_hash_uq').on(t.keyHash),
    index('worker_accounts_company_idx').on(t.companyId),
  ],
);

/**
 * The approver's resolution of one difference. It names the two answers it resolved: when the
 * specialist changes theirs afterwards, the resolution no longer covers the new difference.
 */
export const workerAccountResolutions = pgTable(
  'worker_account_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerAccountId: uuid('worker_account_id')
      .notNull()
      .references(() => workerAccounts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    choice: text('choice', { enum: WORKER_RESOLUTIONS }).notNull(),
    reason: text('reason'),
    specialistAnswer: jsonb('specialist_answer').$type<string[]>().notNull(),
    workerAnswer: jsonb('worker_answer').$type<string[]>().notNull(),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('worker_account_resolutions_uq').on(t.workerAccountId, t.questionId)],
);
