import {
  ERROR_KEYS,
  type TAppealCommentInput,
  type TAppealCommentUpdate,
  type TDetachAttachments,
} from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appealCommentAttachments, appealComments, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { newFileKey } from '../../lib/storage/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type AppealRow, attachmentsOf, findWorkerVisibleComment } from './appeal-contractor.repository.ts';
import { contractorAppealRules, isSharedThread } from './contractor-appeal.rules.ts';
import { lockAppeal } from './contractor-appeal.service.ts';

/** Files one comment may carry (spec §8 "too many files" beyond). */
export const MAX_FILES_PER_COMMENT = 10;

const cannotWrite = () =>
  new AppError(
    409,
    ERROR_KEYS.invalidTransition,
    'Comments can be written once the appeal is started and until its outcome.',
  );
const alreadySubmitted = () =>
  new AppError(409, ERROR_KEYS.commentAlreadySubmitted, 'A comment sent to the manager can no longer be changed.');
const sentWithSubmit = () =>
  new AppError(400, ERROR_KEYS.validation, 'Comments are sent to the manager with "Submit to the manager".', {
    status: ['errors.invalid'],
  });

/** The worker's own draft, locked, on an appeal they may write on; 404 for anything not theirs. */
async function lockOwnDraft(tx: DbOrTx, appeal: AppealRow, commentId: string) {
  const comment = await findWorkerVisibleComment(tx, appeal.id, commentId, true);
  if (!comment?.byContractor) throw notFound('Comment');
  if (comment.status !== 'created') throw alreadySubmitted();
  if (!contractorAppealRules.comment(appeal)) throw cannotWrite();
  return comment;
}

/**
 * POST appeals/key/{key}/comments: a draft in one of the shared threads (appeal, supporting,
 * additional). Drafts reach the manager with submit-to-manager; files are attached afterwards.
 */
export async function createContractorComment(
  db: Db,
  appealId: string,
  input: TAppealCommentInput,
  now = new Date(),
): Promise<string> {
  if (!isSharedThread(input.threadId)) {
    throw new AppError(400, ERROR_KEYS.validation, 'Choose the appeal, supporting or additional thread.', {
      threadId: ['errors.invalid'],
    });
  }
  if (input.status === 'submitted') throw sentWithSubmit();
  if (input.attachments.length > 0) {
    throw new AppError(400, ERROR_KEYS.validation, 'Attach files to the draft once it is saved.', {
      attachments: ['errors.invalid'],
    });
  }
  return db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    if (!contractorAppealRules.comment(appeal)) throw cannotWrite();
    const [row] = await tx
      .insert(appealComments)
      .values({
        appealId: appeal.id,
        threadType: input.threadId,
        byContractor: true,
        authorUserId: null,
        body: input.body,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appealComments.id });
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.comment_created',
      entityType: 'appeal',
      entityId: appeal.id,
      companyId: appeal.companyId,
      after: { commentId: row!.id, threadType: input.threadId },
    });
    return row!.id;
  });
}

/** PUT appeals/key/{key}/comments/{commentId}: edits the worker's draft (submitted ones are final). */
export async function updateContractorComment(
  db: Db,
  appealId: string,
  commentId: string,
  input: TAppealCommentUpdate,
  now = new Date(),
): Promise<void> {
  if (input.status === 'submitted') throw sentWithSubmit();
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    const comment = await lockOwnDraft(tx, appeal, commentId);
    await tx.update(appealComments).set({ body: input.body, updatedAt: now }).where(eq(appealComments.id, comment.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.comment_updated',
      entityType: 'appeal',
      entityId: appeal.id,
      companyId: appeal.companyId,
      before: { commentId, body: comment.body },
      after: { commentId, body: input.body },
    });
  });
}

/**
 * PUT appeals/key/{key}/comments/{commentId}/attachments: stores the uploaded files (already checked
 * by acceptUpload: size, name, content type) and attaches them to the worker's draft, at most
 * MAX_FILES_PER_COMMENT in all. A refused or failed write removes the stored objects again.
 */
export async function attachContractorFiles(
  db: Db,
  storage: FileStorage,
  appealId: string,
  commentId: string,
  files: UploadedFile[],
  now = new Date(),
): Promise<void> {
  // Cheap checks before anything is stored.
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    await lockOwnDraft(tx, appeal, commentId);
  });
  const stored = files.map((f) => ({ file: f, key: newFileKey('appeals', f.extension) }));
  try {
    for (const s of stored) await storage.put(s.key, s.file.data, s.file.mime);
    await db.transaction(async (tx) => {
      const appeal = await lockAppeal(tx, appealId);
      await lockOwnDraft(tx, appeal, commentId);
      const existing = await attachmentsOf(tx, [commentId]);
      if (existing.length + stored.length > MAX_FILES_PER_COMMENT) {
        throw new AppError(
          400,
          ERROR_KEYS.tooManyFiles,
          `A comment can carry at most ${MAX_FILES_PER_COMMENT} files.`,
          { file: [ERROR_KEYS.tooManyFiles] },
        );
      }
      const rows = await tx
        .insert(storedFiles)
        .values(stored.map((s) => ({ key: s.key, mime: s.file.mime, size: s.file.data.length, name: s.file.name })))
        .returning({ id: storedFiles.id });
      await tx.insert(appealCommentAttachments).values(rows.map((r) => ({ commentId, fileId: r.id, createdAt: now })));
      await recordAudit(tx, {
        actorId: null,
        action: 'appeal.comment_attachments_added',
        entityType: 'appeal',
        entityId: appeal.id,
        companyId: appeal.companyId,
        after: { commentId, files: rows.map((r, i) => ({ id: r.id, name: stored[i]!.file.name })) },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => undefined)));
    throw error;
  }
}

/** PUT .../attachments/detach: removes files from the worker's draft (and from the store). */
export async function detachContractorFiles(
  db: Db,
  storage: FileStorage,
  appealId: string,
  commentId: string,
  input: TDetachAttachments,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    await lockOwnDraft(tx, appeal, commentId);
    const attached = await attachmentsOf(tx, [commentId]);
    const ids = [...new Set(input.attachmentIds)];
    const gone = attached.filter((a) => ids.includes(a.id));
    if (gone.length !== ids.length) throw notFound('Attachment');
    await tx
      .delete(appealCommentAttachments)
      .where(and(eq(appealCommentAttachments.commentId, commentId), inArray(appealCommentAttachments.fileId, ids)));
    await tx.delete(storedFiles).where(inArray(storedFiles.id, ids));
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.comment_attachments_detached',
      entityType: 'appeal',
      entityId: appeal.id,
      companyId: appeal.companyId,
      before: { commentId, files: gone.map((g) => ({ id: g.id, name: g.name })) },
    });
    return gone.map((g) => g.key);
  });
  // After the commit: a failed removal leaves an orphan object, never a row without its file.
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}
