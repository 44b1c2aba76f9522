import { type TMyDashboard, type TMyDashboardQuery, ZAppealListQuery } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { assessmentReachWithin, engagementScope } from '../../authz/scopes.ts';
import { companies } from '../../db/schema/index.ts';
import { runAggregates } from '../../lib/aggregate.ts';
import { notFound } from '../../lib/app-error.ts';
import { listUserAppeals } from '../appeals/appeal.service.ts';
import { appealChartAggregate, appealStatisticsAggregate } from '../appeals/appeal-statistics.ts';
import { seatFigures } from '../assessments/assessment-statistics.ts';
import { activeByCompany, activeByDepartment } from '../engagements/engagement-statistics.ts';
import { pendingInvitations } from '../users/user-statistics.ts';
import { attentionAggregates, attentionList } from './attention.ts';
import { companyCountAggregates, companyCountsOf } from './company-figures.ts';
import type { DashboardContext } from './dashboard-context.ts';
import {
  appealChartFigures,
  appealStatisticsFigures,
  approverStatistics,
  companyStatistics,
  RUNNING_STATUSES,
  seatStatistics,
} from './dashboard-figures.ts';
import { appealsLink, engagementsLink, figure, usersLink } from './dashboard-links.ts';
import { cachedHeatmapExposure } from './heatmap-exposure-cache.ts';
import { heatmapAggregate, heatmapCellKey, riskHeatmap } from './risk-heatmap.ts';

const PREVIEW = 5;

/**
 * A client admin's (the group) or company admin's (their subsidiary) dashboard, spec §3: the
 * assessment counts over every assessment they reach, the company statistics, departments and
 * subsidiaries by active engagements, open invitations, the appeals under way with their statistics
 * and chart, the risk heatmap (by the group's companies, or by department) and what needs attention.
 * The figures are one statement; the appeals preview is the appeal list's first page.
 */
export async function companyAdminDashboard(c: DashboardContext, q: TMyDashboardQuery): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  if (!actor.companyId || actor.managedCompanyIds === 'all') throw notFound('Company');
  const reach = actor.managedCompanyIds;
  const [company] = await c.db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  if (!company) throw notFound('Company');
  const isGroup = company.parentId === null && reach.length > 1;
  const heatmapBy = isGroup && q.heatmapBy !== 'department' ? 'company' : 'department';
  const appealScope = { kind: 'actor' as const, actor };
  // What the admin reaches is their companies (an admin's seats lie inside them): one index range,
  // not an OR with their seats and gaps — with the OR the planner could prefer a group's every
  // assessment with parallel workers to its open ones (0.5 s instead of 0.07 s, docs/decisions/performance.md).
  const assessmentsReached = assessmentReachWithin(actor, reach);
  const [r, appeals, atStake] = await Promise.all([
    runAggregates(c.db, {
      seats: seatFigures(assessmentsReached, actor.id, today),
      ...companyCountAggregates(actor, reach, company.parentId ?? company.id, window, today),
      departments: activeByDepartment(reach, PREVIEW),
      subsidiaries: activeByCompany(reach, PREVIEW),
      invitations: pendingInvitations(reach, PREVIEW),
      appealStatistics: appealStatisticsAggregate(appealScope, actor.id, today),
      appealChart: appealChartAggregate(appealScope, today),
      heatmap: heatmapAggregate(reach, heatmapBy),
      ...attentionAggregates(
        { assessments: assessmentsReached, engagements: engagementScope(actor), appeals: actor },
        c.now,
        today,
      ),
    }),
    listUserAppeals(
      c.db,
      actor,
      actor.id,
      ZAppealListQuery.parse({ rows: PREVIEW, sort: 'deadline|asc', statuses: RUNNING_STATUSES }),
    ),
    cachedHeatmapExposure(c.db, actor, reach, heatmapBy, (e) =>
      heatmapCellKey(heatmapBy === 'company' ? e.companyId : e.departmentId, e.risk),
    ),
  ]);
  const counts = companyCountsOf(r);
  return {
    kind: 'company_admin',
    today,
    window,
    company: { id: company.id, name: company.name },
    isGroup,
    approverStatistics: approverStatistics('all', r.seats),
    specialistStatistics: seatStatistics('all', r.seats),
    statistics: companyStatistics(counts, window, { featuresOf: null }),
    departmentsByEngagementCount: r.departments.map((d) => ({
      id: (d.id as string | null) ?? null,
      name: String(d.name ?? ''),
      value: d.value,
      link: engagementsLink(
        d.id ? { status: 'active', departmentId: String(d.id) } : { status: 'active', withoutDepartment: 'true' },
      ),
    })),
    subsidiariesByEngagementCount: isGroup
      ? r.subsidiaries.map((s) => ({
          id: String(s.id),
          name: String(s.name),
          value: s.value,
          link: engagementsLink({ status: 'active', companyIds: [String(s.id)] }),
        }))
      : [],
    pendingInvitations: {
      count: figure(r.companyPeople.invited, usersLink({ status: 'invited' })),
      items: r.invitations.map((i) => ({
        id: String(i.id),
        name: `${i.firstName ?? ''} ${i.lastName ?? ''}`.trim(),
        email: String(i.email),
        status: i.status as 'invited',
        company: i.companyId ? { id: String(i.companyId), name: String(i.companyName) } : null,
      })),
    },
    appeals: {
      count: figure(appeals.total, appealsLink({ statuses: RUNNING_STATUSES })),
      items: appeals.data,
    },
    appealStatistics: appealStatisticsFigures(r.appealStatistics),
    appealChartStatistics: appealChartFigures(r.appealChart),
    heatmap: riskHeatmap(r.heatmap, heatmapBy, atStake),
    attention: attentionList(r, today),
  };
}
