import type { Readable } from 'node:stream';
import { ERROR_KEYS, type TAppealAttachmentToken } from '@statera/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  type AppealRow,
  attachmentsOf,
  commentOfAttachment,
  findWorkerVisibleComment,
  reportVersions,
} from './appeal-contractor.repository.ts';
import { signAttachmentToken } from './attachment-token.ts';

export interface AppealFile {
  fileName: string;
  mime: string;
  body: Readable | NodeJS.ReadableStream;
}

/** GET appeals/{key}/attachment-token: a 5-minute token that opens the appeal's files without the key. */
export function issueAttachmentToken(secret: string, appeal: AppealRow, now = new Date()): TAppealAttachmentToken {
  const { token, expiresAt } = signAttachmentToken(secret, appeal.id, now);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The files of a comment the worker may see (404 for a comment they may not see). */
async function visibleCommentFiles(db: Db, appeal: AppealRow, commentId: string) {
  const comment = await findWorkerVisibleComment(db, appeal.id, commentId);
  if (!comment) throw notFound('Comment');
  return attachmentsOf(db, [comment.id]);
}

/**
 * GET appeals/{token}/attachments/{attachmentId}: one file of a comment the worker may see (the
 * shared threads: their own comments and everyone's submitted ones).
 */
export async function downloadAppealAttachment(
  db: Db,
  storage: FileStorage,
  appeal: AppealRow,
  attachmentId: string,
): Promise<AppealFile> {
  const commentId = await commentOfAttachment(db, attachmentId);
  if (!commentId) throw notFound('Attachment');
  const file = (await visibleCommentFiles(db, appeal, commentId)).find((f) => f.id === attachmentId);
  if (!file) throw notFound('Attachment');
  const body = await storage.get(file.key);
  if (!body) throw notFound('Attachment');
  return { fileName: file.name ?? `attachment.${file.key.split('.').pop()}`, mime: file.mime, body };
}

/** Distinct names inside a zip: a repeated name gets " (2)", " (3)" before its extension. */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const safe = name.replace(/[\\/]/g, '_');
    let candidate = safe;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = safe.lastIndexOf('.');
      candidate = dot > 0 ? `${safe.slice(0, dot)} (${n})${safe.slice(dot)}` : `${safe} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * GET appeals/{token}/comments/{commentId}/files: the comment's files in one zip, streamed (each
 * file is read from the store as the archive is written, never held whole in memory).
 */
export async function zipCommentFiles(
  db: Db,
  storage: FileStorage,
  appeal: AppealRow,
  commentId: string,
): Promise<AppealFile> {
  const files = await visibleCommentFiles(db, appeal, commentId);
  if (files.length === 0) throw new AppError(404, ERROR_KEYS.notFound, 'This comment has no files.');
  // Loaded on the first zip, not at start (it and pako hold memory the API's reads never need).
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const names = uniqueNames(files.map((f) => f.name ?? `attachment.${f.key.split('.').pop()}`));
  for (const [i, f] of files.entries()) {
    const body = await storage.get(f.key);
    if (!body) throw notFound('Attachment');
    zip.file(names[i]!, body, { binary: true });
  }
  const body = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' });
  return { fileName: `appeal-comment-files.zip`, mime: 'application/zip', body };
}

/** GET appeals/{key}/assessment-report?version=: the SDS PDF, by version (default: the one appealed). */
export async function appealAssessmentReport(
  db: Db,
  storage: FileStorage,
  appeal: AppealRow,
  version: number | undefined,
): Promise<AppealFile> {
  const reports = await reportVersions(db, appeal.assessmentId);
  const report =
    version !== undefined
      ? reports.find((r) => r.version === version)
      : (reports.find((r) => r.id === appeal.assessmentReportId) ?? reports[0]);
  if (!report) throw new AppError(404, ERROR_KEYS.reportNotFound, 'No statement with this version.');
  const body = await storage.get(report.fileKey);
  if (!body) throw new AppError(404, ERROR_KEYS.reportNotFound, 'No statement with this version.');
  return {
    fileName: `status-determination-statement-v${report.version}.pdf`,
    mime: report.mime ?? 'application/pdf',
    body,
  };
}
