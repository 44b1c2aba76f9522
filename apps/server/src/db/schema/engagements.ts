import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, departments } from './companies.ts';
import { engagedEntityType, engagementStatus, engagementType, riskLevel } from './enums.ts';
import { trigram } from './trigram.ts';
import { users } from './users.ts';

/**
 * What the engagement and assessment lists' search reads: the individual's and the entity's names
 * (copied onto the engagement) and the service, the fields apart by a character no one types
 * (chr(31)), so a pattern matches within one field exactly as one ILIKE per field did, and one
 * trigram index serves it (`engagements_live_search_trgm`).
 */
export const engagementSearchText = (t: {
  engagedIndividualName: AnyPgColumn;
  engagedEntityName: AnyPgColumn;
  serviceProvided: AnyPgColumn;
}) =>
  sql`(coalesce(${t.engagedIndividualName}, '') || chr(31) || coalesce(${t.engagedEntityName}, '') || chr(31) || coalesce(${t.serviceProvided}, ''))`;

/** Intermediaries; belong to the client group (mainCompanyId = the top company). */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainCompanyId: uuid('main_company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    number: text('number'),
    email: text('email'),
    /** The agency's contact person (spec §8 "must choose or invite an agency person"). */
    contactName: text('contact_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_company_name_uq').on(t.mainCompanyId, t.name), trigram('agencies_name_trgm', t.name)],
);

/** The company, LLP or sole trader engaged; shared across the client group. */
export const engagedEntities = pgTable(
  'engaged_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainCompanyId: uuid('main_company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    number: text('number'),
    type: engagedEntityType('type').notNull(),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('engaged_entities_company_name_uq').on(t.mainCompanyId, t.name),
    trigram('engaged_entities_name_trgm', t.name),
    trigram('engaged_entities_number_trgm', t.number),
    // The engagement lists sorted by entity name across companies walk entities in name order.
    index('engaged_entities_name_id_idx').on(t.name, t.id),
  ],
);

