import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentReports, storedFiles } from '../../db/schema/index.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';
import { statementOffPayroll } from '../off-payroll/statement-off-payroll.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import { workerAccountForStatement } from '../worker-account/worker-account-statement.ts';
import { companyOfAssessment, findReport, loadStatementSource, type ReportRow } from './report.repository.ts';
import { renderStatement } from './sds/render-statement.ts';
import { toStatement } from './sds/statement.ts';

export type GenerationOutcome = 'generated' | 'skipped';

async function markFailed(db: Db, report: ReportRow, error: unknown): Promise<void> {
  const message = String((error as Error)?.message ?? error).slice(0, 1000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(assessmentReports)
      .set({ status: 'failed', error: message })
      .where(and(eq(assessmentReports.id, report.id), ne(assessmentReports.status, 'generated')))
      .returning({ id: assessmentReports.id });
    if (!row) return;
    await recordAudit(tx, {
      actorId: null,
      action: 'assessment.report_failed',
      entityType: 'assessment',
      entityId: report.assessmentId,
      companyId: await companyOfAssessment(tx, report.assessmentId),
      after: { reportId: report.id, version: report.version, error: message },
    });
  });
}

/**
 * Marks `key` as the object this attempt writes, unless the version is generated already, and
 * deletes the object the row named before (an attempt killed between storing its PDF and committing,
 * or one still running, which then does not commit). False: nothing to do.
 */
async function takeOver(db: Db, storage: FileStorage, reportId: string, key: string): Promise<boolean> {
  const taken = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: assessmentReports.status, pendingFileKey: assessmentReports.pendingFileKey })
      .from(assessmentReports)
      .where(eq(assessmentReports.id, reportId))
      .for('update');
    if (!current || current.status === 'generated') return null;
    await tx.update(assessmentReports).set({ pendingFileKey: key }).where(eq(assessmentReports.id, reportId));
    return { previous: current.pendingFileKey };
  });
  if (!taken) return false;
  if (taken.previous) await storage.delete(taken.previous).catch(() => {});
  return true;
}

/**
 * Renders a queued (or failed) statement, stores the PDF under a fresh key and marks the row
 * generated, all or nothing: a generated version is never rendered again (`skipped`). The key is
 * recorded on the row before the PDF is stored (`takeOver`), so a process killed in between leaves
 * nothing the next attempt does not clean; an attempt overtaken by another (a job retried while
 * it still ran) does not commit and deletes its own object. On failure the row is marked failed with
 * the error and the error is thrown again (the job retries).
 */
export async function generateReport(
  db: Db,
  storage: FileStorage,
  reportId: string,
  now: Date,
): Promise<GenerationOutcome> {
  const report = await findReport(db, reportId);
  if (!report || report.status === 'generated') return 'skipped';
  let key: string | null = null;
  try {
    const source = await loadStatementSource(db, report);
    const offPayroll = source
      ? await statementOffPayroll(db, source.engagement.id, now.toISOString().slice(0, 10))
      : null;
    // The channel the statement names for a disagreement is the one the client uses on the day it is issued.
    const appealProcess = source ? await isFeatureEnabled(db, source.company.id, 'appeal_process', now) : false;
    const workerAccount = await workerAccountForStatement(db, report.assessmentId);
    const statement = source ? toStatement(source, report, now, { appealProcess, offPayroll, workerAccount }) : null;
    if (!statement) throw new Error(`answer version ${report.assessmentVersion} of the assessment is missing`);
    const { pdf, pageCount } = await renderStatement(statement);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const fileKey = newFileKey('reports', 'pdf');
    if (!(await takeOver(db, storage, report.id, fileKey))) return 'skipped';
    key = fileKey;
    await storage.put(fileKey, pdf, 'application/pdf');
    const done = await db.transaction(async (tx) => {
      // Claims the row first: a version another run generated, or is generating (it took the
      // pending key over), is left as it is.
      const [row] = await tx
        .update(assessmentReports)
        .set({
          status: 'generated',
          pageCount,
          sha256,
          generatedAt: now,
          error: null,
          pendingFileKey: null,
          // The tax year judged and whether the statement is a statutory SDS (issue 28).
          offPayrollTaxYear: offPayroll?.taxYear ?? null,
          statutory: offPayroll ? offPayroll.statutory : null,
        })
        .where(
          and(
            eq(assessmentReports.id, report.id),
            ne(assessmentReports.status, 'generated'),
            eq(assessmentReports.pendingFileKey, fileKey),
          ),
        )
        .returning({ id: assessmentReports.id });
      if (!row) return false;
      const [file] = await tx
        .insert(storedFiles)
        .values({ key: fileKey, mime: 'application/pdf', size: pdf.length, name: `${statement.statementId}.pdf` })
        .returning({ id: storedFiles.id });
      await tx.update(assessmentReports).set({ fileId: file!.id }).where(eq(assessmentReports.id, report.id));
      await recordAudit(tx, {
        actorId: null,
        action: 'assessment.report_generated',
        entityType: 'assessment',
        entityId: report.assessmentId,
        companyId: source!.company.id,
        after: { reportId: report.id, version: report.version, pageCount, sha256 },
      });
      const ref = { engagementId: source!.engagement.id, companyId: source!.company.id };
      await emitDomainEvent(tx, {
        type: 'sds.issued',
        companyId: ref.companyId,
        data: { ...ref, assessmentId: report.assessmentId, reportId: report.id, version: report.version },
      });
      return true;
    });
    if (!done) await storage.delete(fileKey).catch(() => {});
    return done ? 'generated' : 'skipped';
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {});
    await markFailed(db, report, error);
    throw error;
  }
}
