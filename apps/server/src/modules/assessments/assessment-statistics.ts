import { addDays, type DayRange, DETERMINED_STATUSES } from '@statera/shared';
import { eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assessments,
  companies,
  departments,
  engagedEntities,
  engagedIndividuals,
  engagements,
  users,
} from '../../db/schema/index.ts';
import { countOf, grouped, merged, topRows, totals } from '../../lib/aggregate.ts';
import { type DayWindow, londonDaySql, londonMonthSql, onTimestampColumn } from '../../lib/calendar-sql.ts';
import { engagementNameJoins } from '../../lib/engagement-name-joins.ts';
import {
  approvedWithin,
  completed,
  isOpen,
  newCommentCondition,
  newCommentJoins,
  overdueOn,
  SEAT_FIGURE_STATUSES,
  toCompleteOn,
} from './assessment-figures.ts';

/**
 * The assessment figures of dashboards and statistics (lib/aggregate.ts). Every count reads the listed
 * assessments (of live engagements) in the scope it is given — the assessment list's own scope for
 * the same view (`assessmentReach`, a seat) — with the list filters' own conditions
 * (assessment-figures.ts), so each figure equals the list it links to.
 */

/** Listed: of a live engagement (the lists read only these). */
const listed = sql`${assessments.listed}`;

/**
 * Spec §3 approver and specialist counts over a view of the assessments (the owner's seat, or all
 * they reach): in progress, returned (and being updated), to review, to verify, with new comments for
 * `readerId`, overdue and the specialist's turn (to complete), on `today` (UK day).
 */
export function seatFigures(scope: SQL, readerId: string, today: string) {
  const inStatus = (statuses: readonly string[]) => inArray(assessments.status, statuses as never);
  const counts = totals({
    from: assessments,
    scope,
    where: [listed, isOpen()],
    measures: {
      inProgress: countOf(inStatus(SEAT_FIGURE_STATUSES.inProgress)),
      returned: countOf(inStatus(SEAT_FIGURE_STATUSES.returned)),
      toReview: countOf(inStatus(SEAT_FIGURE_STATUSES.toReview)),
      toVerify: countOf(inStatus(SEAT_FIGURE_STATUSES.toVerify)),
      overdue: countOf(overdueOn(today)),
      toComplete: countOf(toCompleteOn(today)),
    },
  });
  // The list's `withNewComments` (withNewCommentsFor) as a join: the same assessments, counted once.
  const newComments = totals({
    from: assessments,
    joins: newCommentJoins(readerId),
    scope,
    where: [listed, isOpen(), newCommentCondition(readerId)],
    measures: { newComments: sql<number>`count(distinct ${assessments.id})::int` },
  });
  return merged(counts, newComments);
}

/**
 * The company statistics' assessment figures: approved within the window in time and past due (the
 * UK day of approval against the due date), and overdue today.
 */
export function outcomeFigures(scope: SQL, window: DayRange, today: string) {
  // Two index ranges (the window's approvals, the open ones past due) instead of every assessment
  // of the scope.
  const approved = totals({
    from: assessments,
    scope,
    where: [listed, approvedWithin(window)],
    measures: { doneInTime: countOf(completed('in_time')), donePastDue: countOf(completed('past_due')) },
  });
  const overdue = totals({
    from: assessments,
    scope,
    where: [listed, overdueOn(today)],
    measures: { overdue: countOf() },
  });
  return merged(approved, overdue);
}

/** The approver (or specialist) of an approval, for grouping by person. */
const people = alias(users, 'person');
/** The client (top company) of an approval's company. */
const clients = alias(companies, 'client');

/** What approvals are grouped by on a statistics page or a ranking. */
export type ApprovalKey = 'approver' | 'answerer' | 'company' | 'client' | 'department' | 'month';

/**
 * Approvals (determined assessments) within the window, grouped: how many, done in time, past due,
 * employed, self-employed, and the average days from submission to approval.
 */
