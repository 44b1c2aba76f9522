import type { TAppealChartStatistics, TAppealStatistics } from '@statera/shared';
import { londonToday } from '@statera/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appealComments, appealReads, appeals } from '../../db/schema/index.ts';
import { appealScope, inGroup } from './appeal.repository.ts';

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

/** Statuses in which the 45 days run (an outcome is owed). */
const RUNNING = ['started', 'am_processing', 'contractor_processing', 'reopened'] as const;
/** Running and the manager's turn. */
const MANAGER_TURN = ['started', 'am_processing', 'reopened'] as const;

/**
 * Spec §3 appeal chart: the appeals whose clock runs, and how many fall in each urgency bucket
 * (overdue; ≤3, ≤7, ≤10, more than 10 days left) on `today` (UK date). One query.
 */
export async function appealChartStatistics(
  db: DbOrTx,
  scope: AppealStatisticsScope,
  today: string = londonToday(),
): Promise<TAppealChartStatistics> {
  const left = sql`(${appeals.statutoryDeadline} - ${today}::date)`;
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})::int`;
  const [r] = await db
    .select({
      appealCount: sql<number>`count(*)::int`,
      appealOverdueCount: n(sql`${left} < 0`),
      appealThreeDaysCount: n(sql`${left} between 0 and 3`),
      appealSevenDaysCount: n(sql`${left} between 4 and 7`),
      appealTenDaysCount: n(sql`${left} between 8 and 10`),
      appealMoreThanTenDaysCount: n(sql`${left} > 10`),
    })
    .from(appeals)
    .where(and(scopeSql(scope), inArray(appeals.status, [...RUNNING]), sql`${appeals.statutoryDeadline} is not null`));
  return r!;
}

/**
 * Spec §3 appeal statistics: overdue (past the 45 days without an outcome), to resolve (the manager's
 * turn), and the worker's comments `readerId` has not seen yet in those appeals.
 */
export async function appealStatistics(
  db: DbOrTx,
  scope: AppealStatisticsScope,
  readerId: string,
  today: string = londonToday(),
): Promise<TAppealStatistics> {
  const running = and(scopeSql(scope), inArray(appeals.status, [...RUNNING]))!;
  const [r] = await db
    .select({
      appealOverdueCount: sql<number>`count(*) filter (where ${appeals.statutoryDeadline} < ${today}::date)::int`,
      appealToResolveCount: sql<number>`count(*) filter (where ${inArray(appeals.status, [...MANAGER_TURN])})::int`,
    })
    .from(appeals)
    .where(running);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appealComments)
    .innerJoin(appeals, eq(appeals.id, appealComments.appealId))
    .leftJoin(appealReads, and(eq(appealReads.appealId, appeals.id), eq(appealReads.userId, readerId)))
    .where(
      and(
        running,
        eq(appealComments.byContractor, true),
        eq(appealComments.status, 'submitted'),
        sql`${appealComments.threadType} <> 'appeal_management'`,
        sql`${appealComments.submittedAt} > coalesce(${appealReads.lastSeen}, 'epoch'::timestamptz)`,
      ),
    );
  return { ...r!, newCommentCount: c?.n ?? 0 };
}

/** `GET /api/appeals/statistics` (non-spec): both figures over the appeals the actor sees. */
export async function myAppealStatistics(db: DbOrTx, actor: Actor, today: string = londonToday()) {
  authorize(actor, 'appeal.list');
  const scope = { kind: 'actor' as const, actor };
  const [chart, statistics] = await Promise.all([
    appealChartStatistics(db, scope, today),
    appealStatistics(db, scope, actor.id, today),
  ]);
  return { chart, statistics };
}
