import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyStatus } from './enums.ts';
import { trigram } from './trigram.ts';
import { users } from './users.ts';

/** A client (parentId null) or one of its subsidiaries. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    number: text('number'),
    taxNumber: text('tax_number'),
    sector: text('sector'),
    parentId: uuid('parent_id').references((): AnyPgColumn => companies.id),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id),
    status: companyStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The status when it was archived (awaiting or active); a restore goes back to it. */
    statusBeforeArchive: companyStatus('status_before_archive'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    accountingYearEnd: text('accounting_year_end'),
    externalCompanyId: text('external_company_id'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    phone: text('phone'),
    /** Whether the appeal feature asks the admin to set up appeal managers (spec §2). */
    shouldSetAppealManagers: boolean('should_set_appeal_managers').notNull().default(false),
    /**
     * The name and number lowercased, kept by PostgreSQL: the companies list's search is
     * `name_lower like lower(term)`, which is what `name ilike term` computes (PostgreSQL lowercases
     * both sides of an ilike in a multibyte encoding) without lowercasing every company's name again
     * on each search — the provider's search counted its matches in 2.5 ms with ilike, 0.8 with these
     * (docs/decisions/performance.md, "Bodies discarded by the load generator, and a lowercased search").
     */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    numberLower: text('number_lower').generatedAlwaysAs(sql`lower(number)`),
  },
  (t) => [
    index('companies_parent_idx').on(t.parentId),
    index('companies_manager_idx').on(t.managerId),
    index('companies_name_idx').on(t.name, t.id),
    trigram('companies_name_trgm', t.name),
    trigram('companies_number_trgm', t.number),
  ],
);

/** Group-level settings of a client (spec §3 holding settings); only the group admin edits them. */
export const holdingSettings = pgTable('holding_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  highRiskThreshold: integer('high_risk_threshold').notNull().default(10),
  mediumRiskThreshold: integer('medium_risk_threshold').notNull().default(20),
  riskMargin: integer('risk_margin').notNull().default(5),
  changePasswordPeriodWeeks: integer('change_password_period_weeks'),
  mailVerificationPeriod: text('mail_verification_period').notNull().default('off'),
  mailVerificationNewDevice: boolean('mail_verification_new_device').notNull().default(false),
  blockedPermissions: jsonb('blocked_permissions').$type<string[]>().notNull().default([]),
  continuousEmployed: boolean('continuous_employed').notNull().default(false),
  /** Contractor emails are held and sent as a digest every N days (0 = at once; spec §3: 0, 1, 7, 30). */
  contractorNotificationFrequency: integer('contractor_notification_frequency').notNull().default(0),
});

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('departments_company_name_uq').on(t.companyId, t.name)],
);
