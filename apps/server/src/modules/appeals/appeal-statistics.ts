import {
  APPEAL_URGENCY,
  londonToday,
  type TAppealChartStatistics,
  type TAppealStatistics,
  type TAppealUrgency,
} from '@statera/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  appealComments,
  appealReads,
  appeals,
  assessments,
  engagedEntities,
  engagedIndividuals,
  engagements,
  users,
} from '../../db/schema/index.ts';
import { type Aggregate, countOf, grouped, runAggregates, topRows, totals } from '../../lib/aggregate.ts';
import { engagementNameJoins } from '../../lib/engagement-name-joins.ts';
import { appealScope, inGroup, RUNNING_APPEAL_STATUSES, urgencyIn } from './appeal.repository.ts';

/** Whose appeals a figure counts: a client group's, one appeal manager's, or what an actor sees. */
export type AppealStatisticsScope =
  | { kind: 'group'; rootCompanyId: string }
  | { kind: 'manager'; userId: string }
  | { kind: 'actor'; actor: Actor };

const scopeSql = (s: AppealStatisticsScope): SQL =>
  s.kind === 'group'
    ? inGroup(s.rootCompanyId)
    : s.kind === 'manager'
      ? eq(appeals.appealManagerId, s.userId)
      : appealScope(s.actor);

/** Running and the manager's turn (the appeal list's `statuses` for "to resolve"). */
export const MANAGER_TURN_STATUSES = ['started', 'am_processing', 'reopened'] as const;

/** The chart's figure of each urgency bucket. */
const BUCKET_FIGURES: Record<TAppealUrgency, keyof TAppealChartStatistics> = {
  overdue: 'appealOverdueCount',
  three_days: 'appealThreeDaysCount',
  seven_days: 'appealSevenDaysCount',
  ten_days: 'appealTenDaysCount',
  more_than_ten_days: 'appealMoreThanTenDaysCount',
};

/**
 * The worker's submitted comments in the shared threads newer than `readerId`'s last look: the
 * appeal list's `onlyNewComments` condition (appeal.repository.ts `newComments`), as an exists.
 */
const hasNewComments = (readerId: string): SQL =>
  sql`exists (select 1 from ${appealComments} c where c.appeal_id = ${appeals.id} and c.by_contractor
    and c.status = 'submitted' and c.thread_type <> 'appeal_management'
    and c.submitted_at > coalesce((select r.last_seen from ${appealReads} r where r.appeal_id = ${appeals.id}
      and r.user_id = ${readerId}), 'epoch'::timestamptz))`;

/**
 * Spec §3 appeal chart, as an aggregate: the appeals whose clock runs, and how many fall in each
 * urgency bucket (overdue; ≤3, ≤7, ≤10, more than 10 days left) on `today` (UK day). Each figure is
 * the appeal list filtered by `urgency` (the count of all five buckets: `appealCount`).
 */
export function appealChartAggregate(
  scope: AppealStatisticsScope,
  today: string,
  /** Further conditions (a statistics page's company or department; the engagement is joined). */
  where: SQL[] = [],
): Aggregate<TAppealChartStatistics> {
  const buckets = Object.fromEntries(
    APPEAL_URGENCY.map((b) => [BUCKET_FIGURES[b], countOf(urgencyIn([b], today))]),
  ) as Record<Exclude<keyof TAppealChartStatistics, 'appealCount'>, SQL<number>>;
  return totals({
    from: appeals,
    joins: where.length ? [{ table: engagements, on: eq(engagements.id, appeals.engagementId) }] : [],
    scope: scopeSql(scope),
    where: [urgencyIn(APPEAL_URGENCY, today), ...where],
    measures: { appealCount: countOf(), ...buckets },
  });
}

/**
 * Spec §3 appeal statistics, as an aggregate: overdue (past the 45 days without an outcome), to
 * resolve (the manager's turn), and the running appeals with the worker's comments `readerId` has not
 * seen (appeals, not comments: the number equals the list it opens, `onlyNewComments`).
 */
export function appealStatisticsAggregate(
  scope: AppealStatisticsScope,
  readerId: string,
  today: string,
): Aggregate<TAppealStatistics> {
  return totals({
    from: appeals,
    scope: scopeSql(scope),
    where: [inArray(appeals.status, [...RUNNING_APPEAL_STATUSES])],
    measures: {
      appealOverdueCount: countOf(urgencyIn(['overdue'], today)),
      appealToResolveCount: countOf(inArray(appeals.status, [...MANAGER_TURN_STATUSES])),
      newCommentCount: countOf(hasNewComments(readerId)),
    },
  });
}

/**
 * Whether a worker ever started an appeal within the scope (spec §3 provider employee
 * `checkClientsEverHadAppeal`): an appeal only offered with a statement (status created) is not one.
 */
export const everHadAppealAggregate = (scope: AppealStatisticsScope): Aggregate<boolean> => ({
  sql: sql`exists (select 1 from ${appeals} where ${and(scopeSql(scope), sql`${appeals.dateStarted} is not null`)})`,
  read: (v) => v === true,
});

