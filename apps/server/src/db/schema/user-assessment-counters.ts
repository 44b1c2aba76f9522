import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { assessmentStatus, assessmentType } from './enums.ts';

/**
 * How many listed assessments (of live engagements) a person holds a seat on, per company of the
 * assessment, status and type: `answererCount` as the specialist, `approverOnlyCount` as the approver where they are
 * not also the specialist (so the two add up to their seats, each assessment once). Kept exactly by
 * statement-level PostgreSQL triggers on assessments (migration `assessment_counters`, hand-written),
 * so the total of a person's assessment list, unfiltered or filtered by stored statuses and types (migrations
 * `status_counters`, `counter_types`), is a few rows read instead of counting every index entry of their seats.
 */
export const userAssessmentCounters = pgTable(
  'user_assessment_counters',
  {
    userId: uuid('user_id').notNull(),
    companyId: uuid('company_id').notNull(),
    status: assessmentStatus('status').notNull(),
    type: assessmentType('type').notNull(),
    answererCount: integer('answerer_count').notNull().default(0),
    approverOnlyCount: integer('approver_only_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.status, t.type] })],
);
