import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments, threadReads, threads, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';

type CommentJson = {
  id: string;
  threadId: string;
  userId: string;
  body: string;
  status: (typeof comments.$inferSelect)['status'];
  createdAt: string;
  user: { id: string; firstName: string; lastName: string; email: string; position: string | null };
};

/**
 * The assessment's threads, oldest first, with the actor's counts computed in SQL (`commentCount`
 * counts submitted comments, `newCommentCount` those by others newer than the actor's last read)
 * and the comments the actor may read (every submitted one and their own drafts, oldest first, with
 * their authors), in one prepared statement.
 */
export async function threadsWithComments(db: DbOrTx, assessmentId: string, actorId: string) {
  const rows = await threadsQuery(db, 'assessment_threads_comments').execute({ assessmentId, actorId });
  return rows.map(({ comments: cs, ...thread }) => ({
    ...thread,
    comments: (cs ?? []).map(({ user, createdAt, ...comment }) => ({
      comment: { ...comment, createdAt: new Date(createdAt) },
      user,
    })),
  }));
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
      comments: sql<CommentJson[] | null>`(select json_agg(json_build_object('id', c.id, 'threadId', c.thread_id,
          'userId', c.user_id, 'body', c.body, 'status', c.status, 'createdAt', c.created_at,
          'user', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
            'email', u.email, 'position', u.position)) order by c.created_at)
        from ${comments} as c inner join ${users} as u on u.id = c.user_id
        where c.thread_id = ${threads.id} and (c.status = 'submitted' or c.user_id = ${sql.placeholder('actorId')}))`,
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
