import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { assessmentStatus, assessmentType, engagedEntityType, engagementStatus, engagementType } from './enums.ts';

/**
 * How many engagements each company's list shows, per status and type: not deleted. Kept exactly
 * by the statement-level trigger on engagements (`company_counters_apply`, migration `status_counters`,
 * hand-written), so the total of a list whose scope is whole companies, unfiltered or filtered by
 * status only, is a few rows summed instead of every row counted (`status_counters`; the type since `counter_types`). A missing row is zero.
 */
export const engagementStatusCounters = pgTable(
  'engagement_status_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: engagementStatus('status').notNull(),
    type: engagementType('type').notNull(),
    listedCount: integer('listed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.type] })],
);

/**
 * How many listed assessments (of live engagements) each company has, per status and type: a
 * manager's assessment list, unfiltered or filtered by stored statuses and types, sums its total from here. Kept by the
 * statement-level trigger on assessments (`assessment_counters_apply`, migration `status_counters`).
 */
export const assessmentStatusCounters = pgTable(
  'assessment_status_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: assessmentStatus('status').notNull(),
    type: assessmentType('type').notNull(),
    listedCount: integer('listed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.type] })],
);

/**
 * How many engaged entities each client group has, per type and status: the entity list's total,
 * unfiltered or filtered by type and status (no search), is a few rows summed instead of every entity
 * counted (the provider admin's 200,000 on every page: 80 ms). Kept exactly by the statement-level
 * trigger on engaged_entities (`engaged_entity_counters_apply`, migration `engaged_entity_counters`,
 * hand-written). A missing row is zero.
 */
export const engagedEntityCounters = pgTable(
  'engaged_entity_counters',
  {
    mainCompanyId: uuid('main_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: engagedEntityType('type').notNull(),
    status: text('status', { enum: ['active', 'archived'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mainCompanyId, t.type, t.status] })],
);
