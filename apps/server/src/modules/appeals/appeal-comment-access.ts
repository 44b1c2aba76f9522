import { ERROR_KEYS } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Tx } from '../../db/client.ts';
import { appealComments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { appealAbilities } from './appeal.policy.ts';
import { subjectOf } from './appeal.presenter.ts';
import type { lockForStep } from './appeal-actions.ts';

export type Row = Awaited<ReturnType<typeof lockForStep>>;

/** The shared threads take comments only while the appeal is under way. */
export function requireOpen(actor: Actor, row: Row) {
  if (!appealAbilities(actor, subjectOf(row)).comment) {
    throw conflict(ERROR_KEYS.invalidTransition, 'Comments are taken only while the appeal is under way.');
  }
}

/**
 * One of the actor's own comments of the appeal in the given kind of thread (404 otherwise, 403
 * someone else's); the appeal is the row the caller found within the actor's scope.
 */
export async function ownComment(tx: Tx, actor: Actor, row: Row, commentId: string, management: boolean) {
  const [c] = await tx
    .select()
    .from(appealComments)
    .where(and(eq(appealComments.id, commentId), eq(appealComments.appealId, row.appeal.id)))
    .for('update');
  if (!c || (c.threadType === 'appeal_management') !== management) throw notFound('Comment');
  authorize(actor, 'appealComment.change', c);
  return c;
}
