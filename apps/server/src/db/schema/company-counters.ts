import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Per-company engagement counts the company list shows and sorts by, kept exactly in step with
 * `engagements` by PostgreSQL triggers (migration `company_counters`, hand-written part): every
 * insert, update and delete of engagements adjusts them in the same statement. Counted as the list
 * counts: normal engagements (not test ones) not deleted; `active` those with status active.
 * `listed` counts what the engagement list shows unfiltered (any type, not deleted), so a list whose
 * scope is whole companies sums its total from here. A company without a row has no engagement.
 */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    engagementCount: integer('engagement_count').notNull().default(0),
    activeEngagementCount: integer('active_engagement_count').notNull().default(0),
    /** Every engagement the unfiltered engagement list shows: not deleted, of any type (migration `list_counters`). */
    listedEngagementCount: integer('listed_engagement_count').notNull().default(0),
    /** Every listed assessment (of a live engagement) of the company: a manager's unfiltered assessment list (migration `assessment_counters`). */
    listedAssessmentCount: integer('listed_assessment_count').notNull().default(0),
  },
  (t) => [
    index('company_counters_engagements_idx').on(t.engagementCount.desc(), t.companyId),
    index('company_counters_active_idx').on(t.activeEngagementCount.desc(), t.companyId),
  ],
);
