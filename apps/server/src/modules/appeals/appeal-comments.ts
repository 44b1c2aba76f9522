import {
  APPEAL_SHARED_THREADS,
  ERROR_KEYS,
  type TAppealCommentInput,
  type TAppealCommentUpdate,
  type TManagementComment,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { appealComments } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { lockForStep } from './appeal-actions.ts';
import { keepUploadsOnComment } from './appeal-attachments.ts';
import { ownComment, requireOpen } from './appeal-comment-access.ts';

/** `POST appeals/{id}/comments`: a manager's comment in a shared thread (a draft until submitted). */
export async function addAppealComment(db: Db, actor: Actor, id: string, input: TAppealCommentInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    if (!(APPEAL_SHARED_THREADS as readonly string[]).includes(input.threadId)) {
      throw new AppError(400, ERROR_KEYS.validation, 'Choose the appeal, supporting or additional thread.', {
        threadId: [ERROR_KEYS.validation],
      });
    }
    requireOpen(actor, row);
    const submitted = input.status === 'submitted';
    const [c] = await tx
      .insert(appealComments)
      .values({
        appealId: row.appeal.id,
        threadType: input.threadId,
        authorUserId: actor.id,
        body: input.body,
        status: input.status,
        submittedAt: submitted ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appealComments.id });
    // files uploaded beforehand with POST /api/attachments, kept on the new comment at once
    await keepUploadsOnComment(tx, actor, row.appeal, c!.id, input.attachments, 'attachments', now);
    return c!.id;
  });
}

/** `PUT appeals/{id}/comments/{commentId}`: the author edits their comment (and may submit a draft). */
export async function updateAppealComment(
  db: Db,
  actor: Actor,
  id: string,
  commentId: string,
  input: TAppealCommentUpdate,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    requireOpen(actor, row);
    const c = await ownComment(tx, actor, row, commentId, false);
    const submit = input.status === 'submitted' && c.status === 'created';
    if (input.status === 'created' && c.status === 'submitted') {
      throw conflict(ERROR_KEYS.invalidTransition, 'A submitted comment cannot become a draft again.');
    }
    await tx
      .update(appealComments)
      .set({ body: input.body, updatedAt: now, ...(submit ? { status: 'submitted' as const, submittedAt: now } : {}) })
      .where(eq(appealComments.id, c.id));
  });
}

/** `DELETE appeals/{id}/comments/{commentId}`: the author removes a draft (a submitted comment stays: the worker may have read it). */
export async function deleteAppealComment(db: Db, actor: Actor, id: string, commentId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const c = await ownComment(tx, actor, row, commentId, false);
    if (c.status === 'submitted')
      throw conflict(ERROR_KEYS.invalidTransition, 'A submitted comment cannot be deleted.');
    await tx.delete(appealComments).where(eq(appealComments.id, c.id));
  });
}

/** `POST appeals/{id}/management-comments`: an internal note the worker never sees. */
export async function addManagementComment(
  db: Db,
  actor: Actor,
  id: string,
  input: TManagementComment,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const [c] = await tx
      .insert(appealComments)
      .values({
        appealId: row.appeal.id,
        threadType: 'appeal_management',
        authorUserId: actor.id,
        body: input.body,
        status: 'submitted',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appealComments.id });
    return c!.id;
  });
}

/** `PUT appeals/{id}/management-comments/{commentId}`: the author edits their note. */
export async function updateManagementComment(
  db: Db,
  actor: Actor,
  id: string,
  commentId: string,
  input: TManagementComment,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const c = await ownComment(tx, actor, row, commentId, true);
    await tx.update(appealComments).set({ body: input.body, updatedAt: now }).where(eq(appealComments.id, c.id));
  });
}

/** `DELETE appeals/{id}/management-comments/{commentId}`: the author removes their note. */
export async function deleteManagementComment(db: Db, actor: Actor, id: string, commentId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const c = await ownComment(tx, actor, row, commentId, true);
    await tx.delete(appealComments).where(eq(appealComments.id, c.id));
  });
}
