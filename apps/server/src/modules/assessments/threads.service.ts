import { getQuestion } from '@statera/determination';
import {
  ERROR_KEYS,
  type TCreateComment,
  type TThread,
  type TThreadComment,
  type TThreadSeen,
  type TUpdateComment,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { presentUserOption } from '../users/user.presenter.ts';
import { assessmentAbilities } from './assessment.policy.ts';
import { type AssessmentRecord, findAssessment } from './assessment.repository.ts';
import { lockFor } from './assessment-workflow.ts';
import {
  findAssessmentThread,
  findComment,
  findThread,
  insertComment,
  insertThread,
  type ThreadRow,
  threadsWithComments,
  updateComment,
  upsertThreadRead,
} from './threads.repository.ts';

export interface AssessmentThreads {
  threads: TThread[];
  /** Unseen submitted comments by others, over every thread. */
  commentCount: number;
  /** Submitted comments over every thread. */
  allCommentCount: number;
}

/** Every thread of an assessment as the actor sees it: submitted comments, their own drafts, and counts. */
export async function assessmentThreads(db: DbOrTx, actor: Actor, assessmentId: string): Promise<AssessmentThreads> {
  return presentThreads(await threadsWithComments(db, assessmentId, actor.id), actor);
}

/** The threads read (`threadsWithComments`, or folded into the assessment page's statement) as the actor sees them. */
export function presentThreads(rows: ThreadRow[], actor: Actor): AssessmentThreads {
  const threads: TThread[] = rows.map((t) => ({
    id: t.id,
    type: t.type,
    interviewQuestionId: t.interviewQuestionId,
    commentCount: t.commentCount,
    newCommentCount: t.newCommentCount,
    comments: t.comments.map(({ comment, user }) => ({
      id: comment.id,
      body: comment.body,
      user: presentUserOption(user),
      dateCreated: comment.createdAt.toISOString(),
      status: comment.status,
      seen: comment.userId === actor.id || (t.lastSeen !== null && comment.createdAt <= t.lastSeen),
    })),
  }));
  return {
    threads,
    commentCount: rows.reduce((n, t) => n + t.newCommentCount, 0),
    allCommentCount: rows.reduce((n, t) => n + t.commentCount, 0),
  };
}

/** The general review thread or a question's thread, created on first use (the assessment row is locked). */
async function threadFor(tx: Tx, assessmentId: string, questionId: string | null): Promise<string> {
  return (await findAssessmentThread(tx, assessmentId, questionId)) ?? insertThread(tx, assessmentId, questionId);
}

async function addToThread(
  tx: Tx,
  actor: Actor,
  record: AssessmentRecord,
  threadId: string,
  input: { body: string; status: 'created' | 'submitted'; interviewQuestionId: string | null },
): Promise<string> {
  const commentId = await insertComment(tx, { threadId, userId: actor.id, body: input.body, status: input.status });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'assessment.comment_created',
    entityType: 'assessment',
    entityId: record.assessment.id,
    companyId: record.engagement.companyId,
    after: { commentId, threadId, status: input.status, interviewQuestionId: input.interviewQuestionId },
  });
  return commentId;
}

/**
 * `POST /api/assessments/{id}/comments`: into the thread named by `threadId`, else the thread of
 * `interviewQuestionId` (created on first use), else the general review thread.
 */
export async function postAssessmentComment(db: Db, actor: Actor, id: string, input: TCreateComment): Promise<string> {
  return db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'comment');
    let questionId = input.interviewQuestionId ?? null;
    let threadId: string;
    if (input.threadId) {
      const thread = await findThread(tx, actor, input.threadId);
      if (!thread || thread.assessmentId !== id) throw notFound('Thread');
      threadId = thread.id;
      questionId = thread.interviewQuestionId;
    } else {
      if (questionId !== null && !getQuestion(questionId)) {
        throw invalid('interviewQuestionId', ERROR_KEYS.questionNotInPath, 'There is no such question.');
      }
      threadId = await threadFor(tx, id, questionId);
    }
    const status = input.status ?? 'submitted';
    return addToThread(tx, actor, record, threadId, { body: input.body, status, interviewQuestionId: questionId });
  });
}

/** The thread and its assessment, if the actor may see the assessment (else 404). */
async function visibleThread(db: DbOrTx, actor: Actor, threadId: string) {
  const thread = await findThread(db, actor, threadId);
  if (!thread?.assessmentId) throw notFound('Thread');
  const record = await findAssessment(db, actor, thread.assessmentId);
  if (!record) throw notFound('Thread');
  return { thread, record };
}

/** One thread as the actor sees it. */
export async function getThread(db: DbOrTx, actor: Actor, threadId: string): Promise<TThread> {
  const { record } = await visibleThread(db, actor, threadId);
  const all = await assessmentThreads(db, actor, record.assessment.id);
  const thread = all.threads.find((t) => t.id === threadId);
  if (!thread) throw notFound('Thread');
  return thread;
}

/** `POST /api/threads/{id}/comments`: a draft or a submitted comment, by anyone who may comment on the assessment. */
export async function postThreadComment(db: Db, actor: Actor, threadId: string, input: TThreadComment): Promise<void> {
  const { thread } = await visibleThread(db, actor, threadId);
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, thread.assessmentId!, 'comment');
    await addToThread(tx, actor, record, thread.id, { ...input, interviewQuestionId: thread.interviewQuestionId });
  });
}

/**
 * The author edits their comment (a draft, or their own submitted comment); `status: submitted`
 * submits a draft, which then dates from now so it counts as new for the others. A submitted
 * comment never goes back to being a draft (409).
 */
export async function editComment(
  db: Db,
  actor: Actor,
  assessmentId: string,
  commentId: string,
  input: TUpdateComment,
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findAssessment(tx, actor, assessmentId, { lock: true });
    if (!record) throw notFound('Assessment');
    const comment = await findComment(tx, assessmentId, commentId);
    // Someone else's draft is invisible: the same 404 as a comment that does not exist.
    if (!comment || (comment.status === 'created' && comment.userId !== actor.id)) throw notFound('Comment');
    const mayComment = assessmentAbilities(actor, {
      ...record.assessment,
      companyId: record.engagement.companyId,
    }).comment;
    authorize(actor, 'comment.edit', { userId: comment.userId, mayComment: mayComment === true });
    const status = input.status ?? comment.status;
    if (comment.status === 'submitted' && status === 'created') {
      throw new AppError(409, ERROR_KEYS.commentAlreadySubmitted, 'A submitted comment cannot become a draft again.');
    }
    const submitting = comment.status === 'created' && status === 'submitted';
    await updateComment(tx, commentId, { body: input.body, status, ...(submitting ? { createdAt: new Date() } : {}) });
    await recordAudit(tx, {
      actorId: actor.id,
      action: submitting ? 'assessment.comment_submitted' : 'assessment.comment_updated',
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: record.engagement.companyId,
      before: { commentId, body: comment.body, status: comment.status },
      after: { commentId, body: input.body, status },
    });
  });
}

/** Marks a thread read by the actor up to `lastSeen` (default now, never in the future, never backwards). */
export async function markThreadSeen(
  db: Db,
  actor: Actor,
  threadId: string,
  lastSeen: string | undefined,
): Promise<TThreadSeen> {
  await visibleThread(db, actor, threadId);
  const now = new Date();
  const asked = lastSeen ? new Date(lastSeen) : now;
  const stored = await upsertThreadRead(db, threadId, actor.id, asked > now ? now : asked);
  const thread = await getThread(db, actor, threadId);
  return { threadId, lastSeen: stored.toISOString(), newCommentCount: thread.newCommentCount };
}
