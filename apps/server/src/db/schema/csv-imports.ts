import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A CSV or .xlsx import between its two stages (docs/decisions/csv-import.md): the parse call stores
 * the file (`file_key`, through the file storage) and this row, whose id is the key of the process
 * call; nothing else is written until the process job commits every record of the file in one
 * transaction. Rows that were never processed expire with their file (`expires_at`).
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity', { enum: ['engagements', 'users', 'clients', 'subsidiaries'] }).notNull(),
    /** The company the records go to (engagements, users), the parent (subsidiaries); null for clients. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: ['csv', 'xlsx'] }).notNull(),
    /** SHA-256 of the file's bytes: two imports of one file into one place never run at once. */
    fileSha256: text('file_sha256').notNull(),
    delimiter: text('delimiter'),
    encoding: text('encoding'),
    /** The parse call's options (what the preview assumed); the process call's replace them. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['parsed', 'queued', 'running', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('parsed'),
    rowCount: integer('row_count').notNull().default(0),
    errorRowCount: integer('error_row_count').notNull().default(0),
    phase: text('phase', { enum: ['waiting', 'validating', 'writing', 'done'] })
      .notNull()
      .default('waiting'),
    progressDone: integer('progress_done').notNull().default(0),
    /** Set when a run starts and renewed while it works: a run whose lease has passed was killed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Runs so far; the committing run must still be the latest (an overtaken run rolls back). */
    attempt: integer('attempt').notNull().default(0),
    cancelRequested: timestamp('cancel_requested', { withTimezone: true }),
    /** The rows with errors a failed run met (the first CSV_IMPORT_LIMITS.errorRowsKept). */
    errorRows: jsonb('error_rows').$type<unknown[]>(),
    error: text('error'),
    result: jsonb('result').$type<{ created: number; invited: number; ids: string[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One queued or running import of a file per place: the second process call is a 409.
    uniqueIndex('csv_imports_active_file_uq')
      .on(t.entity, sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.fileSha256)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('csv_imports_expires_idx').on(t.expiresAt),
    index('csv_imports_created_by_idx').on(t.createdById),
  ],
);