/** The appeal chart on its own (one statement). */
export async function appealChartStatistics(db: DbOrTx, scope: AppealStatisticsScope, today: string = londonToday()) {
  return (await runAggregates(db, { chart: appealChartAggregate(scope, today) })).chart;
}

/** The appeal statistics on their own (one statement). */
export async function appealStatistics(
  db: DbOrTx,
  scope: AppealStatisticsScope,
  readerId: string,
  today: string = londonToday(),
) {
  return (await runAggregates(db, { stats: appealStatisticsAggregate(scope, readerId, today) })).stats;
}

/** `GET /api/appeals/statistics` (non-spec): both figures over the appeals the actor sees, in one statement. */
export async function myAppealStatistics(db: DbOrTx, actor: Actor, today: string = londonToday()) {
  authorize(actor, 'appeal.list');
  const scope = { kind: 'actor' as const, actor };
  return runAggregates(db, {
    chart: appealChartAggregate(scope, today),
    statistics: appealStatisticsAggregate(scope, actor.id, today),
  });
}

/**
 * The appeals whose 45 days run, fewest days left first (the "needs attention" entries): the
 * deadline, who and which company.
 */
export function runningAppealsByDeadline(scope: AppealStatisticsScope, limit: number) {
  return topRows({
    from: appeals,
    lookups: {
      key: appeals.id,
      joins: engagementNameJoins(appeals.engagementId),
    },
    scope: scopeSql(scope),
    where: [inArray(appeals.status, [...RUNNING_APPEAL_STATUSES]), sql`${appeals.statutoryDeadline} is not null`],
    columns: {
      id: appeals.id,
      deadline: appeals.statutoryDeadline,
      individual: engagedIndividuals.name,
      entity: engagedEntities.name,
      company: engagements.companyName,
    },
    orderBy: [sql`${appeals.statutoryDeadline}`, sql`${appeals.id}`],
    limit,
  });
}

/**
 * Appeals started (representations received) within the window, grouped for the appeals statistics
 * page: by status, latest decision, month of start or company.
 */
export function appealsGrouped(
  scope: AppealStatisticsScope,
  where: SQL[],
  by: 'status' | 'decision' | 'month' | 'company',
) {
  const decision = sql`coalesce((select d.decision from appeal_decisions d where d.appeal_id = ${appeals.id} order by d.created_at desc limit 1), 'pending')`;
  const key: Record<typeof by, SQL> = {
    status: sql`${appeals.status}`,
    decision,
    month: sql`to_char(${appeals.dateStarted} at time zone 'Europe/London', 'YYYY-MM')`,
    company: sql`${appeals.companyId}`,
  };
  return grouped({
    from: appeals,
    joins: [{ table: engagements, on: eq(engagements.id, appeals.engagementId) }],
    scope: scopeSql(scope),
    where: [sql`${appeals.dateStarted} is not null`, ...where],
    groupBy: { key: key[by] },
    measures: {
      count: countOf(),
      running: countOf(inArray(appeals.status, [...RUNNING_APPEAL_STATUSES])),
      closed: countOf(eq(appeals.status, 'closed')),
      name: by === 'company' ? sql<string>`min(${engagements.companyName})` : sql<string | null>`null`,
    },
    orderBy: [sql`1`],
  });
}

/**
 * Overturn rates (issue 29 item 3) for the appeals statistics page: appeals started within the window
 * that have a decision, and how many the latest decision accepted (the statement overturned), by the
 * disputed assessment's approver, specialist or rule-set version. A reopened appeal counts once, by its
 * last outcome, as GET appeals/overturn-rates does.
 */
export function overturnGrouped(scope: AppealStatisticsScope, where: SQL[], by: 'approver' | 'specialist' | 'ruleset') {
  const decision = sql`(select d.decision from appeal_decisions d where d.appeal_id = ${appeals.id} order by d.created_at desc limit 1)`;
  const person = by === 'approver' ? assessments.approverId : assessments.answererId;
  const people = by === 'ruleset' ? [] : [{ table: users, on: eq(users.id, person), left: true }];
  return grouped({
    from: appeals,
    joins: [
      { table: engagements, on: eq(engagements.id, appeals.engagementId) },
      { table: assessments, on: eq(assessments.id, appeals.assessmentId) },
      ...people,
    ],
    scope: scopeSql(scope),
    where: [sql`${appeals.dateStarted} is not null`, sql`${decision} is not null`, ...where],
    groupBy: { key: by === 'ruleset' ? sql`${assessments.result}->>'rulesetVersion'` : sql`${person}` },
    measures: {
      decided: countOf(),
      accepted: countOf(sql`${decision} = 'accepted'`),
      name:
        by === 'ruleset'
          ? sql<string | null>`null`
          : sql<string | null>`min(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
    },
    orderBy: [sql`count(*) desc`, sql`1`],
  });
}
