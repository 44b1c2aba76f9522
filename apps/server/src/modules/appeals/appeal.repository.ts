import { londonToday, type TAppealListQuery, type TAppealUrgency } from '@statera/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, can } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  appealCommentAttachments,
  appealComments,
  appealContractorEmails,
  appealDecisions,
  appealReads,
  appeals,
  assessmentReports,
  assessments,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { dateWindow, onTimestampColumn, windowOf } from '../../lib/calendar-sql.ts';
import { afterCursor, type Cursor, createdAtText } from '../../lib/cursor.ts';
import { escapeLike } from '../../lib/like.ts';
import { planStableIds, preparedQuery } from '../../lib/prepared.ts';

/** Appeals of a client group: its top company and every subsidiary. */
export const inGroup = (rootCompanyId: string): SQL =>
  sql`${appeals.companyId} in (select ${companies.id} from ${companies} where ${companies.id} = ${rootCompanyId} or ${companies.parentId} = ${rootCompanyId})`;

/**
 * The appeals an actor sees (the SQL form of appealPolicy.visible): provider admins all; those who
 * manage the company with `appeals.view`; the group's lead (`appeals.manage`); the assigned manager;
 * the specialist and approver of the appealed assessment.
 */
export function appealScope(actor: Actor): SQL {
  if (actor.managedCompanyIds === 'all') return sql`true`;
  const parts: SQL[] = [];
  if (can(actor, 'appeals.view') && actor.managedCompanyIds.length > 0) {
    parts.push(inArray(appeals.companyId, actor.managedCompanyIds));
  }
  if (can(actor, 'appeals.manage') && actor.rootCompanyId) parts.push(inGroup(actor.rootCompanyId));
  if (can(actor, 'appeals.work')) parts.push(eq(appeals.appealManagerId, actor.id));
  // The specialist and the approver of the appealed assessment (appealPolicy's `tookPart`), as copied
  // onto the appeal (migration 0049): two index ranges.
  if (can(actor, 'assessments.review') || can(actor, 'assessments.complete')) {
    parts.push(or(eq(appeals.answererId, actor.id), eq(appeals.approverId, actor.id))!);
  }
  return parts.length ? or(...parts)! : sql`false`;
}

const rootOf = sql<string>`coalesce(${companies.parentId}, ${companies.id})`;

/** The latest decision of the appeal (null before any). */
const latestDecision = sql<
  'accepted' | 'rejected' | null
>`(select ${appealDecisions.decision} from ${appealDecisions} where ${appealDecisions.appealId} = ${appeals.id} order by ${appealDecisions.createdAt} desc limit 1)`;

/** The worker's submitted comments in the shared threads the reader has not seen yet. */
const newComments = (readerId: string | SQL) =>
  sql<number>`(select count(*)::int from ${appealComments} c where c.appeal_id = ${appeals.id} and c.by_contractor and c.status = 'submitted' and c.thread_type <> 'appeal_management' and c.submitted_at > coalesce((select r.last_seen from ${appealReads} r where r.appeal_id = ${appeals.id} and r.user_id = ${readerId}), 'epoch'::timestamptz))`;

/** The columns of an appeal summary (list row and the head of the detail). */
const summaryColumns = (readerId: string | SQL) => ({
  appeal: appeals,
  // The company by correlated primary-key reads, not a join: a prepared plan joined a hash of every
  // company to a page of appeals (2,036 rows read for 51; docs/decisions/performance.md).
  rootCompanyId: sql<string>`(select coalesce(c.parent_id, c.id) from ${companies} c where c.id = ${appeals.companyId})`,
  companyName: sql<string>`(select c.name from ${companies} c where c.id = ${appeals.companyId})`,
  // The names as copied onto the engagement (kept by the sort-name triggers, migrations 0013 and
  // 0020): two primary-key reads a row saved.
  individualName: sql<string>`${engagements.engagedIndividualName}`,
  entityName: sql<string>`${engagements.engagedEntityName}`,
  serviceProvided: engagements.serviceProvided,
  decision: latestDecision,
  newCommentCount: newComments(readerId),
  participantIds: sql<string[]>`array[${appeals.answererId}, ${appeals.approverId}]`,
  manager: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    position: users.position,
    photoId: users.photoId,
  },
});

function summaryQuery(db: DbOrTx, readerId: string | SQL) {
  return db
    .select(summaryColumns(readerId))
    .from(appeals)
    .innerJoin(engagements, eq(engagements.id, appeals.engagementId))
    .leftJoin(users, eq(users.id, appeals.appealManagerId))
    .$dynamic();
}
export type AppealRow = Awaited<ReturnType<typeof summaryQuery>>[number];

