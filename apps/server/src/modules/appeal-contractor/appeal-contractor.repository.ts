import { APPEAL_SHARED_THREADS } from '@statera/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  appealCommentAttachments,
  appealComments,
  appealDecisions,
  appeals,
  assessmentReports,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  storedFiles,
  users,
} from '../../db/schema/index.ts';

export type AppealRow = typeof appeals.$inferSelect;
export type AppealCommentRow = typeof appealComments.$inferSelect;

/** The appeal whose link key hashes to `keyHash` (the caller decides whether it still works). */
export async function findAppealByKeyHash(db: DbOrTx, keyHash: string): Promise<AppealRow | null> {
  const [row] = await db.select().from(appeals).where(eq(appeals.keyHash, keyHash)).limit(1);
  return row ?? null;
}

/** Whether the appeal's engagement is still there (a deleted engagement closes the worker's link). */
export async function engagementLive(db: DbOrTx, engagementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), isNull(engagements.deletedAt)));
  return row !== undefined;
}

/** The appeal by id, locked for the caller's transaction when `lock`. */
export async function findAppealById(db: DbOrTx, id: string, lock = false): Promise<AppealRow | null> {
  const q = db.select().from(appeals).where(eq(appeals.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** What the worker's page says of the engagement and who handles the appeal. */
export async function appealContext(db: DbOrTx, appeal: AppealRow) {
  const [row] = await db
    .select({
      companyName: companies.name,
      engagedIndividualName: engagedIndividuals.name,
      engagedEntityName: engagedEntities.name,
      serviceProvided: engagements.serviceProvided,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .where(eq(engagements.id, appeal.engagementId));
  const manager = appeal.appealManagerId ? await userContact(db, appeal.appealManagerId) : null;
  return { ...row!, manager };
}

export async function userContact(db: DbOrTx, id: string) {
  const [u] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return u ? { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : null;
}

/**
 * Who hears of the worker's submission: the appeal's manager, else the lead appeal manager of the
 * appeal's company, else of its client group's top company (active users only).
 */
export async function submissionRecipient(db: DbOrTx, appeal: AppealRow) {
  if (appeal.appealManagerId) {
    const [m] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, appeal.appealManagerId), eq(users.status, 'active')));
    if (m) return userContact(db, m.id);
  }
  const [lead] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, appeal.companyId))
    .where(
      and(
        eq(users.amRole, 'lead_appeal_manager'),
        eq(users.status, 'active'),
        or(
          eq(users.companyId, companies.id),
          eq(users.companyId, sql`coalesce(${companies.parentId}, ${companies.id})`),
        ),
      ),
    )
    // the appeal's own company first, then the group's top company
    .orderBy(sql`case when ${users.companyId} = ${appeal.companyId} then 0 else 1 end`, asc(users.createdAt))
    .limit(1);
  return lead ? userContact(db, lead.id) : null;
}

/** Decisions of the appeal, oldest first. */
export async function appealDecisionRows(db: DbOrTx, appealId: string) {
  return db
    .select()
    .from(appealDecisions)
    .where(eq(appealDecisions.appealId, appealId))
    .orderBy(asc(appealDecisions.createdAt));
}

/**
 * The comments the worker may see, oldest first: the shared threads only (never the internal
 * appeal_management notes), the worker's own drafts and everyone's submitted comments.
 */
export async function workerVisibleComments(db: DbOrTx, appealId: string) {
  return db
    .select({
      comment: appealComments,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, position: users.position },
    })
    .from(appealComments)
    .leftJoin(users, eq(users.id, appealComments.authorUserId))
    .where(
      and(
        eq(appealComments.appealId, appealId),
        inArray(appealComments.threadType, [...APPEAL_SHARED_THREADS]),
        or(eq(appealComments.byContractor, true), eq(appealComments.status, 'submitted')),
      ),
    )
    .orderBy(asc(appealComments.createdAt), asc(appealComments.id));
}

