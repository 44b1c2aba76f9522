import {
  AWAITING_APPROVER_STATUSES,
  type TAssessmentListQuery,
  type TAssessmentStatus,
  TIME_LIMITS,
} from '@statera/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Actor, can } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentSeatGaps,
  assessments,
  comments,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  threads,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

/** The assessments an actor sees: those of engagements in reach, and those where they hold a seat. */
export const assessmentScope = (actor: Actor): SQL =>
  or(engagementScope(actor), eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id))!;

const SORTS = {
  due_date: assessments.dueDate,
  status: assessments.status,
  date_submitted: assessments.dateSubmitted,
  engaged_individual: engagedIndividuals.name,
  company: companies.name,
} as const;

/**
 * The status filter: stored statuses, and the not-started variants of `created` computed from the
 * due date against `today` (the assessment opens 30 days before it; overdue after it).
 */
function statusFilter(statuses: readonly string[], today: string): SQL | undefined {
  const day = sql`${today}::date`;
  const created = eq(assessments.status, 'created');
  const variants: Record<string, SQL> = {
    not_due: and(created, sql`${assessments.dueDate} > ${day} + ${TIME_LIMITS.assessmentOpeningDays}::int`)!,
    ready: and(
      created,
      sql`${assessments.dueDate} between ${day} and ${day} + ${TIME_LIMITS.assessmentOpeningDays}::int`,
    )!,
    overdue: and(created, sql`${assessments.dueDate} < ${day}`)!,
  };
  const stored = statuses.filter((s): s is TAssessmentStatus => !(s in variants));
  const parts = [
    ...(stored.length ? [inArray(assessments.status, stored)] : []),
    ...statuses.filter((s) => s in variants).map((s) => variants[s]!),
  ];
  return parts.length ? or(...parts) : undefined;
}

/**
 * The parts of the owner's scope (`assessmentScope`), each one index-friendly: the assessment's own
 * seats, the assessments an engagement seat gives them without a seat on the assessment
 * (`assessment_seat_gaps`, kept by triggers; normally empty), and the companies they manage. Equal
 * to engagement seats ∪ assessment seats: {a | S holds a seat of a} ∪ {a | S holds a seat of a's
 * engagement but none of a} — see docs/decisions/performance.md.
 */
function assessmentScopeParts(db: DbOrTx, actor: Actor): { parts: SQL[]; count: CountPlan } {
  const seats = [eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id)];
  if (!can(actor, 'engagements.view')) return { parts: seats, count: { kind: 'seats' } };
  if (actor.managedCompanyIds === 'all') return { parts: [sql`true`], count: { kind: 'one', part: sql`true` } };
  const gaps = inArray(
    assessments.id,
    db
      .select({ id: assessmentSeatGaps.assessmentId })
      .from(assessmentSeatGaps)
      .where(eq(assessmentSeatGaps.userId, actor.id)),
  );
  if (actor.managedCompanyIds.length === 0) return { parts: [...seats, gaps], count: { kind: 'seats', gaps } };
  return { parts: [inArray(engagements.companyId, actor.managedCompanyIds), ...seats, gaps], count: { kind: 'union' } };
}

/** How the total is counted: one index range, the owner's seats (and gaps) by index, or a union of joins. */
type CountPlan = { kind: 'one'; part: SQL } | { kind: 'seats'; gaps?: SQL } | { kind: 'union' };

/**
 * One page of a person's assessments, filtered and sorted in SQL. The owner's scope is read part by
 * part (own seats, seat gaps, managed companies), each in index order up to the page's end; the
 * page's ids are picked from the parts' union before the joins. A search is driven by the engagements
 * it finds (trigram indexes). The count goes by index when no filter needs the engagement
 * (`countAssessments`). `owner` is the person whose list it is; `viewer` the one asking (their
 * tenancy also applies when they look at someone else). docs/decisions/performance.md.
 */
