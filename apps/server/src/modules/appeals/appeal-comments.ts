import {
  APPEAL_SHARED_THREADS,
  ERROR_KEYS,
  type TAppealCommentInput,
  type TAppealCommentUpdate,
  type TManagementComment,
} from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appealComments } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { appealAbilities } from './appeal.policy.ts';
import { subjectOf } from './appeal.presenter.ts';
import { lockForStep } from './appeal-actions.ts';
import { keepUploadsOnComment } from './appeal-attachments.ts';

export type Row = Awaited<ReturnType<typeof lockForStep>>;

/** The shared threads take comments only while the appeal is under way. */
export function requireOpen(actor: Actor, row: Row) {
  if (!appealAbilities(actor, subjectOf(row)).comment) {
    throw conflict(ERROR_KEYS.invalidTransition, 'Comments are taken only while the appeal is under way.');
  }
}

/** One of the actor's own comments of the appeal in the given kind of thread (404 otherwise, 403 someone else's). */
export async function ownComment(tx: Tx, actor: Actor, appealId: string, commentId: string, management: boolean) {
  const [c] = await tx
    .select()
    .from(appealComments)
    .where(and(eq(appealComments.id, commentId), eq(appealComments.appealId, appealId)))
    .for('update');
  if (!c || (c.threadType === 'appeal_management') !== management) throw notFound('Comment');
  if (c.byContractor || c.authorUserId !== actor.id) throw forbidden('Only its author may change a comment.');
  return c;
}

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
    const c = await ownComment(tx, actor, row.appeal.id, commentId, false);
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
    const c = await ownComment(tx, actor, row.appeal.id, commentId, false);
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
    const c = await ownComment(tx, actor, row.appeal.id, commentId, true);
    await tx.update(appealComments).set({ body: input.body, updatedAt: now }).where(eq(appealComments.id, c.id));
  });
}

/** `DELETE appeals/{id}/management-comments/{commentId}`: the author removes their note. */
export async function deleteManagementComment(db: Db, actor: Actor, id: string, commentId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const c = await ownComment(tx, actor, row.appeal.id, commentId, true);
    await tx.delete(appealComments).where(eq(appealComments.id, c.id));
  });
}
