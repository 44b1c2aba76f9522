import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { assessmentStatus, engagementStatus } from './enums.ts';

/**
 * How many engagements each company's list shows, per status: not deleted, of any type. Kept exactly
 * by the statement-level trigger on engagements (`company_counters_apply`, migration `status_counters`,
 * hand-written), so the total of a list whose scope is whole companies, unfiltered or filtered by
 * status only, is a few rows summed instead of every row counted. A missing row is zero.
 */
export const engagementStatusCounters = pgTable(
  'engagement_status_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: engagementStatus('status').notNull(),
    listedCount: integer('listed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/**
 * How many listed assessments (of live engagements) each company has, per status: a manager's
 * assessment list, unfiltered or filtered by stored statuses, sums its total from here. Kept by the
 * statement-level trigger on assessments (`assessment_counters_apply`, migration `status_counters`).
 */
export const assessmentStatusCounters = pgTable(
  'assessment_status_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: assessmentStatus('status').notNull(),
    listedCount: integer('listed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);
