import type { TAssessmentResult } from '@statera/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { engagements } from './engagements.ts';
import { assessmentStatus, assessmentType, commentStatus, interviewKind, riskLevel, threadType } from './enums.ts';
import { users } from './users.ts';

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    type: assessmentType('type').notNull().default('assessment'),
    status: assessmentStatus('status').notNull().default('created'),
    previousStatus: assessmentStatus('previous_status'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    answererId: uuid('answerer_id')
      .notNull()
      .references(() => users.id),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id),
    employed: integer('employed'),
    selfEmployed: integer('self_employed'),
    riskLevel: riskLevel('risk_level'),
    result: jsonb('result').$type<TAssessmentResult>(),
    lastVersion: integer('last_version').notNull().default(0),
    dateStarted: timestamp('date_started', { withTimezone: true }),
    dateSubmitted: timestamp('date_submitted', { withTimezone: true }),
    dateApproved: timestamp('date_approved', { withTimezone: true }),
    /** A reassessment keeps the submission date of the assessment it follows. */
    inheritedDateSubmitted: timestamp('inherited_date_submitted', { withTimezone: true }),
    /** The approved result stands until this date; a reassessment is due before it. */
    validUntil: date('valid_until', { mode: 'string' }),
    previousAnswererId: uuid('previous_answerer_id').references(() => users.id),
    /** Answers changed after a return (counted on resubmission). */
    changesCount: integer('changes_count').notNull().default(0),
    /** The newest version the approver has looked at (mark-version-as-seen). */
    versionSeen: integer('version_seen').notNull().default(0),
    /** The interview introduction has been seen by the specialist (showPresentation = null). */
    presentationSeenAt: timestamp('presentation_seen_at', { withTimezone: true }),
    /** The company's self-employed override margin when the result was computed. */
    riskMargin: integer('risk_margin'),
    /** Why the approver rejected the assessment for good (non_eligible). */
    rejectionReason: text('rejection_reason'),
    /** What started a reassessment (appeal, contract change, validity lapse, manual). */
    reassessmentReason: text('reassessment_reason'),
    /** Test-engagement flags (spec §3): the rehearsal treats these steps as if the assessment were live. */
    testResubmittedAsActive: boolean('test_resubmitted_as_active').notNull().default(false),
    testReturnedFirstTimeAsActive: boolean('test_returned_first_time_as_active').notNull().default(false),
    testReturnedAgainAsActive: boolean('test_returned_again_as_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The engagement's company, copied for the lists' company part (migration 0017, hand-written
     * triggers): set from the engagement on insert and when the assessment changes engagement, and
     * rewritten in the same transaction when the engagement moves company (or is deleted or restored,
     * for `listed`). Never written by the app.
     */
    companyId: uuid('company_id'),
    /** Whether the engagement is live (not deleted): kept by the same triggers; the lists read listed rows only. */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [
    index('assessments_engagement_idx').on(t.engagementId, t.createdAt),
    index('assessments_answerer_idx').on(t.answererId, t.status),
    index('assessments_approver_idx').on(t.approverId, t.status),
    index('assessments_due_idx').on(t.status, t.dueDate),
    // A person's list in its default order (due date), per seat, and per company for those who manage
    // it (a client admin's list reads one range per company): the listed assessments only (of live
    // engagements), so pages and counts are index-only ranges with no engagement to look up.
    index('assessments_listed_answerer_due_idx').on(t.answererId, t.dueDate, t.id).where(sql`${t.listed}`),
    index('assessments_listed_approver_due_idx').on(t.approverId, t.dueDate, t.id).where(sql`${t.listed}`),
    index('assessments_listed_company_due_idx').on(t.companyId, t.dueDate, t.id).where(sql`${t.listed}`),
    // "Needs attention" across every company (provider staff): open assessments soonest due first.
    index('assessments_listed_open_due_idx')
      .on(t.dueDate, t.id)
      .where(
        sql`${t.listed} and ${t.status} in ('created', 'in_progress', 'review', 'returned', 'updating', 'to_verify')`,
      ),
    // The same per company (a group's dashboard: its open assessments by status and due date, and the
    // soonest due), the status kept in the index so counting them reads no table rows.
    index('assessments_listed_open_company_due_idx')
      .on(t.companyId, t.dueDate, t.id, t.status)
      .where(
        sql`${t.listed} and ${t.status} in ('created', 'in_progress', 'review', 'returned', 'updating', 'to_verify')`,
      ),
    // Approvals in a period (dashboards and statistics windows): all companies, and one group's.
    index('assessments_listed_approved_idx')
      .on(t.dateApproved)
      .where(sql`${t.listed} and ${t.dateApproved} is not null`),
    index('assessments_listed_company_approved_idx')
      .on(t.companyId, t.dateApproved)
      .where(sql`${t.listed} and ${t.dateApproved} is not null`),
  ],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: interviewKind('kind').notNull(),
    questionnaireVersion: text('questionnaire_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interviews_assessment_uq').on(t.assessmentId)],
);

/** The current answer set of an interview: one row per answered question on the path. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answerIds: jsonb('answer_ids').$type<string[]>().notNull(),
    /** The assessment version this answer first belongs to (lastVersion + 1 while drafting). */
    version: integer('version').notNull(),
    answeredById: uuid('answered_by_id').references(() => users.id),
    dateAnswered: timestamp('date_answered', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_answers_question_uq').on(t.interviewId, t.questionId)],
);

/**
 * Answers removed by changing an earlier one, kept to be offered again (issue 31): the spec wants
 * later answers given again after a change, so they no longer count as answered, but a question the
 * new path still asks comes back with its earlier answer pre-selected for the specialist to confirm.
 * A row goes when its question is answered; a question the path never asked before has none.
 */
export const interviewAnswerSuggestions = pgTable(
  'interview_answer_suggestions',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answerIds: jsonb('answer_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.questionId] })],
);

/** A submitted answer set with its determination; newest has the highest version. */
export const assessmentVersions = pgTable(
  'assessment_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    result: jsonb('result').$type<TAssessmentResult>().notNull(),
    submittedById: uuid('submitted_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_versions_uq').on(t.assessmentId, t.version)],
);

export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'cascade' }),
    type: threadType('type').notNull(),
    interviewQuestionId: text('interview_question_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('threads_assessment_idx').on(t.assessmentId)],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    status: commentStatus('status').notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_thread_idx').on(t.threadId, t.createdAt)],
);
