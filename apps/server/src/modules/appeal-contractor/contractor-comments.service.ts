import {
  ABUSE_LIMITS,
  ERROR_KEYS,
  type TAppealCommentInput,
  type TAppealCommentUpdate,
  type TDetachAttachments,
} from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appealCommentAttachments, appealComments, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { FILE_TYPES, type TFileType } from '../../lib/file-types.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { StoredUpload, UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type AppealRow,
  attachmentsOf,
  findWorkerVisibleComment,
  workerUsage,
} from './appeal-contractor.repository.ts';
import { contractorAppealRules, isSharedThread } from './contractor-appeal.rules.ts';
import { lockAppeal } from './contractor-appeal.service.ts';

/** Files one comment may carry (spec §8 "too many files" beyond). */
export const MAX_FILES_PER_COMMENT = 10;

/** One evidence file: at most 10 MB, a document or picture recognised by its bytes. */
export const APPEAL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPEAL_UPLOAD_RULES: UploadRules = {
  maxBytes: APPEAL_FILE_MAX_BYTES,
  maxFiles: 1,
  types: Object.keys(FILE_TYPES) as TFileType[],
};

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
    // Counted under the appeal's lock, so parallel drafts cannot pass the limits (issue 30 item 4).
    const usage = await workerUsage(tx, appeal.id);
    if (usage.drafts >= ABUSE_LIMITS.appealOpenDrafts) {
      throw new AppError(
        409,
        ERROR_KEYS.appealDraftLimit,
        `You have ${ABUSE_LIMITS.appealOpenDrafts} unsent drafts. Send them to the appeal manager, or add to one, first.`,
      );
    }
    if (usage.comments >= ABUSE_LIMITS.appealWorkerComments) {
      throw new AppError(
        409,
        ERROR_KEYS.appealCommentLimit,
        `An appeal holds at most ${ABUSE_LIMITS.appealWorkerComments} of your comments.`,
      );
    }
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

const fileLimit = () =>
  new AppError(
    409,
    ERROR_KEYS.appealFileLimit,
    `An appeal holds at most ${ABUSE_LIMITS.appealWorkerFiles} of your files, ${ABUSE_LIMITS.appealWorkerBytes / 1024 / 1024} MB in all.`,
    { file: [ERROR_KEYS.appealFileLimit] },
  );

/**
 * PUT appeals/key/{key}/comments/{commentId}/attachments: the upload streams the files into the
 * store (`read`: lib/uploads.ts storeUpload — size, name, content type), then they are attached to
 * the worker's draft: at most MAX_FILES_PER_COMMENT a comment, and ABUSE_LIMITS' files and bytes an
 * appeal (checked before the body is read, and again under the appeal's lock with the real sizes).
 * A refused or failed attachment removes the stored objects again.
 */
export async function attachContractorFiles(
  db: Db,
  appealId: string,
  commentId: string,
  read: (rules: UploadRules) => Promise<StoredUpload>,
  now = new Date(),
): Promise<void> {
  // Cheap checks before the body is read.
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    await lockOwnDraft(tx, appeal, commentId);
    const usage = await workerUsage(tx, appeal.id);
    if (usage.files >= ABUSE_LIMITS.appealWorkerFiles || usage.bytes >= ABUSE_LIMITS.appealWorkerBytes)
      throw fileLimit();
  });
  const upload = await read(APPEAL_UPLOAD_RULES);
  const stored = upload.files;
  try {
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
      const usage = await workerUsage(tx, appeal.id);
      const bytes = stored.reduce((sum, f) => sum + f.size, 0);
      if (
        usage.files + stored.length > ABUSE_LIMITS.appealWorkerFiles ||
        usage.bytes + bytes > ABUSE_LIMITS.appealWorkerBytes
      ) {
        throw fileLimit();
      }
      const rows = await tx
        .insert(storedFiles)
        .values(stored.map((f) => ({ key: f.key, mime: f.mime, size: f.size, name: f.name })))
        .returning({ id: storedFiles.id });
      await tx.insert(appealCommentAttachments).values(rows.map((r) => ({ commentId, fileId: r.id, createdAt: now })));
      await recordAudit(tx, {
        actorId: null,
        action: 'appeal.comment_attachments_added',
        entityType: 'appeal',
        entityId: appeal.id,
        companyId: appeal.companyId,
        after: { commentId, files: rows.map((r, i) => ({ id: r.id, name: stored[i]!.name })) },
      });
    });
  } catch (error) {
    await upload.discard();
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
