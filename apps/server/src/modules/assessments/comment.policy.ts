import type { Actor } from '../../authz/actor.ts';

interface CommentSubject {
  userId: string;
  /** Whether the actor may still comment on the comment's assessment (`assessment.comment`). */
  mayComment: boolean;
}

/**
 * Comments on assessment threads. Only the author changes a comment (a draft or their own
 * submitted one), and only while they may still comment on the assessment. Deny by default.
 */
export const commentPolicy = {
  edit: (actor: Actor, c: CommentSubject): boolean => c.mayComment && c.userId === actor.id,
};
