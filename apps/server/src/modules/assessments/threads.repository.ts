import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { inAssessmentScope } from '../../authz/record-scopes.ts';
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
  user: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    position: string | null;
    photoId: string | null;
  };
};

type ThreadJson = {
  id: string;
  type: (typeof threads.$inferSelect)['type'];
  interviewQuestionId: string | null;
  createdAt: string;
  lastSeen: string | null;
  commentCount: number;
  newCommentCount: number;
  comments: CommentJson[] | null;
};

/**
 * The assessment's threads, oldest first, as one json array (null: none), for a select list: the
 * actor's counts computed in SQL (`commentCount` counts submitted comments, `newCommentCount` those
 * by others newer than the actor's last read) and the comments the actor may read (every submitted
 * one and their own drafts, oldest first, with their authors). `threadRowsOf` reads it back. The
 * assessment page folds it into its own statement (`findAssessmentDetail`).
 */
export function threadsJson(assessmentId: SQLWrapper, actorId: SQLWrapper) {
  return sql<ThreadJson[] | null>`(select json_agg(json_build_object('id', t.id, 'type', t.type,
      'interviewQuestionId', t.interview_question_id, 'createdAt', t.created_at, 'lastSeen', tr.last_seen,
      'commentCount', (select count(*) from ${comments} as c where c.thread_id = t.id and c.status = 'submitted'),
      'newCommentCount', (select count(*) from ${comments} as c where c.thread_id = t.id and c.status = 'submitted'
        and c.user_id <> ${actorId} and (tr.last_seen is null or c.created_at > tr.last_seen)),
      'comments', (select json_agg(json_build_object('id', c.id, 'threadId', c.thread_id,
          'userId', c.user_id, 'body', c.body, 'status', c.status, 'createdAt', c.created_at,
          'user', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
            'email', u.email, 'position', u.position, 'photoId', u.photo_id)) order by c.created_at)
        from ${comments} as c inner join ${users} as u on u.id = c.user_id
        where c.thread_id = t.id and (c.status = 'submitted' or c.user_id = ${actorId}))
    ) order by t.created_at, t.id)
    from ${threads} as t left join ${threadReads} as tr on tr.thread_id = t.id and tr.user_id = ${actorId}
    where t.assessment_id = ${assessmentId})`;
}

/** `threadsJson` read back: timestamps as Dates, each comment with its author. */
export function threadRowsOf(json: ThreadJson[] | null) {
  return (json ?? []).map(({ comments: cs, createdAt, lastSeen, ...thread }) => ({
    ...thread,
    createdAt: new Date(createdAt),
    lastSeen: lastSeen === null ? null : new Date(lastSeen),
    comments: (cs ?? []).map(({ user, createdAt: commentCreatedAt, ...comment }) => ({
      comment: { ...comment, createdAt: new Date(commentCreatedAt) },
      user,
    })),
  }));
}
export type ThreadRow = ReturnType<typeof threadRowsOf>[number];

/** The assessment's threads (`threadsJson`) in one prepared statement. */
export async function threadsWithComments(db: DbOrTx, assessmentId: string, actorId: string) {
  const [row] = await threadsQuery(db, 'assessment_threads_comments').execute({ assessmentId, actorId });
  return threadRowsOf(row?.threads ?? null);
}
const threadsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({ threads: threadsJson(sql.placeholder('assessmentId'), sql.placeholder('actorId')) })
    .from(sql`(select 1) as one`)
    .prepare(name),
);

/** The assessment a thread belongs to (just the ids: callers then load the assessment scoped). */
/** A thread of an assessment the actor may open (the scope in the query), else null. */
export async function findThread(db: DbOrTx, actor: Actor, threadId: string) {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), inAssessmentScope(actor, threads.assessmentId)));
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