export function approvalsGrouped(scope: SQL, window: DayWindow | null, by: ApprovalKey, limit?: number) {
  const person = by === 'approver' ? assessments.approverId : assessments.answererId;
  const key: Record<ApprovalKey, SQL> = {
    approver: sql`${assessments.approverId}`,
    answerer: sql`${assessments.answererId}`,
    company: sql`${assessments.companyId}`,
    client: sql`${clients.id}`,
    department: sql`${engagements.departmentId}`,
    month: londonMonthSql(assessments.dateApproved),
  };
  const name: Partial<Record<ApprovalKey, SQL<string | null>>> = {
    approver: sql<string>`min(${people.firstName} || ' ' || ${people.lastName})`,
    answerer: sql<string>`min(${people.firstName} || ' ' || ${people.lastName})`,
    company: sql<string>`min(${companies.name})`,
    client: sql<string>`min(${clients.name})`,
    department: sql<string | null>`(select d.name from ${departments} d where d.id = ${engagements.departmentId})`,
  };
  const joins = [
    ...(by === 'approver' || by === 'answerer' ? [{ table: people, on: eq(people.id, person) }] : []),
    ...(by === 'company' || by === 'client' ? [{ table: companies, on: eq(companies.id, assessments.companyId) }] : []),
    ...(by === 'client'
      ? [{ table: clients, on: sql`${clients.id} = coalesce(${companies.parentId}, ${companies.id})` }]
      : []),
    ...(by === 'department' ? [{ table: engagements, on: eq(engagements.id, assessments.engagementId) }] : []),
  ];
  const approvedOn = londonDaySql(assessments.dateApproved);
  return grouped({
    from: assessments,
    joins,
    scope,
    window: onTimestampColumn(assessments.dateApproved, window),
    where: [
      listed,
      inArray(assessments.status, [...DETERMINED_STATUSES]),
      sql`${assessments.dateApproved} is not null`,
    ],
    groupBy: { key: key[by] },
    measures: {
      approved: countOf(),
      inTime: countOf(sql`${approvedOn} <= ${assessments.dueDate}`),
      pastDue: countOf(sql`${approvedOn} > ${assessments.dueDate}`),
      employed: countOf(sql`${assessments.selfEmployed} <= ${assessments.employed}`),
      selfEmployed: countOf(sql`${assessments.selfEmployed} > ${assessments.employed}`),
      averageDays: sql<
        number | null
      >`round(avg(extract(epoch from ${assessments.dateApproved} - coalesce(${assessments.dateSubmitted}, ${assessments.dateApproved})) / 86400)::numeric, 1)::float8`,
      name: name[by] ?? sql<string | null>`null`,
      /** A department's company (departments of several companies may share a name). */
      company:
        by === 'department'
          ? sql<
              string | null
            >`(select c.name from ${departments} d join ${companies} c on c.id = d.company_id where d.id = ${engagements.departmentId})`
          : sql<string | null>`null`,
      /** The companies the approvals were in (a client's: the link to its list). */
      companies: sql<string[]>`array_agg(distinct ${assessments.companyId})`,
    },
    orderBy: by === 'month' ? [sql`1`] : [sql`2 desc`, sql`1`],
    limit,
  });
}

/**
 * The open assessments per specialist (their workload), counted by where each stands on `today`:
 * the specialist's turn, started, returned, waiting for the approver, overdue. The window, when given,
 * keeps those opened (created) within it.
 */
export function workloadBySpecialist(scope: SQL, window: DayWindow | null, today: string) {
  return grouped({
    from: assessments,
    joins: [{ table: people, on: eq(people.id, assessments.answererId) }],
    scope,
    window: onTimestampColumn(assessments.createdAt, window),
    where: [listed, isOpen()],
    groupBy: { key: sql`${assessments.answererId}` },
    measures: {
      open: countOf(),
      toComplete: countOf(toCompleteOn(today)),
      inProgress: countOf(inArray(assessments.status, [...SEAT_FIGURE_STATUSES.inProgress])),
      returned: countOf(inArray(assessments.status, [...SEAT_FIGURE_STATUSES.returned])),
      awaitingApprover: countOf(inArray(assessments.status, [...SEAT_FIGURE_STATUSES.awaitingApprover])),
      overdue: countOf(overdueOn(today)),
      name: sql<string>`min(${people.firstName} || ' ' || ${people.lastName})`,
    },
    orderBy: [sql`2 desc`, sql`1`],
  });
}

/**
 * Open assessments overdue or due within `days` of `today`, soonest first (the "needs attention"
 * list): reassessments (and continuous-employment checks) apart from first assessments.
 */
export function dueSoon(scope: SQL, today: string, days: number, limit: number, everyCompany = false) {
  // Across every company, the soonest are found by walking `assessments_listed_open_due_idx` in
  // due-date order. For a narrower scope (a group, someone's seats) that walk would pass every other
  // tenant's open assessments before finding ten of theirs; `due_date + 0` is not the index's order,
  // so the planner takes the scope's own indexes first and sorts what they give.
  const due = everyCompany ? sql`${assessments.dueDate}` : sql`(${assessments.dueDate} + 0)`;
  return topRows({
    from: assessments,
    lookups: {
      key: assessments.id,
      joins: engagementNameJoins(assessments.engagementId),
    },
    scope,
    where: [listed, isOpen(), lte(assessments.dueDate, addDays(today, days))],
    columns: {
      id: assessments.id,
      type: assessments.type,
      dueDate: assessments.dueDate,
      individual: engagedIndividuals.name,
      entity: engagedEntities.name,
      company: engagements.companyName,
    },
    orderBy: [due, sql`${assessments.id}`],
    limit,
  });
}