/**
 * `appealScope` decided on a summary row (its company, group, manager and the assessment's seats):
 * the same rule, so a read by id can use the prepared statement and check the reach afterwards.
 * `appeal-scope.test.ts` holds the two equal for every kind of reader.
 */
export function inAppealScope(actor: Actor, row: AppealRow): boolean {
  if (actor.managedCompanyIds === 'all') return true;
  const a = row.appeal;
  return (
    (can(actor, 'appeals.view') && actor.managedCompanyIds.includes(a.companyId)) ||
    (can(actor, 'appeals.manage') && actor.rootCompanyId !== null && row.rootCompanyId === actor.rootCompanyId) ||
    (can(actor, 'appeals.work') && a.appealManagerId === actor.id) ||
    ((can(actor, 'assessments.review') || can(actor, 'assessments.complete')) &&
      (row.participantIds ?? []).includes(actor.id))
  );
}

/**
 * One appeal within the actor's reach, or null (not yours = not found); `lock` locks the appeal row.
 * Read by id with the prepared summary (its six-table join planned once per connection, not 2 ms on
 * every call), the reach checked on the row; a lock is taken in the scoped statement itself.
 */
export async function findAppeal(db: DbOrTx, actor: Actor, id: string, opts: { lock?: boolean } = {}) {
  if (opts.lock) {
    const q = summaryQuery(db, actor.id).where(and(eq(appeals.id, id), appealScope(actor)));
    const [row] = await q.for('update', { of: appeals });
    return row ?? null;
  }
  const [row] = await summariesByIdsQuery(db, 'appeal_summaries_by_ids').execute({
    reader: actor.id,
    ids: planStableIds([id]),
  });
  return row && inAppealScope(actor, row) ? row : null;
}

/**
 * The public API's walk of the appeals the actor sees, oldest first by `(created_at, id)` after the
 * cursor (`appeals_company_created_idx`), with each row's `created_at` to the microsecond (the next cursor).
 */
export async function appealsAfter(db: DbOrTx, actor: Actor, after: Cursor | null, limit: number) {
  const keyset = afterCursor(appeals, after);
  const page = await db
    .select({ id: appeals.id, at: createdAtText(appeals) })
    .from(appeals)
    .where(and(appealScope(actor), keyset))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(limit);
  const rows = await summariesInOrder(
    db,
    actor.id,
    page.map((r) => r.id),
  );
  return { rows, page };
}