/** One comment of the appeal the worker may see (as workerVisibleComments), locked when `lock`. */
export async function findWorkerVisibleComment(
  db: DbOrTx,
  appealId: string,
  commentId: string,
  lock = false,
): Promise<AppealCommentRow | null> {
  const q = db
    .select()
    .from(appealComments)
    .where(
      and(
        eq(appealComments.id, commentId),
        eq(appealComments.appealId, appealId),
        inArray(appealComments.threadType, [...APPEAL_SHARED_THREADS]),
        or(eq(appealComments.byContractor, true), eq(appealComments.status, 'submitted')),
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Files of these comments, in the order they were attached. */
export async function attachmentsOf(db: DbOrTx, commentIds: string[]) {
  if (commentIds.length === 0) return [];
  return db
    .select({
      commentId: appealCommentAttachments.commentId,
      id: storedFiles.id,
      key: storedFiles.key,
      name: storedFiles.name,
      mime: storedFiles.mime,
      size: storedFiles.size,
      createdAt: appealCommentAttachments.createdAt,
    })
    .from(appealCommentAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, appealCommentAttachments.fileId))
    .where(inArray(appealCommentAttachments.commentId, commentIds))
    .orderBy(asc(appealCommentAttachments.createdAt), asc(storedFiles.id));
}

/** The comment a stored file is attached to, or null. */
export async function commentOfAttachment(db: DbOrTx, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ commentId: appealCommentAttachments.commentId })
    .from(appealCommentAttachments)
    .where(eq(appealCommentAttachments.fileId, fileId))
    .limit(1);
  return row?.commentId ?? null;
}

/** The worker's drafts (status created) on the appeal. */
export async function contractorDrafts(db: DbOrTx, appealId: string) {
  return db
    .select({ id: appealComments.id })
    .from(appealComments)
    .where(
      and(
        eq(appealComments.appealId, appealId),
        eq(appealComments.byContractor, true),
        eq(appealComments.status, 'created'),
      ),
    );
}

/**
 * What the worker has put on the appeal (the limits of issue 30 item 4): unsent drafts, comments,
 * files and their bytes, counted in one statement over the appeal's comments
 * (appeal_comments_appeal_idx) and their attachments.
 */
export async function workerUsage(db: DbOrTx, appealId: string) {
  const [row] = rowsOf<{ drafts: number; comments: number; files: number; bytes: string }>(
    await db.execute(sql`
      select count(*) filter (where c.status = 'created')::int as drafts,
             count(*)::int as comments,
             coalesce(sum(f.files), 0)::int as files,
             coalesce(sum(f.bytes), 0)::bigint as bytes
      from ${appealComments} c
      left join lateral (
        select count(*) as files, sum(s.size) as bytes
        from ${appealCommentAttachments} a join ${storedFiles} s on s.id = a.file_id
        where a.comment_id = c.id
      ) f on true
      where c.appeal_id = ${appealId} and c.by_contractor`),
  );
  return {
    drafts: row?.drafts ?? 0,
    comments: row?.comments ?? 0,
    files: row?.files ?? 0,
    bytes: Number(row?.bytes ?? 0),
  };
}

/** Generated SDS versions of the appealed assessment, newest first. */
export async function reportVersions(db: DbOrTx, assessmentId: string) {
  return db
    .select({
      id: assessmentReports.id,
      version: assessmentReports.version,
      createdAt: assessmentReports.createdAt,
      generatedAt: assessmentReports.generatedAt,
      fileKey: storedFiles.key,
      mime: storedFiles.mime,
    })
    .from(assessmentReports)
    .innerJoin(storedFiles, eq(storedFiles.id, assessmentReports.fileId))
    .where(
      and(
        eq(assessmentReports.assessmentId, assessmentId),
        eq(assessmentReports.status, 'generated'),
        isNotNull(assessmentReports.fileId),
      ),
    )
    .orderBy(desc(assessmentReports.version));
}
