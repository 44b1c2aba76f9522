import { type TMyDashboard, ZAppealListQuery, ZAssessmentListQuery } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { allows } from '../../authz/authorize.ts';
import { assessmentReach, engagementScope } from '../../authz/scopes.ts';
import { assessments } from '../../db/schema/index.ts';
import { constant, runAggregates } from '../../lib/aggregate.ts';
import { listUserAppeals } from '../appeals/appeal.service.ts';
import { appealStatisticsAggregate } from '../appeals/appeal-statistics.ts';
import { TO_COMPLETE_LIST_STATUSES } from '../assessments/assessment-figures.ts';
import { listUserAssessments } from '../assessments/assessment-list.service.ts';
import { seatFigures } from '../assessments/assessment-statistics.ts';
import { companyAdmin } from '../users/user-statistics.ts';
import { attentionAggregates, attentionList } from './attention.ts';
import type { DashboardContext } from './dashboard-context.ts';
import { appealStatisticsFigures, approverStatistics, RUNNING_STATUSES, seatStatistics } from './dashboard-figures.ts';
import { appealsLink, assessmentsLink, figure } from './dashboard-links.ts';

const PREVIEW = 5;

/** The appeals of the assessments the user took part in (or manages), those under way first by deadline. */
const appealsPreview = (c: DashboardContext) =>
  listUserAppeals(
    c.db,
    c.actor,
    c.actor.id,
    ZAppealListQuery.parse({ rows: PREVIEW, sort: 'deadline|asc', statuses: RUNNING_STATUSES }),
  );

const appealsOf = (page: Awaited<ReturnType<typeof appealsPreview>>) => ({
  count: figure(page.total, appealsLink({ statuses: RUNNING_STATUSES })),
  items: page.data,
});

/** The seat's own assessments, and the engagements where they sit (what needs attention). */
function seatScopes(c: DashboardContext, seat: 'answerer' | 'approver') {
  const mine = seat === 'answerer' ? eq(assessments.answererId, c.actor.id) : eq(assessments.approverId, c.actor.id);
  return { mine, attention: { assessments: mine, engagements: engagementScope(c.actor), appeals: c.actor } };
}

/**
 * An approver's dashboard (spec §3): opens on their own work — the approver counts over their seat,
 * the assessments waiting for their review, and the appeals of the assessments they approved, with
 * what needs attention.
 */
export async function approverDashboard(c: DashboardContext): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  const scopes = seatScopes(c, 'approver');
  const [r, queue, appeals] = await Promise.all([
    runAggregates(c.db, {
      seats: seatFigures(scopes.mine, actor.id, today),
      appealStatistics: appealStatisticsAggregate({ kind: 'actor', actor }, actor.id, today),
      ...attentionAggregates(scopes.attention, c.now, today),
    }),
    listUserAssessments(
      c.db,
      actor,
      actor.id,
      ZAssessmentListQuery.parse({ rows: PREVIEW, awaitingMyReview: 'true' }),
      c.now,
    ),
    appealsPreview(c),
  ]);
  return {
    kind: 'approver',
    today,
    window,
    approverStatistics: approverStatistics('approver', r.seats),
    assessmentsToReview: { count: figure(queue.total, assessmentsLink('awaiting')), items: queue.data },
    appealStatistics: appealStatisticsFigures(r.appealStatistics),
    appeals: appealsOf(appeals),
    attention: attentionList(r, today),
  };
}

/**
 * A specialist's dashboard (spec §3): opens on their own work — the assessments to complete (their
 * turn, soonest due first), the specialist counts, and the appeals of the assessments they answered.
 */
export async function specialistDashboard(c: DashboardContext): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  const scopes = seatScopes(c, 'answerer');
  const [r, toComplete, appeals] = await Promise.all([
    runAggregates(c.db, {
      seats: seatFigures(scopes.mine, actor.id, today),
      appealStatistics: appealStatisticsAggregate({ kind: 'actor', actor }, actor.id, today),
      ...attentionAggregates(scopes.attention, c.now, today),
    }),
    listUserAssessments(
      c.db,
      actor,
      actor.id,
      ZAssessmentListQuery.parse({
        rows: PREVIEW,
        role: 'answerer',
        statuses: [...TO_COMPLETE_LIST_STATUSES],
        sort: 'due_date|asc',
      }),
      c.now,
    ),
    appealsPreview(c),
  ]);
  return {
    kind: 'specialist',
    today,
    window,
    assessmentsToComplete: {
      count: figure(toComplete.total, assessmentsLink('answerer', { statuses: [...TO_COMPLETE_LIST_STATUSES] })),
      items: toComplete.data,
    },
    specialistStatistics: seatStatistics('answerer', r.seats),
    appealStatistics: appealStatisticsFigures(r.appealStatistics),
    appeals: appealsOf(appeals),
    attention: attentionList(r, today),
  };
}

/**
 * A client user's landing: the appeals they work (an appeal manager or the lead) with their
 * statistics and what needs attention; without appeals, who their company's admin is (who assigns
 * work) — the page says what to do next.
 */
export async function clientUserDashboard(c: DashboardContext): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  const worksAppeals = allows(actor, 'appeal.list');
  const [r, appeals] = await Promise.all([
    runAggregates(c.db, {
      appealStatistics: worksAppeals
        ? appealStatisticsAggregate({ kind: 'actor', actor }, actor.id, today)
        : constant(null),
      admin: actor.companyId ? companyAdmin(actor.companyId) : constant([]),
      ...attentionAggregates(
        {
          // The assessment list's own reach (their seats and seat gaps, each an index range; the
          // attention query's `due_date + 0` keeps the planner from walking every tenant's open
          // assessments by due date).
          assessments: assessmentReach(actor),
          engagements: engagementScope(actor),
          appeals: worksAppeals ? actor : null,
        },
        c.now,
        today,
      ),
    }),
    worksAppeals ? appealsPreview(c) : null,
  ]);
  const admin = r.admin[0];
  return {
    kind: 'client_user',
    today,
    window,
    appealStatistics: r.appealStatistics ? appealStatisticsFigures(r.appealStatistics) : null,
    appeals: appeals ? appealsOf(appeals) : null,
    admin: admin
      ? { name: `${admin.firstName ?? ''} ${admin.lastName ?? ''}`.trim(), email: String(admin.email) }
      : null,
    attention: attentionList(r, today),
  };
}
