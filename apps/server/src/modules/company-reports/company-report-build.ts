import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyReports, storedFiles } from '../../db/schema/index.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyReportRow, companiesCovered, findReport, reportCompany } from './company-report.repository.ts';
import { reportSize } from './company-report-readers.ts';
import { reportUnits, writeCompanyReport } from './company-report-workbook.ts';

export type BuildOutcome = 'created' | 'skipped';

/** The attempt no longer owns the report (removed, asked again, or taken over by a retry): stop quietly. */
class Overtaken extends Error {}

/** `company_report_<name>_<YYYY-MM-DD>.xlsx`, the name made safe for every file system. */
export const reportFileName = (companyName: string, at: Date) =>
  `company_report_${companyName.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '')}_${at.toISOString().slice(0, 10)}.xlsx`;

/**
 * Marks `key` as the object this attempt writes, unless the report is created already or gone, and
 * deletes the object a killed attempt left under the key it recorded. False: nothing to do.
 */
async function takeOver(db: Db, storage: FileStorage, reportId: string, key: string): Promise<boolean> {
  const taken = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: companyReports.status, pendingFileKey: companyReports.pendingFileKey })
      .from(companyReports)
      .where(eq(companyReports.id, reportId))
      .for('update');
    if (!current || current.status === 'created') return null;
    await tx
      .update(companyReports)
      .set({ pendingFileKey: key, status: 'queued', progress: 0 })
      .where(eq(companyReports.id, reportId));
    return { previous: current.pendingFileKey };
  });
  if (!taken) return false;
  if (taken.previous) await storage.delete(taken.previous).catch(() => {});
  return true;
}

/** Writes the progress while this attempt still owns the report; false once it does not. */
async function setProgress(db: Db, reportId: string, key: string, progress: number): Promise<boolean> {
  const rows = await db
    .update(companyReports)
    .set({ progress })
    .where(and(eq(companyReports.id, reportId), eq(companyReports.pendingFileKey, key)))
    .returning({ id: companyReports.id });
  return rows.length > 0;
}

async function markFailed(db: Db, report: CompanyReportRow, key: string, error: unknown): Promise<void> {
  const message = String((error as Error)?.message ?? error).slice(0, 1000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyReports)
      .set({ status: 'failed', error: message, pendingFileKey: null })
      .where(and(eq(companyReports.id, report.id), eq(companyReports.pendingFileKey, key)))
      .returning({ id: companyReports.id });
    if (!row) return;
    await recordAudit(tx, {
      actorId: null,
      action: 'company.report_failed',
      entityType: 'company',
      entityId: report.companyId,
      companyId: report.companyId,
      after: { reportId: report.id, error: message },
    });
  });
}

/**
 * Builds a queued (or failed) company report: streams the workbook into a temporary file (memory
 * stays flat whatever the group's size), stores it under a fresh key and marks the report created,
 * all or nothing. As the SDS job does, the key is recorded on the row before anything is stored
 * (`takeOver`), so a process killed mid-way leaves nothing the next attempt does not clean; an
 * attempt that no longer owns the row (the report was removed or asked again, or a retry took it
 * over) stops at its next batch and commits nothing. A failure marks the report failed and is
 * thrown again, so the job retries it.
 */
export async function buildCompanyReport(
  db: Db,
  storage: FileStorage,
  reportId: string,
  now: Date,
): Promise<BuildOutcome> {
  const report = await findReport(db, reportId);
  if (!report || report.status === 'created') return 'skipped';
  const key = newFileKey('reports', 'xlsx');
  if (!(await takeOver(db, storage, report.id, key))) return 'skipped';
  const temporary = path.join(os.tmpdir(), `statera-company-report-${randomUUID()}.xlsx`);
  let stored = false;
  try {
    const company = await reportCompany(db, report.companyId);
    if (!company) throw new Error('the company no longer exists');
    const companies = await companiesCovered(db, company);
    const total = Math.max(
      1,
      reportUnits(
        await reportSize(
          db,
          companies.map((c) => c.id),
        ),
      ),
    );
    let done = 0;
    let shown = 0;
    const progress = async (units: number) => {
      done += units;
      const percent = Math.min(99, Math.floor((done * 100) / total));
      if (percent <= shown) return;
      shown = percent;
      if (!(await setProgress(db, report.id, key, percent))) throw new Overtaken();
    };
    const out = createWriteStream(temporary, { mode: 0o600 });
    let counts: Awaited<ReturnType<typeof writeCompanyReport>>;
    try {
      counts = await writeCompanyReport(db, out, { company, companies, generatedAt: now }, progress);
      await finished(out);
    } catch (error) {
      out.destroy();
      throw error;
    }
    const { size } = await stat(temporary);
    await storage.putFile(key, temporary, XLSX_MIME);
    stored = true;
    const committed = await db.transaction(async (tx) => {
      // Claims the row first: only while this attempt is still the one the row names.
      const [row] = await tx
        .update(companyReports)
        .set({ status: 'created', progress: 100, counts, generatedAt: now, error: null, pendingFileKey: null })
        .where(
          and(
            eq(companyReports.id, report.id),
            eq(companyReports.pendingFileKey, key),
            ne(companyReports.status, 'created'),
          ),
        )
        .returning({ id: companyReports.id });
      if (!row) return false;
      const [file] = await tx
        .insert(storedFiles)
        .values({ key, mime: XLSX_MIME, size, name: reportFileName(company.name, now) })
        .returning({ id: storedFiles.id });
      await tx.update(companyReports).set({ fileId: file!.id }).where(eq(companyReports.id, report.id));
      await recordAudit(tx, {
        actorId: null,
        action: 'company.report_created',
        entityType: 'company',
        entityId: report.companyId,
        companyId: report.companyId,
        after: { reportId: report.id, counts, size },
      });
      return true;
    });
    if (!committed) {
      await storage.delete(key).catch(() => {});
      return 'skipped';
    }
    return 'created';
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => {});
    if (error instanceof Overtaken) return 'skipped';
    await markFailed(db, report, key, error);
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