export const engagedIndividuals = pgTable(
  'engaged_individuals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagedEntityId: uuid('engaged_entity_id')
      .notNull()
      .references(() => engagedEntities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    /**
     * The entity's group, copied so a search within a group drops other groups' individuals as it
     * reads their trigram matches, without looking each one's entity up. Written with the individual
     * (every write path knows the group); triggers (migration 0040) fill it when a statement leaves
     * it out, recompute it when an individual changes entity, and carry an entity's change of group.
     */
    mainCompanyId: uuid('main_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('engaged_individuals_entity_idx').on(t.engagedEntityId),
    index('engaged_individuals_name_idx').on(t.name, t.id),
    // A group's individuals by name (the options list, 0046): read in order within the group, where
    // the names of every group were walked (993 read for 100 of a 20k group, more for smaller ones).
    index('engaged_individuals_group_name_idx').on(t.mainCompanyId, t.name, t.id),
    trigram('engaged_individuals_name_trgm', t.name),
    trigram('engaged_individuals_email_trgm', t.email),
  ],
);

export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: uuid('department_id').references(() => departments.id),
    agencyId: uuid('agency_id').references(() => agencies.id),
    engagedEntityId: uuid('engaged_entity_id')
      .notNull()
      .references(() => engagedEntities.id),
    engagedIndividualId: uuid('engaged_individual_id')
      .notNull()
      .references(() => engagedIndividuals.id),
    engagedIndividualRole: text('engaged_individual_role'),
    answererId: uuid('answerer_id')
      .notNull()
      .references(() => users.id),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id),
    status: engagementStatus('status').notNull().default('active'),
    type: engagementType('type').notNull().default('normal'),
    contractStart: date('contract_start', { mode: 'string' }).notNull(),
    contractEnd: date('contract_end', { mode: 'string' }).notNull(),
    contractValuePence: bigint('contract_value_pence', { mode: 'number' }).notNull(),
    serviceProvided: text('service_provided').notNull(),
    yourReference: text('your_reference'),
    archivedComment: text('archived_comment'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the contract end passed (status ended); auto-archived a set number of days later. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The status when it was archived; a restore goes back to it. */
    statusBeforeArchive: engagementStatus('status_before_archive'),
    /** Soft delete: hidden from every list and lookup. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The engagement this one was duplicated from (duplicatedEngagementId). */
    duplicatedFromId: uuid('duplicated_from_id').references((): AnyPgColumn => engagements.id, {
      onDelete: 'set null',
    }),
    /** A test engagement became a normal one (transform). */
    transformedAt: timestamp('transformed_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id),
    /** The CSV import that logged it (csv_imports.id; kept after the import row expires): the result's list filter. */
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Sort keys of the engagement lists, copies of the engaged individual's and entity's names. Kept
     * by triggers (migration 0013, hand-written): set from the individual / entity on every insert or
     * change of the engagement, and rewritten in the same transaction when a name changes. Never
     * written by the app; read only to order and search lists (the names shown come from their tables).
     */
    engagedIndividualName: text('engaged_individual_name'),
    engagedEntityName: text('engaged_entity_name'),
    /**
     * Sort key of the lists sorted by company: a copy of the company's name, kept like the two above
     * (migration `company_sort_name`, hand-written): set on every insert or move of the engagement,
     * rewritten when the company is renamed. Never written by the app; list rows show it too (no join
     * of the companies per page), the engagement's page reads `companies`.
     */
    companyName: text('company_name'),
    /**
     * The top company of the engagement's group (the company's parent, or the company itself), kept
     * by the same trigger as `companyName` (migration 0047, hand-written) and by a trigger on a
     * company's parent. Never written by the app; the search index is keyed by it, so a group's
     * search reads the group's matches only (docs/decisions/performance.md, "A group's search").
     */
    rootCompanyId: uuid('root_company_id'),
    /**
     * The latest determination: the risk and outcome of the engagement's most recently approved
     * assessment (null before the first approval). Kept by a trigger on assessments (migration
     * `dashboards`, hand-written), never written by the app; the risk heatmap, the company statistics
     * and the engagement list's risk and outcome filters read it.
     */
    latestRiskLevel: riskLevel('latest_risk_level'),
    latestOutcome: text('latest_outcome', { enum: ['employed', 'self_employed'] }),
  },
  (t) => [
    index('engagements_answerer_idx').on(t.answererId),
    index('engagements_approver_idx').on(t.approverId),
    // The default order (newest first) per company and across all companies, read backwards in index order
    // (the per-company one also serves every lookup by company: an index on (company_id, created_at) alone
    // was a duplicate, written for each inserted row for nothing).
    index('engagements_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
    index('engagements_created_id_idx').on(t.createdAt, t.id),
    // The search finds entities and individuals first and reaches their engagements through these.
    index('engagements_entity_idx').on(t.engagedEntityId),
    index('engagements_individual_idx').on(t.engagedIndividualId),
    // The engagement and assessment lists' search: one trigram index over the names copied onto
    // engagements and the service, live rows only (0045), keyed by the group's top company (0047).
    // A search within a group names its top company and reads only the group's matches (one key, not
    // one scan per company: keyed by company, 0024, a group's six companies made it slower than no
    // key); a search across groups names none and reads the trigrams alone (docs/decisions/performance.md).
    index('engagements_live_search_trgm')
      .using('gin', t.rootCompanyId, sql`${engagementSearchText(t)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // An agency's engagements, and the agency lists' counts by status and type read from the index
    // alone (0042; a page of 20 agencies visited each of their engagements' rows three times).
    index('engagements_agency_idx').on(t.agencyId, t.status, t.type, t.deletedAt),
    // The roles named in a group (engaged-individual-roles) without reading its engagements (0042).
    index('engagements_company_role_idx')
      .on(t.companyId, t.engagedIndividualRole)
      .where(sql`${t.engagedIndividualRole} is not null`),
    // The engagements of one import (the result screen's and the digest emails' list filter).
    index('engagements_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    index('engagements_status_ended_idx').on(t.status, t.endedAt),
    // List filters by status within a company keep the index-ordered page (newest first).
    index('engagements_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    // The daily job finds active engagements past their contract end.
    index('engagements_status_contract_end_idx').on(t.status, t.contractEnd),
    // Engagement list keys (migration engagement_list_keys): every list reads live rows only, so
    // partial indexes on `deleted_at is null` answer a page's ids and the counts from the index alone
    // (index-only scans), per company, per seat and across all companies, for each sortable column.
    // the narrowest: counts of live engagements (across all companies or per company), index-only
    index('engagements_live_company_idx').on(t.companyId).where(sql`${t.deletedAt} is null`),
    index('engagements_live_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_created_idx').on(t.companyId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_answerer_created_idx')
      .on(t.answererId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('engagements_live_approver_created_idx')
      .on(t.approverId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('engagements_live_start_idx').on(t.contractStart, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_start_idx')
      .on(t.companyId, t.contractStart, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('engagements_live_individual_name_idx').on(t.engagedIndividualName, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_individual_name_idx')
      .on(t.companyId, t.engagedIndividualName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('engagements_live_entity_name_idx').on(t.engagedEntityName, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_entity_name_idx')
      .on(t.companyId, t.engagedEntityName, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Sorted by company (the copied name), ties by id in the same direction: one index range across
    // every company and per company, either way.
    index('engagements_live_company_name_idx').on(t.companyName, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_company_name_idx')
      .on(t.companyId, t.companyName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('engagements_live_end_idx').on(t.contractEnd, t.id).where(sql`${t.deletedAt} is null`),
    index('engagements_live_company_end_idx').on(t.companyId, t.contractEnd, t.id).where(sql`${t.deletedAt} is null`),
  ],
);
