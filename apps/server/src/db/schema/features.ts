import { FEATURE_NAMES, FEATURE_STATUSES } from '@statera/shared';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A company's subscription to one feature (spec §3 Feature): active or ended, 12 months from its
 * start with optional auto renewal. Only an active feature whose end has not passed is enabled.
 * One row per company and feature; renewals move the end date (history in the audit events).
 */
export const companyFeatures = pgTable(
  'company_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name', { enum: FEATURE_NAMES }).notNull(),
    status: text('status', { enum: FEATURE_STATUSES }).notNull().default('active'),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    /** Null = without end (the features every company has by default). */
    dateEnd: date('date_end', { mode: 'string' }),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    activatedById: uuid('activated_by_id').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_features_company_name_uq').on(t.companyId, t.name),
    index('company_features_expiry_idx').on(t.status, t.dateEnd),
    index('company_features_updated_idx').on(t.updatedAt),
    // The features list's default order (end date first, the undated last): its first pages read in
    // index order (6.6 ms of sorting every row before; docs/decisions/performance.md).
    index('company_features_date_end_idx').on(t.dateEnd),
  ],
);
