import {
  lastTwelveMonths,
  londonToday,
  type TCompanyStatistics,
  type TStatisticsPage,
  type TStatisticsPageData,
  type TStatisticsQuery,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { allows, authorize } from '../../authz/authorize.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { runAggregates } from '../../lib/aggregate.ts';
import { companyCountAggregates, companyCountsOf } from '../dashboards/company-figures.ts';
import { companyStatistics } from '../dashboards/dashboard-figures.ts';
import { pageSections } from './statistics-pages.ts';
import { statisticsScope } from './statistics-scope.ts';

/**
 * `GET /api/statistics/{page}`: one statistics page (spec §2) with the §9 period (lastYear by
 * default), company and department filters: its sections, each a chart and the table behind it.
 */
export async function statisticsPage(
  db: Db,
  actor: Actor,
  page: TStatisticsPage,
  q: TStatisticsQuery,
  now = new Date(),
): Promise<TStatisticsPageData> {
  const scope = await statisticsScope(db, actor, q, now);
  return {
    page,
    window: { dateFrom: scope.window?.days.dateFrom ?? null, dateTo: scope.window?.days.dateTo ?? null },
    company: scope.company,
    department: scope.department,
    sections: await pageSections(db, page, scope),
  };
}

/**
 * `GET /api/companies/{id}/statistics` (spec §3 company statistics): a company's figures over its tree
 * (a top company with its subsidiaries), the last 12 months for the approvals, each linked to its
 * list narrowed to the tree. Outside the actor's reach: 404; without `statistics.view`: 403.
 */
export async function companyStatisticsOf(
  db: Db,
  actor: Actor,
  companyId: string,
  now = new Date(),
): Promise<TCompanyStatistics> {
  const company = await managedCompany(db, actor, companyId);
  authorize(actor, 'statistics.view');
  const managed = actor.managedCompanyIds;
  const ids = company.parentId === null ? await groupCompanyIds(db, company.id) : [company.id];
  const tree = managed === 'all' ? ids : ids.filter((id) => managed.includes(id));
  const today = londonToday(now);
  const window = lastTwelveMonths(today);
  const r = await runAggregates(db, companyCountAggregates(actor, tree, company.parentId ?? company.id, window, today));
  return companyStatistics(companyCountsOf(r), window, {
    companyIds: [...tree].sort(),
    featuresOf: allows(actor, 'feature.listSubscriptions') ? company.id : null,
  });
}
