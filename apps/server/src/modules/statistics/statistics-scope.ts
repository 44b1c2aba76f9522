import { londonToday, type TOption, type TStatisticsQuery } from '@statera/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { assessmentReach, engagementScope, reachedCompanies } from '../../authz/scopes.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { appeals, assessments, companies, departments, engagements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { type DayWindow, dateWindow } from '../../lib/calendar-sql.ts';
import type { CompanyReach } from '../engagements/engagement-statistics.ts';

/**
 * What a statistics page counts over (lib/aggregate.ts scopes): the viewer's reach, narrowed by the
 * page's company (a top company with its subsidiaries, or one subsidiary) and department, within the
 * period's UK days. A company or department outside the reach is not found (404), as everywhere.
 */
export interface StatisticsScope {
  actor: Actor;
  window: DayWindow | null;
  company: TOption | null;
  department: TOption | null;
  /** Whole companies the counters may be read for, or null (the viewer sees only their seats). */
  reach: CompanyReach | null;
  engagements: SQL;
  assessments: SQL;
  /** Conditions on appeals (joined to their engagement) beside the viewer's appeal scope. */
  appeals: SQL[];
  today: string;
}

/** Rows of these companies ('all': no condition; none: no row). */
const inCompanies = (column: PgColumn, ids: 'all' | string[]): SQL | undefined =>
  ids === 'all' ? undefined : ids.length ? inArray(column, ids) : sql`false`;

export async function statisticsScope(db: Db, actor: Actor, q: TStatisticsQuery, now: Date): Promise<StatisticsScope> {
  authorize(actor, 'statistics.view');
  const window = q.period === 'all' ? null : dateWindow(q.period, q.dateFrom, q.dateTo, now);
  let tree: string[] | null = null;
  let company: TOption | null = null;
  if (q.companyId) {
    const c = await managedCompany(db, actor, q.companyId);
    const managed = actor.managedCompanyIds;
    const ids = c.parentId === null ? await groupCompanyIds(db, c.id) : [c.id];
    tree = managed === 'all' ? ids : ids.filter((id) => managed.includes(id));
    const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, c.id));
    company = { id: c.id, name: row?.name ?? '' };
  }
  const reached = reachedCompanies(actor);
  let department: TOption | null = null;
  if (q.departmentId) {
    // A department of a company outside the page's companies (the tree asked for, else the actor's
    // reach) is not found: the scope is in the query.
    const [d] = await db
      .select({ id: departments.id, name: departments.name, companyId: departments.companyId })
      .from(departments)
      .where(
        and(
          eq(departments.id, q.departmentId),
          isNull(departments.deletedAt),
          inCompanies(departments.companyId, tree ?? reachedCompanies(actor)),
        ),
      );
    if (!d) throw notFound('Department');
    department = { id: d.id, name: d.name };
  }
  const inTree = (column: typeof engagements.companyId) => (tree ? inArray(column, tree) : undefined);
  const inDepartment = department ? eq(engagements.departmentId, department.id) : undefined;
  return {
    actor,
    window,
    company,
    department,
    reach: tree ?? (reached === 'all' || reached.length > 0 ? reached : null),
    engagements: and(engagementScope(actor), inTree(engagements.companyId), inDepartment)!,
    assessments: and(
      assessmentReach(actor),
      tree ? inArray(assessments.companyId, tree) : undefined,
      department
        ? sql`${assessments.engagementId} in (select ${engagements.id} from ${engagements} where ${inDepartment})`
        : undefined,
    )!,
    appeals: [tree ? inArray(appeals.companyId, tree) : undefined, inDepartment].filter(
      (c): c is SQL => c !== undefined,
    ),
    today: londonToday(now),
  };
}
