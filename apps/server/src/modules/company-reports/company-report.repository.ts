import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyReports, storedFiles } from '../../db/schema/index.ts';

export type CompanyReportRow = typeof companyReports.$inferSelect;

/** A company's report with its stored file (when created), or null. */
export async function reportOfCompany(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({
      report: companyReports,
      file: {
        id: storedFiles.id,
        key: storedFiles.key,
        name: storedFiles.name,
        mime: storedFiles.mime,
        size: storedFiles.size,
      },
    })
    .from(companyReports)
    .leftJoin(storedFiles, eq(storedFiles.id, companyReports.fileId))
    .where(eq(companyReports.companyId, companyId));
  return row ?? null;
}

export async function findReport(db: DbOrTx, id: string): Promise<CompanyReportRow | null> {
  const [row] = await db.select().from(companyReports).where(eq(companyReports.id, id));
  return row ?? null;
}

/** The company a report is about (live), or null. */
export async function reportCompany(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row ?? null;
}

/** The companies a report covers: the company first, then (for a client) its live subsidiaries by name. */
export function companiesCovered(db: DbOrTx, company: { id: string; parentId: string | null }) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      company.parentId === null
        ? and(or(eq(companies.id, company.id), eq(companies.parentId, company.id)), isNull(companies.deletedAt))
        : eq(companies.id, company.id),
    )
    .orderBy(sql`${companies.id} <> ${company.id}`, asc(companies.name));
}
