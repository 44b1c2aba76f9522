import type { TUserGuidanceListQuery } from '@statera/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { storedFiles, userGuidances, userGuidanceViews, users } from '../../db/schema/index.ts';

/** The reader has opened the guidance (a view row exists). */
const seenBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${userGuidanceViews} v where v.guidance_id = ${userGuidances.id} and v.user_id = ${userId})`;

const columns = (readerId: string) => ({
  id: userGuidances.id,
  name: userGuidances.name,
  createdAt: userGuidances.createdAt,
  fileId: storedFiles.id,
  mime: storedFiles.mime,
  size: storedFiles.size,
  key: storedFiles.key,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  seen: seenBy(readerId),
});

const selectGuidances = (db: DbOrTx, readerId: string) =>
  db
    .select(columns(readerId))
    .from(userGuidances)
    .innerJoin(storedFiles, eq(storedFiles.id, userGuidances.fileId))
    .leftJoin(users, eq(users.id, userGuidances.createdById))
    .$dynamic();

export type GuidanceRow = Awaited<ReturnType<ReturnType<typeof selectGuidances>['execute']>>[number];

const SORTS = {
  dateCreated: userGuidances.createdAt,
  name: sql`lower(${userGuidances.name})`,
} as const;

/** A page of guidance, newest first by default, with whether the reader has opened each. */
export async function listGuidances(db: DbOrTx, readerId: string, q: TUserGuidanceListQuery) {
  const [field, dir] = q.sort.split('|') as [keyof typeof SORTS, 'asc' | 'desc'];
  const by = dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectGuidances(db, readerId)
      .orderBy(by(SORTS[field]), by(userGuidances.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db.select({ n: count() }).from(userGuidances),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findGuidance(db: DbOrTx, readerId: string, id: string): Promise<GuidanceRow | null> {
  const [row] = await selectGuidances(db, readerId).where(eq(userGuidances.id, id));
  return row ?? null;
}

export function guidancesByIds(db: DbOrTx, readerId: string, ids: string[]) {
  return selectGuidances(db, readerId).where(inArray(userGuidances.id, ids)).orderBy(asc(userGuidances.createdAt));
}

/** Guidance the reader has not opened, newest first. */
export function unseenGuidances(db: DbOrTx, readerId: string) {
  return selectGuidances(db, readerId)
    .where(sql`not ${seenBy(readerId)}`)
    .orderBy(desc(userGuidances.createdAt), desc(userGuidances.id));
}

/**
 * The actor's uploads (POST /api/attachments) that nothing keeps yet, locked for the transaction;
 * the ids refused (unknown, someone else's, already kept) by their position.
 */
export async function lockFreshUploads(tx: Tx, actorId: string, ids: readonly string[]) {
  const rows = await tx
    .select({ id: storedFiles.id, name: storedFiles.name })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, [...ids]),
        eq(storedFiles.createdBy, actorId),
        sql`not exists (select 1 from "engagement_documents" k where k."file_id" = "stored_files"."id")`,
        sql`not exists (select 1 from "appeal_comment_attachments" k where k."file_id" = "stored_files"."id")`,
        sql`not exists (select 1 from "assessment_reports" k where k."file_id" = "stored_files"."id")`,
        sql`not exists (select 1 from "company_reports" k where k."file_id" = "stored_files"."id")`,
        sql`not exists (select 1 from "user_guidances" k where k."file_id" = "stored_files"."id")`,
        sql`not exists (select 1 from "users" k where "stored_files"."id" in (k."photo_id", k."original_photo_id"))`,
      ),
    )
    .for('update');
  const fresh = new Map(rows.map((r) => [r.id, r]));
  return { fresh, refused: ids.flatMap((id, i) => (fresh.has(id) ? [] : [`attachmentIds.${i}`])) };
}

/** Records that the reader opened the guidance; true the first time. */
export async function markSeen(db: DbOrTx, userId: string, guidanceId: string): Promise<boolean> {
  const rows = await db
    .insert(userGuidanceViews)
    .values({ userId, guidanceId })
    .onConflictDoNothing()
    .returning({ userId: userGuidanceViews.userId });
  return rows.length > 0;
}
