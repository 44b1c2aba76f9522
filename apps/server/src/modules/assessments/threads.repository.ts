import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments, threadReads, threads, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { userOptionColumns } from '../users/user.presenter.ts';

/**
 * The assessment's threads with the actor's counts, computed in SQL: `commentCount` counts
 * submitted comments, `newCommentCount` those by others newer than the actor's last read.
 */
export async function threadsWithCounts(db: DbOrTx, assessmentId: string, actorId: string) {
  return threadsQuery(db, 'assessment_threads').execute({ assessmentId, actorId });
}
const threadsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      id: threads.id,
      type: threads.type,
      interviewQuestionId: threads.interviewQuestionId,
      createdAt: threads.createdAt,
      lastSeen: threadReads.lastSeen,
      commentCount: sql<number>`count(${comments.id}) filter (where ${comments.status} = 'submitted')`.mapWith(Number),
      newCommentCount: sql<number>`count(${comments.id}) filter (where ${comments.status} = 'submitted'
        and ${comments.userId} <> ${sql.placeholder('actorId')}
        and (${threadReads.lastSeen} is null or ${comments.createdAt} > ${threadReads.lastSeen}))`.mapWith(Number),
    })
    .from(threads)
    .leftJoin(comments, eq(comments.threadId, threads.id))
    .leftJoin(
      threadReads,
      and(eq(threadReads.threadId, threads.id), eq(threadReads.userId, sql.placeholder('actorId'))),
    )
    .where(eq(threads.assessmentId, sql.placeholder('assessmentId')))
    .groupBy(threads.id, threadReads.lastSeen)
    .orderBy(asc(threads.createdAt))
    .prepare(name),
);

/** The comments of an assessment's threads the actor may read: every submitted one and their own drafts. */
export async function visibleComments(db: DbOrTx, assessmentId: string, actorId: string) {
  return commentsQuery(db, 'assessment_comments').execute({ assessmentId, actorId });
}
const commentsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({ comment: comments, user: userOptionColumns })
    .from(comments)
    .innerJoin(threads, eq(threads.id, comments.threadId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(threads.assessmentId, sql.placeholder('assessmentId')),
        or(eq(comments.status, 'submitted'), eq(comments.userId, sql.placeholder('actorId'))),
      ),
    )
    .orderBy(asc(comments.createdAt))
    .prepare(name),
);

/** The assessment a thread belongs to (just the ids: callers then load the assessment scoped). */
export async function findThread(db: DbOrTx, threadId: string) {
  const [row] = await db.select().from(threads).where(eq(threads.id, threadId));
  return row ?? null;
}

/** The general review thread (no question) or a question's thread; null when none yet. */
export async function findAssessmentThread(db: DbOrTx, assessmentId: string, questionId: string | null) {
  const [row] = await db
    .select({ id: threads.id })
    .from(threads)
    .where(
      and(
        eq(threads.assessmentId, assessmentId),
        eq(threads.type, 'review'),
        questionId === null ? isNull(threads.interviewQuestionId) : eq(threads.interviewQuestionId, questionId),
      ),
    );
  return row?.id ?? null;
}

export async function insertThread(db: DbOrTx, assessmentId: string, questionId: string | null) {
  const [row] = await db
    .insert(threads)
    .values({ assessmentId, type: 'review', interviewQuestionId: questionId })
    .returning({ id: threads.id });
  return row!.id;
}

export async function insertComment(
  db: DbOrTx,
  values: { threadId: string; userId: string; body: string; status: 'created' | 'submitted' },
) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

/** A comment of one of the assessment's threads; null when it is not there. */
export async function findComment(db: DbOrTx, assessmentId: string, commentId: string) {
  const [row] = await db
    .select({ comment: comments })
    .from(comments)
    .innerJoin(threads, eq(threads.id, comments.threadId))
    .where(and(eq(comments.id, commentId), eq(threads.assessmentId, assessmentId)));
  return row?.comment ?? null;
}

export async function updateComment(
  db: DbOrTx,
  commentId: string,
  patch: { body: string; status: 'created' | 'submitted'; createdAt?: Date },
) {
  await db.update(comments).set(patch).where(eq(comments.id, commentId));
}

/** Records that the user read the thread up to `lastSeen`; an earlier time never moves it back. */
export async function upsertThreadRead(db: DbOrTx, threadId: string, userId: string, lastSeen: Date) {
  const [row] = await db
    .insert(threadReads)
    .values({ threadId, userId, lastSeen })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.userId],
      set: { lastSeen: sql`greatest(${threadReads.lastSeen}, excluded.last_seen)` },
    })
    .returning({ lastSeen: threadReads.lastSeen });
  return row!.lastSeen;
}