/** Appeal summaries by id, prepared: a list page's rows (a six-table join took 3–27 ms to plan each time). */
const summariesByIdsQuery = preparedQuery((db: DbOrTx, name: string) =>
  summaryQuery(db, sql`${sql.placeholder('reader')}::uuid`)
    .where(sql`${appeals.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

/** The summaries of these appeals, in the order of `ids` (a page chosen on the appeals table alone). */
async function summariesInOrder(db: DbOrTx, readerId: string, ids: string[]): Promise<AppealRow[]> {
  if (ids.length === 0) return [];
  const found = await summariesByIdsQuery(db, 'appeal_summaries_by_ids').execute({
    reader: readerId,
    ids: planStableIds(ids),
  });
  const byId = new Map(found.map((r) => [r.appeal.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is AppealRow => r !== undefined);
}

/** One appeal by id without a scope: for jobs and hooks that act for the system. */
export async function findAppealUnscoped(db: DbOrTx, id: string, opts: { lock?: boolean } = {}) {
  const q = summaryQuery(db, '00000000-0000-0000-0000-000000000000').where(eq(appeals.id, id));
  const [row] = opts.lock ? await q.for('update', { of: appeals }) : await q;
  return row ?? null;
}

const SORTS = {
  deadline: appeals.statutoryDeadline,
  date_started: appeals.dateStarted,
  date_ended: appeals.dateEnded,
  status: appeals.status,
  engaged_individual: engagedIndividuals.name,
} as const;

/** Filters of the appeal list, all in SQL; `today` (UK day) places the running appeals in their urgency buckets. */
function listFilters(q: TAppealListQuery, readerId: string, today: string): SQL[] {
  const out: SQL[] = [];
  if (q.statuses?.length) out.push(inArray(appeals.status, q.statuses));
  if (q.urgency?.length) out.push(urgencyIn(q.urgency, today));
  const started = onTimestampColumn(
    appeals.dateStarted,
    windowOf({ dateFrom: q.dateStartedFrom, dateTo: q.dateStartedTo }),
  );
  if ((q.dateStartedFrom || q.dateStartedTo) && started) out.push(started);
  if (q.decision) out.push(sql`${latestDecision} = ${q.decision}`);
  if (q.onlyNewComments) out.push(sql`${newComments(readerId)} > 0`);
  // spec §7 periodEnded: a preset's UK days, or the dates given (customPeriod, or no preset): the one calendar.
  const ended = onTimestampColumn(appeals.dateEnded, dateWindow(q.periodEnded, q.dateEndedFrom, q.dateEndedTo));
  if (ended) out.push(ended);
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    out.push(
      or(
        ilike(engagedIndividuals.name, like),
        ilike(engagedEntities.name, like),
        ilike(appeals.contractorEmail, like),
        ilike(companies.name, like),
      )!,
    );
  }
  return out;
}

/** Statuses in which the 45 days run (an outcome is owed). */
export const RUNNING_APPEAL_STATUSES = ['started', 'am_processing', 'contractor_processing', 'reopened'] as const;

/** Days left of the 45 on `today` (UK day), in SQL. */
export const appealDaysLeft = (today: string): SQL<number> =>
  sql<number>`(${appeals.statutoryDeadline} - ${today}::date)`;

/** The spec §9 urgency buckets, the appeal chart's: which days-left each holds. */
const URGENCY_DAYS: Record<TAppealUrgency, (left: SQL) => SQL> = {
  overdue: (left) => sql`${left} < 0`,
  three_days: (left) => sql`${left} between 0 and 3`,
  seven_days: (left) => sql`${left} between 4 and 7`,
  ten_days: (left) => sql`${left} between 8 and 10`,
  more_than_ten_days: (left) => sql`${left} > 10`,
};

/** Running appeals (the clock on) in one of the urgency buckets on `today`. */
export function urgencyIn(buckets: readonly TAppealUrgency[], today: string): SQL {
  const left = appealDaysLeft(today);
  return and(
    inArray(appeals.status, [...RUNNING_APPEAL_STATUSES]),
    sql`${appeals.statutoryDeadline} is not null`,
    or(...buckets.map((b) => URGENCY_DAYS[b](left))),
  )!;
}

/**
 * A page of appeals within `where` (the actor's scope, an engagement, an engaged entity), filtered and sorted.
 * `where` may name only the appeal's own columns. The page's ids are chosen first, joining the
 * engagement and its people only when a search or the sort needs them; the summary columns are then
 * read for those 20 ids alone (joining all appeals to 200k engagements before the sort cost seconds).
 */
export async function listAppeals(db: DbOrTx, actor: Actor, where: SQL, q: TAppealListQuery, today = londonToday()) {
  const [field, dir] = q.sort.split('|') as [keyof typeof SORTS, 'asc' | 'desc'];
  const column = SORTS[field];
  const order = dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const filter = and(appealScope(actor), where, ...listFilters(q, actor.id, today));
  const needsPeople = Boolean(q.globalFilter) || field === 'engaged_individual';
  const base = () => {
    const from = db.select({ id: appeals.id }).from(appeals).$dynamic();
    return needsPeople
      ? from
          .innerJoin(engagements, eq(engagements.id, appeals.engagementId))
          .innerJoin(companies, eq(companies.id, appeals.companyId))
          .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
          .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
      : from;
  };
  // The page's ids and the total in one statement (one round trip and one statement fewer), then
  // the page's summaries by id.
  const page = base()
    .where(filter)
    .orderBy(order, desc(appeals.createdAt), asc(appeals.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const countFrom = db.select({ n: sql<number>`count(*)::int` }).from(appeals).$dynamic();
  const count = (
    needsPeople && q.globalFilter
      ? countFrom
          .innerJoin(engagements, eq(engagements.id, appeals.engagementId))
          .innerJoin(companies, eq(companies.id, appeals.companyId))
          .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
          .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
      : countFrom
  ).where(filter);
  const [both] = rowsOf<{ n: number; ids: string[] }>(
    await db.execute(sql`select (${count}) as n, array(${page}) as ids`),
  );
  const rows = await summariesInOrder(db, actor.id, both?.ids ?? []);
  return { rows, total: both?.n ?? 0 };
}

/** The disputed assessment and the SDS version. */
export async function appealAssessment(db: DbOrTx, assessmentId: string, reportId: string | null) {
  const [a] = await db
    .select({
      id: assessments.id,
      type: assessments.type,
      employed: assessments.employed,
      selfEmployed: assessments.selfEmployed,
      riskLevel: assessments.riskLevel,
      dateApproved: assessments.dateApproved,
      approverId: assessments.approverId,
      answererId: assessments.answererId,
    })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  const [r] = reportId
    ? await db
        .select({ version: assessmentReports.version })
        .from(assessmentReports)
        .where(eq(assessmentReports.id, reportId))
    : [];
  return { assessment: a!, reportVersion: r?.version ?? null };
}

export async function decisionsOf(db: DbOrTx, appealId: string) {
  return db
    .select({
      decision: appealDecisions,
      maker: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        position: users.position,
        photoId: users.photoId,
      },
    })
    .from(appealDecisions)
    .leftJoin(users, eq(users.id, appealDecisions.makerId))
    .where(eq(appealDecisions.appealId, appealId))
    .orderBy(asc(appealDecisions.createdAt), asc(appealDecisions.id));
}

export async function contractorEmailsOf(db: DbOrTx, appealId: string) {
  return db
    .select({ email: appealContractorEmails.email, createdAt: appealContractorEmails.createdAt })
    .from(appealContractorEmails)
    .where(eq(appealContractorEmails.appealId, appealId))
    .orderBy(asc(appealContractorEmails.createdAt));
}

/** Every comment of the appeal with its author and files, oldest first. */
export async function commentsOf(db: DbOrTx, appealId: string) {
  const rows = await db
    .select({
      comment: appealComments,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        position: users.position,
        photoId: users.photoId,
      },
    })
    .from(appealComments)
    .leftJoin(users, eq(users.id, appealComments.authorUserId))
    .where(eq(appealComments.appealId, appealId))
    .orderBy(asc(appealComments.createdAt), asc(appealComments.id));
  const ids = rows.map((r) => r.comment.id);
  const files = ids.length
    ? await db
        .select({ commentId: appealCommentAttachments.commentId, file: storedFiles })
        .from(appealCommentAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, appealCommentAttachments.fileId))
        .where(inArray(appealCommentAttachments.commentId, ids))
        .orderBy(asc(appealCommentAttachments.createdAt))
    : [];
  return rows.map((r) =>
    Object.assign(r, { files: files.filter((f) => f.commentId === r.comment.id).map((f) => f.file) }),
  );
}

/** When the reader last looked at the appeal's threads. */
export async function lastSeenBy(db: DbOrTx, appealId: string, userId: string): Promise<Date | null> {
  const [r] = await db
    .select({ lastSeen: appealReads.lastSeen })
    .from(appealReads)
    .where(and(eq(appealReads.appealId, appealId), eq(appealReads.userId, userId)));
  return r?.lastSeen ?? null;
}

export async function markSeen(db: DbOrTx, appealId: string, userId: string, at: Date) {
  await db
    .insert(appealReads)
    .values({ appealId, userId, lastSeen: at })
    .onConflictDoUpdate({ target: [appealReads.appealId, appealReads.userId], set: { lastSeen: at } });
}

/** The engagement (and its group) an appeal may be recorded on, within `scope`. */
export async function engagementGroupOf(db: DbOrTx, engagementId: string) {
  const [e] = await db
    .select({ id: engagements.id, companyId: engagements.companyId, rootCompanyId: rootOf })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(eq(engagements.id, engagementId));
  return e ?? null;
}

/** The group's lead appeal manager (the default manager of a new appeal), if one is set. */
export async function leadOfGroup(db: DbOrTx, rootCompanyId: string): Promise<string | null> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.amRole, 'lead_appeal_manager'),
        eq(users.status, 'active'),
        or(eq(companies.id, rootCompanyId), eq(companies.parentId, rootCompanyId)),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return u?.id ?? null;
}

/** An active user of the group who holds an appeal-management role (a valid new manager). */
/** An active appeal manager (or lead) of the group, by id or by email (spec §7 `newManagerEmail`); null otherwise. */
export async function appealManagerOfGroup(db: DbOrTx, who: { id?: string; email?: string }, rootCompanyId: string) {
  const [u] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        who.id ? eq(users.id, who.id) : eq(users.email, (who.email ?? '').trim().toLowerCase()),
        eq(users.status, 'active'),
        inArray(users.amRole, ['appeal_manager', 'lead_appeal_manager']),
        or(eq(companies.id, rootCompanyId), eq(companies.parentId, rootCompanyId)),
      ),
    );
  return u ?? null;
}

export async function peopleByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}
