import type { Readable } from 'node:stream';
import { ERROR_KEYS, type TAssessmentReportItem, type TAssessmentReports } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  findFile,
  findReportSubject,
  findVisibleReport,
  type ReportRow,
  type ReportSubject,
  reportsOf,
} from './report.repository.ts';
import { queueReport } from './report-queue.ts';

export function presentReport(r: ReportRow): TAssessmentReportItem {
  return {
    id: r.id,
    version: r.version,
    assessmentVersion: r.assessmentVersion,
    status: r.status,
    dateCreated: r.createdAt.toISOString(),
    dateGenerated: r.generatedAt?.toISOString() ?? null,
    pageCount: r.pageCount,
  };
}

/** What the assessment page shows of its statements (no access check: the caller has made it). */
export function assessmentReportsView(rows: ReportRow[]) {
  return {
    reportGenerated: rows.some((r) => r.status === 'generated'),
    interviewReports: rows.map(presentReport),
  };
}

async function visibleSubject(db: DbOrTx, actor: Actor, id: string, lock = false): Promise<ReportSubject> {
  const subject = await findReportSubject(db, actor, id, { lock });
  if (!subject) throw notFound('Assessment');
  return subject;
}

/** The statement versions of an assessment the actor sees, newest first. */
export async function listReports(db: DbOrTx, actor: Actor, assessmentId: string): Promise<TAssessmentReports> {
  await visibleSubject(db, actor, assessmentId);
  return { reports: (await reportsOf(db, [assessmentId])).map(presentReport) };
}

/**
 * PUT assessments/{id}/reports: queues a new statement version of an approved assessment (the
 * approver, the admins managing its company, the provider staff managing the client). Earlier
 * versions stay as they are. 403 for anyone else who sees it; 409 before approval.
 */
export async function requestReport(db: Db, actor: Actor, assessmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const subject = await visibleSubject(tx, actor, assessmentId, true);
    authorize(actor, 'assessmentReport.requestGeneration', subject);
    // Who may ask is settled above (403): what is left of `generate` is the assessment's state (409).
    authorize(actor, 'assessmentReport.generate', subject);
    await queueReport(tx, actor, assessmentId);
  });
}

export interface ReportDownload {
  fileName: string;
  size: number;
  body: Readable;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'client';

async function download(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  report: ReportRow,
  subject: ReportSubject,
): Promise<ReportDownload> {
  authorize(actor, 'assessmentReport.download', subject);
  if (report.status !== 'generated' || !report.fileId) {
    throw new AppError(409, ERROR_KEYS.reportNotReady, 'This statement is not generated yet.');
  }
  const file = await findFile(db, report.fileId);
  const body = file ? await storage.get(file.key) : null;
  if (!file || !body) throw new AppError(404, ERROR_KEYS.reportNotFound, 'The statement file is missing.');
  return {
    fileName: `Status-Determination-Statement-${slug(subject.companyName)}-v${report.version}.pdf`,
    size: file.size,
    body,
  };
}

/**
 * GET assessments/{id}/report?version=: the PDF of that statement version, by default the latest
 * generated one. 404 errors.reportNotFound when there is none; 409 errors.reportNotReady while
 * the asked version is queued or has failed.
 */
export async function readAssessmentReport(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  assessmentId: string,
  version?: number,
): Promise<ReportDownload> {
  const subject = await visibleSubject(db, actor, assessmentId);
  const rows = await reportsOf(db, [assessmentId]);
  const report =
    version === undefined
      ? (rows.find((r) => r.status === 'generated') ?? rows[0])
      : rows.find((r) => r.version === version);
  if (!report) throw new AppError(404, ERROR_KEYS.reportNotFound, 'This assessment has no such statement.');
  return download(db, storage, actor, report, subject);
}

/** GET assessment-reports/{id}: one statement by id, for whoever sees its assessment (else 404). */
export async function readReport(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  reportId: string,
): Promise<ReportDownload> {
  const found = await findVisibleReport(db, actor, reportId);
  if (!found) throw notFound('Report');
  return download(db, storage, actor, found.report, found.subject);
}
