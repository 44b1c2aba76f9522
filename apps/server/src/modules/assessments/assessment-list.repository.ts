import {
  ASSESSMENT_STATUSES,
  AWAITING_APPROVER_STATUSES,
  isProviderRole,
  type TAssessmentListQuery,
  type TAssessmentStatus,
  type TAssessmentType,
  TIME_LIMITS,
} from '@statera/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type Actor, can, reachesAllOf } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  assessmentSeatGaps,
  assessmentStatusCounters,
  assessments,
  comments,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagementSearchText,
  engagements,
  threads,
  userAssessmentCounters,
  users,
} from '../../db/schema/index.ts';
import { boundedCount, exactTotal, type ListTotal, partsTotal, SPECULATIVE_OFFSET } from '../../lib/bounded-count.ts';
import { executeNamed } from '../../lib/execute-named.ts';
import { inIdOrder } from '../../lib/in-id-order.ts';
import { escapeLike } from '../../lib/like.ts';
import { planStableIds, preparedQuery } from '../../lib/prepared.ts';
import { userOptionColumnsOf } from '../users/user.presenter.ts';
import { assessmentFigureConditions } from './assessment-figures.ts';
import { assessmentSummaryColumns } from './assessment-summary.presenter.ts';

/** The columns of an assessment a list item shows (its summary, seats and abilities): no answers or result. */
const listColumns = {
  ...assessmentSummaryColumns,
  answererId: assessments.answererId,
  approverId: assessments.approverId,
  previousAnswererId: assessments.previousAnswererId,
};

const answerers = alias(users, 'answerer');
const approvers = alias(users, 'approver');

/**
 * A page's assessments with their engagement's names, their specialist and approver, and their
 * comment count, by an id array: one prepared statement.
 */
const rowsByIdsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      assessment: listColumns,
      answerer: userOptionColumnsOf(answerers),
      approver: userOptionColumnsOf(approvers),
      engagementId: engagements.id,
      companyId: companies.id,
      companyName: companies.name,
      entityName: engagedEntities.name,
      individualName: engagedIndividuals.name,
      commentCount: sql<number>`(select count(*)::int from ${comments} inner join ${threads} on ${threads.id} = ${comments.threadId} where ${threads.assessmentId} = ${assessments.id})`,
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(answerers, eq(answerers.id, assessments.answererId))
    .innerJoin(approvers, eq(approvers.id, assessments.approverId))
    .where(sql`${assessments.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

/** A page's rows by id, in the given order. */
async function rowsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const found = await rowsByIdsQuery(db, 'assessment_list_rows').execute({ ids: planStableIds(ids) });
  return inIdOrder(ids, found, (r) => r.assessment.id);
}

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
 * The filters the dashboards' figures link to (docs/decisions/dashboards-and-statistics.md), on the
 * assessment alone: overdue (open, due before today's UK day), with new comments (open, a submitted
 * comment by someone else newer than the reader's last read of its thread), approved within UK days,
 * and done in time or past due (the UK day of approval against the due date). The dashboards count
 * with the same conditions (`assessmentFigureConditions`), so a figure equals the list it opens.
 */
function figureFilters(q: TAssessmentListQuery, readerId: string, today: string): SQL[] {
  return assessmentFigureConditions(
    {
      overdue: q.overdue,
      withNewComments: q.withNewComments,
      approved:
        q.dateApprovedFrom || q.dateApprovedTo ? { dateFrom: q.dateApprovedFrom, dateTo: q.dateApprovedTo } : undefined,
      completion: q.completion,
    },
    readerId,
    today,
  );
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
  const managed = actor.managedCompanyIds;
  if (managed.length === 0) return { parts: [...seats, gaps], count: { kind: 'seats', gaps } };
  // One index range per managed company (assessments.company_id, kept by triggers), up to
  // PER_COMPANY_PARTS companies; the seats outside them are counted apart.
  const companies =
    managed.length <= PER_COMPANY_PARTS
      ? managed.map((id) => eq(assessments.companyId, id))
      : [inArray(assessments.companyId, managed)];
  return { parts: [...companies, ...seats, gaps], count: { kind: 'seats', gaps, companies: managed } };
}

/**
 * How the total is counted: one index range, the owner's seats (and gaps) part by part, or a union
 * of joins. `counted`: the seats' list is filtered by stored statuses at most (none: every status),
 * so its companies and seats are summed from the trigger-kept counters.
 */
type CountPlan =
  | { kind: 'one'; part: SQL }
  | {
      kind: 'seats';
      gaps?: SQL;
      companies?: string[];
      counted?: { statuses: TAssessmentStatus[]; types: TAssessmentType[] };
    }
  | { kind: 'union' };

const isStored = (s: string): s is TAssessmentStatus => (ASSESSMENT_STATUSES as readonly string[]).includes(s);

/** The assessment's engagement is not deleted (`listed`, kept by triggers; the list indexes hold listed rows only). */
const liveEngagement = () => sql`${assessments.listed}`;

/**
 * The companies where the person's list can hold anything: where they hold a seat on a listed
 * assessment (`user_assessment_counters`), of their seat gaps, and those they manage (undefined:
 * every company). A search narrows the engagements it finds to these before reaching assessments:
 * a name found across every group is mostly someone else's.
 */
function reachableCompanies(db: DbOrTx, owner: Actor): SQL | undefined {
  const managed = can(owner, 'engagements.view') ? owner.managedCompanyIds : [];
  if (managed === 'all') return undefined;
  const seats = db
    .select({ id: userAssessmentCounters.companyId })
    .from(userAssessmentCounters)
    .where(
      and(
        eq(userAssessmentCounters.userId, owner.id),
        or(sql`${userAssessmentCounters.answererCount} > 0`, sql`${userAssessmentCounters.approverOnlyCount} > 0`),
      ),
    );
  const gaps = db
    .select({ id: assessments.companyId })
    .from(assessments)
    .where(
      inArray(
        assessments.id,
        db
          .select({ id: assessmentSeatGaps.assessmentId })
          .from(assessmentSeatGaps)
          .where(eq(assessmentSeatGaps.userId, owner.id)),
      ),
    );
  // One array of companies, checked on the engagements the search text's trigram index finds.
  const managedIds = managed.length
    ? sql` union select unnest(array[${sql.join(
        managed.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`
    : sql``;
  return sql`${engagements.companyId} = any(array(${seats} union ${gaps}${managedIds}))`;
}

/** Up to this many managed companies, a person's list reads one index range per company. */
const PER_COMPANY_PARTS = 20;

/**
 * One page of a person's assessments, filtered and sorted in SQL. The owner's scope is read part by
 * part (own seats, seat gaps, managed companies), each in index order up to the page's end; the
 * page's ids are picked from the parts' union before the joins. A search is driven by the engagements
 * it finds (trigram indexes). The count goes by index when no filter needs the engagement
 * (`countAssessments`). `owner` is the person whose list it is; `viewer` the one asking (their
 * tenancy also applies when they look at someone else). docs/decisions/performance.md.
 */
export async function listAssessments(db: DbOrTx, viewer: Actor, owner: Actor, q: TAssessmentListQuery, today: string) {
  // A deleted engagement is gone from every list, its (archived) assessments with it: they are not
  // `listed`, which the seat and company indexes are partial on, so a page needs no join unless a
  // condition is on the engagement.
  const conds: SQL[] = [liveEngagement()];
  let onEngagement = false;
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
  // Conditions on the engagement (the viewer's tenancy, companies, search) need the join. A viewer
  // who reaches all the owner's list can hold (a client admin looking at a person of their group)
  // reads it as the owner would: counted by the owner's counters, not a union of 60,000 seats.
  if (viewer.id !== owner.id && !reachesAllOf(viewer, owner)) {
    conds.push(assessmentScope(viewer));
    onEngagement = true;
    count = { kind: 'union' };
  }
  if (q.awaitingMyReview) {
    own.push(eq(assessments.approverId, owner.id), inArray(assessments.status, AWAITING_APPROVER_STATUSES));
  }
  const byStatus = q.statuses?.length ? statusFilter(q.statuses, today) : undefined;
  if (byStatus) own.push(byStatus);
  const byType = q.types?.length ? inArray(assessments.type, q.types) : undefined;
  if (byType) own.push(byType);
  if (q.dateDueFrom) own.push(gte(assessments.dueDate, q.dateDueFrom));
  if (q.dateDueTo) own.push(lte(assessments.dueDate, q.dateDueTo));
  own.push(...figureFilters(q, owner.id, today));
  if (q.companyIds?.length) {
    conds.push(inArray(engagements.companyId, q.companyIds));
    onEngagement = true;
    count = { kind: 'union' };
  }
  if (q.globalFilter) {
    // The live engagements found by their search text (the names copied onto them and the service,
    // one trigram index) drive the search: few rows, so the scope's parts become one OR checked on
    // each of them. A person of a client holds seats and manages companies in their own group only
    // (`reachesAllOf`): the group's top company keys the index, which then reads the group's matches.
    const like = `%${escapeLike(q.globalFilter)}%`;
    const group = owner.rootCompanyId && !isProviderRole(owner.role) ? owner.rootCompanyId : undefined;
    const found = db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        and(
          isNull(engagements.deletedAt),
          group ? eq(engagements.rootCompanyId, group) : undefined,
          reachableCompanies(db, owner),
          ilike(engagementSearchText(engagements), like),
        ),
      );
    conds.push(inArray(assessments.engagementId, found));
    parts = [parts.length === 1 ? parts[0]! : or(...parts)!];
    count = { kind: 'union' };
  }
  if (count.kind === 'seats') {
    // Filtered by stored statuses and types at most: the counters hold them (not the not-started
    // variants, which depend on today's date).
    const statuses: readonly string[] = q.statuses ?? [];
    const stored = statuses.filter(isStored);
    const byCounters = own.length === (byStatus ? 1 : 0) + (byType ? 1 : 0) && stored.length === statuses.length;
    if (byCounters) count = { ...count, counted: { statuses: stored, types: q.types ?? [] } };
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
    if (!onEngagement && !joinedSort) return query;
    const withEngagement = query.innerJoin(engagements, eq(engagements.id, assessments.engagementId));
    if (field === 'company') return withEngagement.innerJoin(companies, eq(companies.id, engagements.companyId));
    if (field === 'engaged_individual') {
      return withEngagement.innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId));
    }
    return withEngagement;
  };
  // Several parts: each gives its ids and sort key up to the page's end; the page's own ids are
  // picked from their union (sorted, offset) before any row is joined, so a deep page joins 20 rows.
  const keyOrder = (key: SQL) => [
    sql`${key} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`,
    sql`id ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}`,
  ];
  const mergedIds = (merging: SQL[]) =>
    sql`select id from (${sql.join(
      merging.map(
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
    )}) as merged order by ${sql.join(keyOrder(sql.raw('k')), sql`, `)} limit ${q.rows} offset ${offset}`;
  if (q.globalFilter) {
    // A search's matches (hundreds at most) are scoped, counted and sorted in one fenced subquery
    // (`offset 0`: the planner would walk the sort order through every join); only the page's rows
    // are joined to their names.
    const matches = sortJoins(
      db
        .select({
          id: assessments.id,
          k: sql`${column}`.as('k'),
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(assessments)
        .$dynamic(),
    )
      .where(and(parts[0], ...conds))
      .offset(0)
      .as('matches');
    const page = await db
      .select({ id: matches.id, total: matches.total })
      .from(matches)
      .orderBy(keyOrder(sql`${matches.k}`)[0]!, dir === 'desc' ? desc(matches.id) : asc(matches.id))
      .limit(q.rows)
      .offset(offset);
    const ids = page.map((r) => r.id);
    const rows = await rowsByIds(db, ids);
    // A page past the last match has no row to carry the count: count it then.
    const total =
      page[0] !== undefined
        ? exactTotal(page[0].total)
        : offset > 0
          ? await countAssessments(db, owner, count, parts, conds, own)
          : exactTotal(0);
    return { rows, total };
  }
  // The page's ids (index order, no names joined), then its rows by id in one prepared statement.
  // The ids are read in the statement that counts: one round trip for both.
  const pageSql = (reading: SQL[]): SQL =>
    reading.length > 1
      ? mergedIds(reading)
      : sortJoins(db.select({ id: assessments.id }).from(assessments).$dynamic())
          .where(and(reading[0], ...conds))
          .orderBy(...orderBy)
          .limit(q.rows)
          .offset(offset)
          .getSQL();
  if (count.kind === 'seats') {
    // The owner's own list: each part counted (index-only, or from counters), the page read from the
    // parts that hold rows beyond the earlier ones — most people have one (their seat, or their
    // company), read as one index range. The page of the managed companies' parts is read with the
    // counts at any depth (a client admin's rows all lie there: reading it then costs what reading
    // it afterwards would); without them, the first part's page near the start of the list only
    // (little to read). When the counts show no other part holds rows, that is the page.
    const seats = seatPartCountsPlan(db, owner, count, own);
    const managedCount = count.companies?.length ?? 0;
    const companyParts = managedCount <= PER_COMPANY_PARTS ? managedCount : 1;
    const speculated =
      companyParts > 0
        ? parts.slice(0, companyParts)
        : offset < SPECULATIVE_OFFSET && parts.length > 0
          ? [parts[0]!]
          : [];
    const [first] = rowsOf<{ n: number[]; ids?: string[] }>(
      await executeNamed(
        db,
        sql`select ${seats.sql} as n${speculated.length ? sql`, array(${pageSql(speculated)}) as ids` : sql``}`,
      ),
    );
    const { counts, total } = seats.read(first!.n);
    const live = parts.filter((_, i) => counts[i]! > 0);
    // Past a capped total the rows go on: only an exact total ends the pages.
    const ids =
      live.length === 0 || (!total.capped && offset >= total.total)
        ? []
        : first!.ids && live.every((part) => speculated.includes(part))
          ? first!.ids
          : rowsOf<{ id: string }>(await db.execute(pageSql(live))).map((r) => r.id);
    return { rows: await rowsByIds(db, ids), total };
  }
  // No part at all (a person with no seat and no company): nothing to read.
  if (parts.length === 0) return { rows: [], total: exactTotal(0) };
  const [both] = rowsOf<{ n: number; ids: string[] }>(
    await db.execute(sql`select ${countSql(db, count, parts, conds, own)}::int as n, array(${pageSql(parts)}) as ids`),
  );
  return { rows: await rowsByIds(db, both!.ids), total: partsTotal([both!.n], [true]) };
}

/**
 * The owner's own list without engagement conditions: how many listed assessments each part of
 * `assessmentScopeParts` holds beyond the earlier parts, in one statement — unfiltered or filtered
 * by stored statuses and types from the trigger-kept counters (`assessment_status_counters`,
 * `user_assessment_counters`, per company, status and type), else by index alone, each count
 * stopping at the cap (`boundedCount`): each managed company; the answerer seat outside them; the
 * approver seat outside them where someone else is the answerer; the seat gaps outside them
 * (disjoint from the seats by construction).
 */
function seatPartCountsPlan(db: DbOrTx, owner: Actor, plan: Extract<CountPlan, { kind: 'seats' }>, own: SQL[]) {
  const countWhere = (...where: (SQL | undefined)[]) =>
    boundedCount(
      db
        .select({ one: sql`1` })
        .from(assessments)
        .where(and(...where, liveEngagement(), ...own))
        .getSQL(),
    );
  const answerer = eq(assessments.answererId, owner.id);
  const approver = eq(assessments.approverId, owner.id);
  const managed = plan.companies ?? [];
  const outside = managed.length ? sql`not ${inArray(assessments.companyId, managed)}` : undefined;
  const companies =
    managed.length === 0
      ? []
      : managed.length <= PER_COMPANY_PARTS
        ? managed.map((id) => countWhere(eq(assessments.companyId, id)))
        : [countWhere(inArray(assessments.companyId, managed))];
  // Unfiltered or by stored statuses only: the seats and companies from the trigger-kept counters
  // (a few rows read: one per company and status).
  const counted = plan.counted;
  const byFilters = (table: { status: AnyPgColumn; type: AnyPgColumn }) =>
    and(
      counted?.statuses.length ? inArray(table.status, counted.statuses) : undefined,
      counted?.types.length ? inArray(table.type, counted.types) : undefined,
    );
  const seatCounter = (column: AnyPgColumn) =>
    sql`(select coalesce(sum(${column}), 0) from ${userAssessmentCounters} where ${and(
      eq(userAssessmentCounters.userId, owner.id),
      managed.length ? sql`not ${inArray(userAssessmentCounters.companyId, managed)}` : undefined,
      byFilters(userAssessmentCounters),
    )})`;
  const companyCounter = (ids: string[]) =>
    sql`(select coalesce(sum(${assessmentStatusCounters.listedCount}), 0) from ${assessmentStatusCounters} where ${and(
      inArray(assessmentStatusCounters.companyId, ids),
      byFilters(assessmentStatusCounters),
    )})`;
  const counts = [
    ...(counted
      ? managed.length <= PER_COMPANY_PARTS
        ? managed.map((id) => companyCounter([id]))
        : [companyCounter(managed)]
      : companies),
    counted ? seatCounter(userAssessmentCounters.answererCount) : countWhere(answerer, outside),
    counted
      ? seatCounter(userAssessmentCounters.approverOnlyCount)
      : countWhere(approver, sql`${assessments.answererId} <> ${owner.id}`, outside),
    ...(plan.gaps ? [countWhere(plan.gaps, outside)] : []),
  ];
  return {
    /** The parts' counts as one `int[]` expression, to select in a statement. */
    sql: sql`array[${sql.join(counts, sql`, `)}]::int[]`,
    /** The counts read back with their total: counters are exact; the seat gaps and anything counted row by row are bounded. */
    read(ns: number[]): { counts: number[]; total: ListTotal } {
      const bounded = ns.map((_, i) => !counted || (plan.gaps !== undefined && i === ns.length - 1));
      return { counts: ns, total: partsTotal(ns, bounded) };
    },
  };
}

/**
 * The total. The owner's own list: its parts' counts (`seatPartCounts`). A role view or the
 * approver's queue: one index range. Otherwise the union of the parts' ids, each joined to its
 * engagement (a viewer's tenancy, a company filter or a search need it).
 */
async function countAssessments(
  db: DbOrTx,
  owner: Actor,
  plan: CountPlan,
  parts: SQL[],
  conds: SQL[],
  own: SQL[],
): Promise<ListTotal> {
  if (plan.kind === 'seats') {
    const seats = seatPartCountsPlan(db, owner, plan, own);
    return seats.read(rowsOf<{ n: number[] }>(await db.execute(sql`select ${seats.sql} as n`))[0]!.n).total;
  }
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select ${countSql(db, plan, parts, conds, own)}::int as n`),
  );
  return partsTotal([Number(count?.n ?? 0)], [true]);
}

/** A role view's, the approver's queue's or a union's count (bounded), as an expression. */
function countSql(
  db: DbOrTx,
  plan: Exclude<CountPlan, { kind: 'seats' }>,
  parts: SQL[],
  conds: SQL[],
  own: SQL[],
): SQL {
  if (plan.kind === 'one') {
    return boundedCount(
      db
        .select({ one: sql`1` })
        .from(assessments)
        .where(and(plan.part, liveEngagement(), ...own))
        .getSQL(),
    );
  }
  const counted = parts.map(
    (part, i) =>
      sql`select id from (${db
        .select({ id: assessments.id })
        .from(assessments)
        .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
        .where(and(part, ...conds))}) as ${sql.raw(`counted${i}`)}`,
  );
  return boundedCount(sql`select id from (${sql.join(counted, sql` union `)}) as scoped`);
}

export type AssessmentListRow = Awaited<ReturnType<typeof rowsByIds>>[number];
