import { CHAIN_PARTY_KINDS, CLIENT_KINDS, UK_STATUSES } from '@statera/off-payroll';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
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
import { companies } from './companies.ts';
import { agencies, engagements } from './engagements.ts';
import { users } from './users.ts';

/**
 * The off-payroll profile of a client group (keyed by its top company): what decides which size test
 * applies (docs/off-payroll-liability.md). Absent: a company with a UK connection, no figures.
 */
export const clientSizeProfiles = pgTable('client_size_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: CLIENT_KINDS }).notNull().default('company'),
  publicAuthority: boolean('public_authority').notNull().default(false),
  ukConnection: boolean('uk_connection').notNull().default(true),
  paysApprenticeshipLevy: boolean('pays_apprenticeship_levy').notNull().default(false),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A financial year of the client group with its size figures (the group's aggregates when `is_group`),
 * the evidence they come from, who entered them and who confirmed them. Money in pence.
 */
export const clientFinancialYears = pgTable(
  'client_financial_years',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    filingDeadline: date('filing_deadline', { mode: 'string' }),
    turnoverPence: bigint('turnover_pence', { mode: 'number' }).notNull(),
    balanceSheetPence: bigint('balance_sheet_pence', { mode: 'number' }).notNull(),
    employees: doublePrecision('employees').notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    turnoverGrossPence: bigint('turnover_gross_pence', { mode: 'number' }),
    balanceSheetGrossPence: bigint('balance_sheet_gross_pence', { mode: 'number' }),
    excludedFromSmallRegime: boolean('excluded_from_small_regime').notNull().default(false),
    firstFinancialYear: boolean('first_financial_year').notNull().default(false),
    evidence: text('evidence').notNull(),
    enteredById: uuid('entered_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedById: uuid('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_financial_years_company_start_uq').on(t.companyId, t.start)],
);

/**
 * The recorded scope decision of a client group for a tax year (2026 = 2026/27): rewritten in the
 * transaction of every change to its profile or figures, with the working shown to the client.
 */
export const clientScopeDecisions = pgTable(
  'client_scope_decisions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    inScope: boolean('in_scope').notNull(),
    basis: text('basis').notNull(),
    decided: boolean('decided').notNull(),
    relevantFinancialYearId: uuid('relevant_financial_year_id').references(() => clientFinancialYears.id, {
      onDelete: 'set null',
    }),
    working: jsonb('working').$type<unknown[]>().notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.taxYear] })],
);

/**
 * A party of an engagement's supply chain below the client, in order (position 1 contracts with the
 * client). The SDS receipt recorded by hand lives here; receipts by download are in the contractor
 * report ledger (`contractor_report_recipients.chain_party_id`).
 */
export const engagementChainParties = pgTable(
  'engagement_chain_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: CHAIN_PARTY_KINDS }).notNull(),
    name: text('name').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    ukStatus: text('uk_status', { enum: UK_STATUSES }).notNull(),
    workerControlled: boolean('worker_controlled').notNull().default(false),
    connectedToUmbrella: boolean('connected_to_umbrella').notNull().default(false),
    email: text('email'),
    sdsConfirmedOn: date('sds_confirmed_on', { mode: 'string' }),
    sdsConfirmedById: uuid('sds_confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    sdsConfirmationNote: text('sds_confirmation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('engagement_chain_parties_position_uq').on(t.engagementId, t.position),
    index('engagement_chain_parties_agency_idx').on(t.agencyId),
  ],
);

/**
 * A recorded finding that the client did not take reasonable care on an engagement's determination
 * (ITEPA 2003 s.61NA): the client is then liable. One row per engagement; withdrawn by `not_taken = false`.
 */
export const engagementReasonableCare = pgTable('engagement_reasonable_care', {
  engagementId: uuid('engagement_id')
    .primaryKey()
    .references(() => engagements.id, { onDelete: 'cascade' }),
  notTaken: boolean('not_taken').notNull(),
  note: text('note').notNull(),
  recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