export async function listAssessments(db: DbOrTx, viewer: Actor, owner: Actor, q: TAssessmentListQuery, today: string) {
  // A deleted engagement is gone from every list, its (archived) assessments with it.
  const conds: SQL[] = [isNull(engagements.deletedAt)];
  // Conditions on the assessment alone (no engagement needed): the count can then go by index.
  const own: SQL[] = [];
  let parts: SQL[];
  // The approver's queue and the role views are within the owner's own seats: one index range.
  if (q.role === 'answerer') parts = [eq(assessments.answererId, owner.id)];
  else if (q.role === 'approver') parts = [eq(assessments.approverId, owner.id)];
  else parts = [];
  let count: CountPlan = { kind: 'one', part: parts[0] ?? sql`true` };
  if (q.awaitingMyReview) {
    // One index range (approver, status, due date) per status, merged: the queue's statuses are
    // rare among an approver's assessments, so one range filtered by status reads thousands.
    const role = q.role === 'answerer' ? eq(assessments.answererId, owner.id) : undefined;
    parts = AWAITING_APPROVER_STATUSES.map(
      (status) => and(eq(assessments.approverId, owner.id), eq(assessments.status, status), role)!,
    );
    count = { kind: 'one', part: and(eq(assessments.approverId, owner.id), role)! };
  }
  if (parts.length === 0) ({ parts, count } = assessmentScopeParts(db, owner));
  // Conditions on the engagement (the viewer's tenancy, companies, search) need the join.
  if (viewer.id !== owner.id) {
    conds.push(assessmentScope(viewer));
    count = { kind: 'union' };
  }
  if (q.awaitingMyReview) {
    own.push(eq(assessments.approverId, owner.id), inArray(assessments.status, AWAITING_APPROVER_STATUSES));
  }
  const byStatus = q.statuses?.length ? statusFilter(q.statuses, today) : undefined;
  if (byStatus) own.push(byStatus);
  if (q.types?.length) own.push(inArray(assessments.type, q.types));
  if (q.dateDueFrom) own.push(gte(assessments.dueDate, q.dateDueFrom));
  if (q.dateDueTo) own.push(lte(assessments.dueDate, q.dateDueTo));
  if (q.companyIds?.length) {
    conds.push(inArray(engagements.companyId, q.companyIds));
    count = { kind: 'union' };
  }
  if (q.globalFilter) {
    // The engagements found (each name by its trigram index, then the engagements' foreign-key
    // index) drive the search: few rows, so the scope's parts become one OR checked on each of them.
    const like = `%${escapeLike(q.globalFilter)}%`;
    const found = sql`(${db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        inArray(
          engagements.engagedIndividualId,
          db.select({ id: engagedIndividuals.id }).from(engagedIndividuals).where(ilike(engagedIndividuals.name, like)),
        ),
      )} union ${db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        inArray(
          engagements.engagedEntityId,
          db.select({ id: engagedEntities.id }).from(engagedEntities).where(ilike(engagedEntities.name, like)),
        ),
      )})`;
    conds.push(sql`${assessments.engagementId} in ${found}`);
    parts = [parts.length === 1 ? parts[0]! : or(...parts)!];
    count = { kind: 'union' };
  }
  conds.push(...own);
  const [field, dir] = q.sort.split('|') as [keyof typeof SORTS, 'asc' | 'desc'];
  const column = SORTS[field] ?? assessments.dueDate;
  const order = dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const orderBy = [order, dir === 'desc' ? desc(assessments.id) : asc(assessments.id)];
  const joinedSort = field === 'company' || field === 'engaged_individual';
  // A part sorted by a joined column reads its own rows first (`offset 0` keeps the planner from
  // walking every company or worker by name through all their engagements: 4–6 s for the busy
  // specialist); the subquery keeps the name "assessments", so every condition still applies.
  const partSource = (part: SQL) =>
    joinedSort ? sql`(select * from ${assessments} where ${part} offset 0) as ${assessments}` : assessments;
  // Named in full: Drizzle does not see the subquery as the table (and joins make a bare "id" ambiguous).
  const partId = sql<string>`${sql.raw('"assessments"."id"')}`;
  // The same order, but not one an index gives (`|| ''` keeps value and collation): the planner
  // would otherwise walk companies by name, betting the rows are spread over all of them.
  const partOrderBy = joinedSort
    ? [sql`(${column} || '') ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`, orderBy[1]!]
    : orderBy;
  const offset = (q.page - 1) * q.rows;
  const sortJoins = <T extends PgSelect>(query: T) => {
    const withEngagement = query.innerJoin(engagements, eq(engagements.id, assessments.engagementId));
    if (field === 'company') return withEngagement.innerJoin(companies, eq(companies.id, engagements.companyId));
    if (field === 'engaged_individual') {
      return withEngagement.innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId));
    }
    return withEngagement;
  };
  // Several parts: each gives its ids and sort key up to the page's end; the page's own ids are
  // picked from their union (sorted, offset) before any row is joined, so a deep page joins 20 rows.
  const merged = parts.length > 1;
  const keyOrder = (key: SQL) => [
    sql`${key} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`,
    sql`id ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}`,
  ];
  const scope = !merged
    ? parts[0]!
    : inArray(
        assessments.id,
        sql`(select id from (${sql.join(
          parts.map(
            (part, i) =>
              sql`select id, k from (${sortJoins(
                db
                  .select({ id: partId, k: sql`${column}`.as('k') })
                  .from(partSource(part))
                  .$dynamic(),
              )
                .where(and(joinedSort ? undefined : part, ...conds))
                .orderBy(...partOrderBy)
                .limit(offset + q.rows)}) as ${sql.raw(`part${i}`)}`,
          ),
          sql` union `,
        )}) as merged order by ${sql.join(keyOrder(sql.raw('k')), sql`, `)} limit ${q.rows} offset ${offset})`,
      );
  const where = and(scope, ...conds);
  const commentCount = sql<number>`(select count(*)::int from ${comments} inner join ${threads} on ${threads.id} = ${comments.threadId} where ${threads.assessmentId} = ${assessments.id})`;
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
      .innerJoin(companies, eq(companies.id, engagements.companyId))
      .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
      .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId));
  const rows = await joined(
    db
      .select({
        assessment: assessments,
        engagementId: engagements.id,
        companyId: companies.id,
        companyName: companies.name,
        entityName: engagedEntities.name,
        individualName: engagedIndividuals.name,
        commentCount,
      })
      .from(assessments)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...orderBy)
    .limit(q.rows)
    .offset(merged ? 0 : offset);
  return { rows, total: await countAssessments(db, owner, count, parts, conds, own) };
}

