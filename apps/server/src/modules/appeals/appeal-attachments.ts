import type { Readable } from 'node:stream';
import { ERROR_KEYS, type TAttachAttachments, type TDetachAttachments } from '@statera/shared';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appealCommentAttachments, appealComments, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { StoredUpload, UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadAppeal } from './appeal.service.ts';
import { lockForStep } from './appeal-actions.ts';
import { ownComment, requireOpen } from './appeal-comment-access.ts';

/** Files at most per comment. */
export const APPEAL_ATTACHMENTS_PER_COMMENT = 10;

/**
 * Evidence on a manager's appeal comment: up to 5 files a request (fields file, file2…file5), each
 * at most 10 MB, PDF, images or Office documents recognised by their bytes; names at most 190
 * characters (lib/uploads.ts refuses the rest in the §8 shape).
 */
export const APPEAL_ATTACHMENT_UPLOAD: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  types: ['pdf', 'png', 'jpeg', 'webp', 'gif', 'docx', 'xlsx'],
  fileFields: ['file', 'file2', 'file3', 'file4', 'file5'],
};

/** The actor's own comment of an appeal they work, in a shared thread of an appeal under way. */
async function lockOwnComment(tx: Tx, actor: Actor, id: string, commentId: string) {
  const row = await lockForStep(tx, actor, id, 'work');
  requireOpen(actor, row);
  return ownComment(tx, actor, row, commentId, false);
}

/**
 * `PUT appeals/{id}/comments/{commentId}/attachments` (multipart): the author attaches files to
 * their comment. The rules are checked before the body is read; the upload streams the files into
 * the store (lib/uploads.ts `storeUpload`), then they are linked in one transaction (the stored
 * objects of a refused request are removed again).
 */
export async function attachToAppealComment(
  db: Db,
  actor: Actor,
  id: string,
  commentId: string,
  readUpload: (rules: UploadRules) => Promise<StoredUpload>,
): Promise<void> {
  await db.transaction((tx) => lockOwnComment(tx, actor, id, commentId));
  const upload = await readUpload(APPEAL_ATTACHMENT_UPLOAD);
  const stored = upload.files.map((f) => ({
    key: f.key,
    mime: f.mime,
    size: f.size,
    name: f.name,
    createdBy: actor.id,
  }));
  try {
    await db.transaction(async (tx) => {
      const c = await lockOwnComment(tx, actor, id, commentId);
      const [had] = await tx
        .select({ n: count() })
        .from(appealCommentAttachments)
        .where(eq(appealCommentAttachments.commentId, c.id));
      if ((had?.n ?? 0) + stored.length > APPEAL_ATTACHMENTS_PER_COMMENT) {
        throw new AppError(
          400,
          ERROR_KEYS.tooManyFiles,
          `A comment holds at most ${APPEAL_ATTACHMENTS_PER_COMMENT} files.`,
        );
      }
      const rows = await tx.insert(storedFiles).values(stored).returning({ id: storedFiles.id });
      await tx.insert(appealCommentAttachments).values(rows.map((r) => ({ commentId: c.id, fileId: r.id })));
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/**
 * Files the actor uploaded with `POST /api/attachments` that nothing keeps yet (no document, comment,
 * statement, guidance or photo), locked for the caller's transaction. An unknown id, someone else's upload
 * (another tenant's included) or one already kept is refused: 400 errors.attachmentNotUsable on
 * `<field>.<position>`, as documents do.
 */
async function lockFreshUploads(tx: Tx, actor: Actor, ids: readonly string[], field: string) {
  const rows = ids.length
    ? await tx
        .select({ id: storedFiles.id, name: storedFiles.name, createdBy: storedFiles.createdBy })
        .from(storedFiles)
        .where(
          and(
            inArray(storedFiles.id, [...ids]),
            sql`not exists (select 1 from "engagement_documents" k where k."file_id" = "stored_files"."id")`,
            sql`not exists (select 1 from "appeal_comment_attachments" k where k."file_id" = "stored_files"."id")`,
            sql`not exists (select 1 from "assessment_reports" k where k."file_id" = "stored_files"."id")`,
            sql`not exists (select 1 from "user_guidances" k where k."file_id" = "stored_files"."id")`,
            sql`not exists (select 1 from "users" k where "stored_files"."id" in (k."photo_id", k."original_photo_id"))`,
          ),
        )
        .for('update')
    : [];
  const fresh = new Map(rows.filter((r) => r.createdBy === actor.id).map((r) => [r.id, r]));
  const refused = ids.flatMap((id, i) => (fresh.has(id) ? [] : [`${field}.${i}`]));
  if (refused.length > 0) {
    throw new AppError(
      400,
      ERROR_KEYS.attachmentNotUsable,
      'Some files are not your new uploads. Upload them again.',
      Object.fromEntries(refused.map((k) => [k, [ERROR_KEYS.attachmentNotUsable]])),
    );
  }
  return ids.map((id) => fresh.get(id)!);
}

/**
 * Keeps the actor's fresh uploads (ids from `POST /api/attachments`) on their comment, in the
 * caller's transaction: at most 10 files a comment, audited. `field` names the ids in a refusal.
 */
export async function keepUploadsOnComment(
  tx: Tx,
  actor: Actor,
  appeal: { id: string; companyId: string },
  commentId: string,
  attachmentIds: readonly string[],
  field: string,
  now = new Date(),
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  const files = await lockFreshUploads(tx, actor, ids, field);
  const [had] = await tx
    .select({ n: count() })
    .from(appealCommentAttachments)
    .where(eq(appealCommentAttachments.commentId, commentId));
  if ((had?.n ?? 0) + files.length > APPEAL_ATTACHMENTS_PER_COMMENT) {
    throw new AppError(
      400,
      ERROR_KEYS.tooManyFiles,
      `A comment holds at most ${APPEAL_ATTACHMENTS_PER_COMMENT} files.`,
    );
  }
  await tx.insert(appealCommentAttachments).values(files.map((f) => ({ commentId, fileId: f.id, createdAt: now })));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'appeal.comment_attachments_added',
    entityType: 'appeal',
    entityId: appeal.id,
    companyId: appeal.companyId,
    after: { commentId, files: files.map((f) => ({ id: f.id, name: f.name })) },
  });
}

/**
 * `PUT appeals/{id}/comments/{commentId}/attachments` with `{ attachmentIds }` (spec §7): the author
 * keeps files uploaded earlier with `POST /api/attachments` on their comment.
 */
export async function attachUploadsToAppealComment(
  db: Db,
  actor: Actor,
  id: string,
  commentId: string,
  readInput: () => TAttachAttachments,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work');
    requireOpen(actor, row);
    const c = await ownComment(tx, actor, row, commentId, false);
    // the body is checked once the actor may change the comment (403/404 first, as for an upload)
    const input = readInput();
    await keepUploadsOnComment(tx, actor, row.appeal, c.id, input.attachmentIds, 'attachmentIds');
  });
}

