import type { TCompanyReport } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { companyReports, storedFiles } from '../../db/schema/index.ts';
import { sendJob } from '../../jobs/send.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadVisibleCompany } from '../companies/company-admin.service.ts';
import { linkFor } from '../documents/attachment.service.ts';
import type { AttachmentTokens } from '../documents/attachment-token.ts';
import { companyReportJob } from './company-report.job.ts';
import { presentCompanyReport } from './company-report.presenter.ts';
import { reportOfCompany } from './company-report.repository.ts';

/**
 * `POST /api/companies/{id}/report`: asks for the company's report, built in the background. A
 * report being built is answered as it is (asking twice starts nothing); a created or failed one is
 * rebuilt in its row (its old file is removed once this commits). The job is sent in the same
 * transaction, so a refused request leaves nothing queued.
 */
export async function requestCompanyReport(db: Db, storage: FileStorage, actor: Actor, companyId: string) {
  const oldKeys = await db.transaction(async (tx) => {
    const company = await loadVisibleCompany(tx, actor, companyId, true);
    authorize(actor, 'company.report', company);
    const [current] = await tx
      .select({ id: companyReports.id, status: companyReports.status, fileId: companyReports.fileId })
      .from(companyReports)
      .where(eq(companyReports.companyId, companyId))
      .for('update');
    if (current?.status === 'queued') return [];
    const fresh = {
      status: 'queued' as const,
      progress: 0,
      fileId: null,
      counts: null,
      error: null,
      generatedAt: null,
      createdAt: new Date(),
      requestedById: actor.id,
    };
    // The company row is locked above, so two requests for one company take turns here.
    const [report] = current
      ? await tx.update(companyReports).set(fresh).where(eq(companyReports.id, current.id)).returning()
      : await tx
          .insert(companyReports)
          .values({ ...fresh, companyId })
          .returning();
    const removed = current?.fileId
      ? await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId)).returning({ key: storedFiles.key })
      : [];
    await sendJob(tx, companyReportJob, { reportId: report!.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.report_requested',
      entityType: 'company',
      entityId: companyId,
      companyId,
      after: { reportId: report!.id },
    });
    return removed.map((r) => r.key);
  });
  await Promise.allSettled(oldKeys.map((key) => storage.delete(key)));
}

/**
 * `GET /api/companies/{id}/report`: the report's state and progress; once created, its file with a
 * fresh signed link. 404 when the company has none (or the actor may not see the company).
 */
export async function getCompanyReport(
  db: Db,
  tokens: AttachmentTokens,
  actor: Actor,
  companyId: string,
): Promise<TCompanyReport> {
  const company = await loadVisibleCompany(db, actor, companyId);
  authorize(actor, 'company.report', company);
  const row = await reportOfCompany(db, companyId);
  if (!row) throw notFound('Company report');
  const link = row.report.status === 'created' && row.file ? linkFor(tokens, actor, row.file.id) : null;
  return presentCompanyReport(row, link, { request: true, delete: true });
}

/**
 * `DELETE /api/companies/{id}/report`: removes the report and its file; a build under way stops at
 * its next batch and commits nothing.
 */
export async function deleteCompanyReport(db: Db, storage: FileStorage, actor: Actor, companyId: string) {
  const keys = await db.transaction(async (tx) => {
    const company = await loadVisibleCompany(tx, actor, companyId, true);
    authorize(actor, 'company.report', company);
    const [report] = await tx.delete(companyReports).where(eq(companyReports.companyId, companyId)).returning();
    if (!report) throw notFound('Company report');
    const file = report.fileId
      ? await tx.delete(storedFiles).where(eq(storedFiles.id, report.fileId)).returning({ key: storedFiles.key })
      : [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.report_deleted',
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: { reportId: report.id, status: report.status },
    });
    return [...file.map((f) => f.key), ...(report.pendingFileKey ? [report.pendingFileKey] : [])];
  });
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
