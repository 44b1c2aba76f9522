import type { TCompanyReportCounts } from '@statera/shared';
import { COMPANY_REPORT_STATUSES } from '@statera/shared';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/**
 * A company's report (spec §3 Company report): one row per company, a workbook of the company's
 * engagements (a client's: its group's) built by the `company-report.build` job into the file store.
 * Asking again rebuilds it in the same row. docs/decisions/company-report.md.
 */
export const companyReports = pgTable(
  'company_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COMPANY_REPORT_STATUSES }).notNull().default('queued'),
    /** 0–100, written by the job as it goes. */
    progress: integer('progress').notNull().default(0),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /**
     * The object the running attempt writes: set before the workbook is stored, cleared when the
     * attempt commits. A killed attempt leaves it; the next one deletes that object first, and an
     * attempt whose key is no longer the pending one does not commit (as the SDS job does).
     */
    pendingFileKey: text('pending_file_key'),
    counts: jsonb('counts').$type<TCompanyReportCounts>(),
    error: text('error'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_reports_company_uq').on(t.companyId),
    uniqueIndex('company_reports_file_uq').on(t.fileId),
  ],
);
