import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** The key of engagements without a department in `engagement_risk_counters` (a key cannot be null). */
export const NO_DEPARTMENT_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * The live, active engagements of each company per department, latest risk band and latest outcome
 * (`none`: not yet determined), with their contract value: the risk heatmap's cells and the company
 * statistics' outcome figures are a few of these rows summed instead of every engagement read. Kept
 * exactly by a statement-level trigger on engagements (migration `dashboards`, hand-written), like
 * `engagement_status_counters`; the app never writes it. A missing row is zero.
 */
export const engagementRiskCounters = pgTable(
  'engagement_risk_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The department, or NO_DEPARTMENT_KEY. */
    departmentKey: uuid('department_key').notNull(),
    /** low, medium, high or none. */
    riskKey: text('risk_key').notNull(),
    /** employed, self_employed or none. */
    outcomeKey: text('outcome_key').notNull(),
    engagements: integer('engagements').notNull().default(0),
    contractValuePence: bigint('contract_value_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.departmentKey, t.riskKey, t.outcomeKey] })],
);