/**
 * The total. When every condition is on the assessment itself, the owner's parts are counted one by
 * one by their indexes, without a join: answerer + approver − both (a bitmap AND) + seat gaps
 * (disjoint from the seats by construction), less those of deleted engagements (a partial index
 * finds the few). Otherwise the union of the parts' ids, each joined to its engagement.
 */
async function countAssessments(db: DbOrTx, owner: Actor, plan: CountPlan, parts: SQL[], conds: SQL[], own: SQL[]) {
  let query: SQL;
  if (plan.kind !== 'union') {
    const countWhere = (...where: (SQL | undefined)[]) =>
      sql`(${db
        .select({ n: sql<number>`count(*)::int` })
        .from(assessments)
        .where(and(...where, ...own))})`;
    const answerer = eq(assessments.answererId, owner.id);
    const approver = eq(assessments.approverId, owner.id);
    const all =
      plan.kind === 'one'
        ? countWhere(plan.part)
        : sql`${countWhere(answerer)} + ${countWhere(approver)} - ${countWhere(answerer, approver)}${
            plan.gaps ? sql` + ${countWhere(plan.gaps)}` : sql``
          }`;
    const deleted = db
      .select({ n: sql<number>`count(*)::int` })
      .from(assessments)
      .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
      .where(and(sql`${engagements.deletedAt} is not null`, or(...parts), ...own));
    query = sql`select ${all} - (${deleted}) as n`;
  } else {
    const counted = parts.map(
      (part, i) =>
        sql`select id from (${db
          .select({ id: assessments.id })
          .from(assessments)
          .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
          .where(and(part, ...conds))}) as ${sql.raw(`counted${i}`)}`,
    );
    query = sql`select count(*)::int as n from (${sql.join(counted, sql` union `)}) as scoped`;
  }
  const [count] = ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows;
  return Number(count?.n ?? 0);
}
export type AssessmentListRow = Awaited<ReturnType<typeof listAssessments>>['rows'][number];
