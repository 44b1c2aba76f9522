import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Per-company engagement counts the company list shows and sorts by, kept exactly in step with
 * `engagements` by PostgreSQL triggers (migration `company_counters`, hand-written part): every
 * insert, update and delete of engagements adjusts them in the same statement. Counted as the list
 * counts: normal engagements (not test ones) not deleted; `active` those with status active.
 * The lists' own totals per status are in `engagement_status_counters` and `assessment_status_counters`.
 * A company without a row has no engagement.
 */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    engagementCount: integer('engagement_count').notNull().default(0),
    activeEngagementCount: integer('active_engagement_count').notNull().default(0),
  },
  (t) => [
    index('company_counters_engagements_idx').on(t.engagementCount.desc(), t.companyId),
    index('company_counters_active_idx').on(t.activeEngagementCount.desc(), t.companyId),
  ],
);