/** `PUT appeals/{id}/comments/{commentId}/attachments/detach`: the author removes files from their comment. */
export async function detachFromAppealComment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  commentId: string,
  input: TDetachAttachments,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const c = await lockOwnComment(tx, actor, id, commentId);
    const links = await tx
      .delete(appealCommentAttachments)
      .where(
        and(
          eq(appealCommentAttachments.commentId, c.id),
          inArray(appealCommentAttachments.fileId, input.attachmentIds),
        ),
      )
      .returning({ fileId: appealCommentAttachments.fileId });
    if (links.length === 0) throw notFound('Attachment');
    const gone = await tx
      .delete(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          links.map((l) => l.fileId),
        ),
      )
      .returning({ key: storedFiles.key });
    return gone.map((g) => g.key);
  });
  for (const key of keys) await storage.delete(key).catch(() => {});
}

/** One file of an appeal comment, ready to send. */
export interface AppealCommentFile {
  fileName: string;
  mime: string;
  body: Readable;
}

/**
 * `GET appeals/{id}/comments/{commentId}/attachments/{attachmentId}`: a file of a comment the reader
 * of the appeal may see — submitted comments of any thread (internal notes included, for those who
 * may view the appeal), and their own drafts. Anything else is 404.
 */
export async function downloadManagerAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  commentId: string,
  attachmentId: string,
): Promise<AppealCommentFile> {
  const appeal = await loadAppeal(db, actor, id);
  const [file] = await db
    .select({ key: storedFiles.key, mime: storedFiles.mime, name: storedFiles.name })
    .from(appealCommentAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, appealCommentAttachments.fileId))
    .innerJoin(appealComments, eq(appealComments.id, appealCommentAttachments.commentId))
    .where(
      and(
        eq(appealCommentAttachments.fileId, attachmentId),
        eq(appealComments.id, commentId),
        eq(appealComments.appealId, appeal.appeal.id),
        or(eq(appealComments.status, 'submitted'), eq(appealComments.authorUserId, actor.id)),
      ),
    );
  if (!file) throw notFound('Attachment');
  const body = await storage.get(file.key);
  if (!body) throw notFound('Attachment');
  return { fileName: file.name ?? `attachment.${file.key.split('.').pop()}`, mime: file.mime, body };
}
