import type { TEngagementStatus } from '@statera/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  departments,
  engagedEntities,
  engagementRiskCounters,
  engagementStatusCounters,
  engagements,
  NO_DEPARTMENT_KEY,
} from '../../db/schema/index.ts';
import {
  type Aggregate,
  type CompanyReach,
  countOf,
  grouped,
  groupedBusiest,
  inCompanies,
  sumOf,
  totals,
} from '../../lib/aggregate.ts';
import { type DayWindow, londonMonthSql, onTimestampColumn } from '../../lib/calendar-sql.ts';

/**
 * The engagement figures of dashboards and statistics (lib/aggregate.ts), each counted the way the
 * engagement list counts: live (not deleted) engagements in the viewer's reach. Whole companies read
 * the trigger-kept counters (`engagement_status_counters`, `engagement_risk_counters`); a period or a
 * department reads the engagements' own indexes.
 */

export type { CompanyReach };
export { inCompanies };

/** Live engagements of the companies per status (from the counters): the list's `status` totals. */
export function engagementStatusTotals(reach: CompanyReach): Aggregate<Record<TEngagementStatus, number>> {
  const of = (status: TEngagementStatus) =>
    sumOf(engagementStatusCounters.listedCount, eq(engagementStatusCounters.status, status));
  return totals({
    from: engagementStatusCounters,
    scope: inCompanies(engagementStatusCounters.companyId, reach),
    measures: { preliminary: of('preliminary'), active: of('active'), ended: of('ended'), archived: of('archived') },
  });
}

/** Active engagements per company of the reach, busiest first (subsidiaries by engagement count). */
export const activeByCompany = (reach: CompanyReach, limit: number) =>
  grouped({
    from: engagementStatusCounters,
    joins: [{ table: companies, on: eq(companies.id, engagementStatusCounters.companyId) }],
    scope: inCompanies(engagementStatusCounters.companyId, reach),
    where: [eq(engagementStatusCounters.status, 'active'), isNull(companies.deletedAt)],
    groupBy: { id: companies.id, name: companies.name },
    measures: { value: sumOf(engagementStatusCounters.listedCount) },
    orderBy: [sql`3 desc`, sql`2`],
    limit,
  });

/** The risk counters' rows of a department (NO_DEPARTMENT_KEY: none) or every one. */
const riskScope = (reach: CompanyReach, departmentId?: string | null) =>
  and(
    inCompanies(engagementRiskCounters.companyId, reach),
    departmentId === undefined
      ? undefined
      : eq(engagementRiskCounters.departmentKey, departmentId ?? NO_DEPARTMENT_KEY),
  )!;

/**
 * Active engagements per department (from the risk counters), busiest first, with the department's
 * name (null: without a department).
 */
export const activeByDepartment = (reach: CompanyReach, limit: number) =>
  grouped({
    from: engagementRiskCounters,
    joins: [
      {
        table: departments,
        on: sql`${departments.id} = nullif(${engagementRiskCounters.departmentKey}, ${NO_DEPARTMENT_KEY}::uuid)`,
        left: true,
      },
    ],
    scope: inCompanies(engagementRiskCounters.companyId, reach),
    groupBy: { id: sql`${departments.id}`, name: sql`${departments.name}` },
    measures: { value: sumOf(engagementRiskCounters.engagements) },
    orderBy: [sql`3 desc`, sql`2 nulls last`],
    limit,
  });

/** Active engagements by the latest outcome (employed, self_employed, none). */
export const activeByOutcome = (reach: CompanyReach) =>
  grouped({
    from: engagementRiskCounters,
    scope: riskScope(reach),
    groupBy: { outcome: engagementRiskCounters.outcomeKey },
    measures: { value: sumOf(engagementRiskCounters.engagements) },
  });

/** The client (top company) of a company. */
const clients = alias(companies, 'client');

/** How the heatmap's rows are keyed: the client group, the company, or the department. */
export type HeatmapRowKey = 'client' | 'company' | 'department';

/**
 * The risk heatmap's cells (lib/aggregate.ts over `engagement_risk_counters`): active engagements and
 * their contract value (pence) per row key and latest risk band. Rows are named; a department row of
 * null is the engagements without one.
 */
export function heatmapCells(reach: CompanyReach, by: HeatmapRowKey) {
  const department = sql`nullif(${engagementRiskCounters.departmentKey}, ${NO_DEPARTMENT_KEY}::uuid)`;
  const row: Record<HeatmapRowKey, { id: SQL; name: SQL }> = {
    department: { id: department, name: sql`${departments.name}` },
    client: { id: sql`${clients.id}`, name: sql`${clients.name}` },
    company: { id: sql`${companies.id}`, name: sql`${companies.name}` },
  };
  return grouped({
    from: engagementRiskCounters,
    joins: [
      { table: companies, on: eq(companies.id, engagementRiskCounters.companyId) },
      ...(by === 'client'
        ? [{ table: clients, on: sql`${clients.id} = coalesce(${companies.parentId}, ${companies.id})` }]
        : []),
      ...(by === 'department' ? [{ table: departments, on: sql`${departments.id} = ${department}`, left: true }] : []),
    ],
    scope: inCompanies(engagementRiskCounters.companyId, reach),
    where: [isNull(companies.deletedAt), sql`${engagementRiskCounters.engagements} <> 0`],
    groupBy: { ...row[by], risk: sql`${engagementRiskCounters.riskKey}` },
    measures: {
      engagements: sumOf(engagementRiskCounters.engagements),
      valuePence: sumOf(engagementRiskCounters.contractValuePence),
      companies: sql<string[]>`array_agg(distinct ${engagementRiskCounters.companyId})`,
    },
  });
}

/**
 * The engagements of a statistics page (live, in the actor's engagement scope and the page's
 * filters): created in the window, by a key (month of creation, status, entity type, latest risk,
 * company, department), counting them and their contract value.
 */
export function engagementsGrouped(
  scope: SQL,
  window: DayWindow | null,
  by: 'month' | 'status' | 'entityType' | 'risk' | 'company' | 'department',
) {
  const keys: Record<typeof by, SQL> = {
    month: londonMonthSql(engagements.createdAt),
    status: sql`${engagements.status}::text`,
    entityType: sql`${engagedEntities.type}::text`,
    risk: sql`coalesce(${engagements.latestRiskLevel}::text, 'none')`,
    company: sql`${engagements.companyId}`,
    department: sql`${engagements.departmentId}`,
  };
  const names: Partial<Record<typeof by, SQL<string | null>>> = {
    company: sql<string>`min(${engagements.companyName})`,
    department: sql<string | null>`(select d.name from ${departments} d where d.id = ${engagements.departmentId})`,
  };
  return grouped({
    from: engagements,
    joins:
      by === 'entityType' ? [{ table: engagedEntities, on: eq(engagedEntities.id, engagements.engagedEntityId) }] : [],
    scope,
    window: onTimestampColumn(engagements.createdAt, window),
    where: [isNull(engagements.deletedAt)],
    groupBy: { key: keys[by] },
    measures: {
      count: countOf(),
      active: countOf(eq(engagements.status, 'active')),
      valuePence: sumOf(engagements.contractValuePence),
      name: names[by] ?? sql<string | null>`null`,
    },
    orderBy: [sql`1`],
  });
}

/**
 * Active engagements by company or department and latest risk band, with their contract value: from
 * the risk counters when the viewer reaches whole companies (`reach`, narrowed to a department), else
 * counted from the engagements in `scope` (someone who sees only their own seats).
 */
export function activeRiskGrouped(
  source: { reach: CompanyReach; departmentId?: string } | { scope: SQL },
  by: 'company' | 'department',
  busiest: number,
) {
  const fold = {
    id: 'id',
    by: ['risk'],
    weight: 'engagements',
    sum: ['engagements', 'valuePence'],
    keep: busiest,
  } as const;
  if ('reach' in source) {
    const department = sql`nullif(${engagementRiskCounters.departmentKey}, ${NO_DEPARTMENT_KEY}::uuid)`;
    return groupedBusiest(
      {
        from: engagementRiskCounters,
        joins: [
          { table: companies, on: eq(companies.id, engagementRiskCounters.companyId) },
          ...(by === 'department'
            ? [{ table: departments, on: sql`${departments.id} = ${department}`, left: true }]
            : []),
        ],
        scope: inCompanies(engagementRiskCounters.companyId, source.reach),
        where: [
          isNull(companies.deletedAt),
          // A counter at 0 is a (department, band) without an active engagement now: no row, as when
          // counted from the engagements (a third of a provider's counters).
          sql`${engagementRiskCounters.engagements} <> 0`,
          source.departmentId ? eq(engagementRiskCounters.departmentKey, source.departmentId) : undefined,
        ],
        // Grouped by ids alone (a hashed aggregate in memory); a name follows its id, so it is a measure.
        groupBy: {
          id: by === 'company' ? sql`${companies.id}` : department,
          risk: sql`${engagementRiskCounters.riskKey}`,
        },
        measures: {
          name: by === 'company' ? sql<string>`min(${companies.name})` : sql<string | null>`min(${departments.name})`,
          engagements: sumOf(engagementRiskCounters.engagements),
          valuePence: sumOf(engagementRiskCounters.contractValuePence),
          // A department's company (names repeat across companies); none for a company's own row.
          company: by === 'department' ? sql<string | null>`min(${companies.name})` : sql<string | null>`null`,
        },
      },
      fold,
    );
  }
  return groupedBusiest(
    {
      from: engagements,
      joins:
        by === 'department'
          ? [{ table: departments, on: eq(departments.id, engagements.departmentId), left: true }]
          : [],
      scope: source.scope,
      where: [isNull(engagements.deletedAt), eq(engagements.status, 'active')],
      groupBy: {
        id: by === 'company' ? sql`${engagements.companyId}` : sql`${engagements.departmentId}`,
        risk: sql`coalesce(${engagements.latestRiskLevel}::text, 'none')`,
      },
      measures: {
        name:
          by === 'company'
            ? sql<string>`min(${engagements.companyName})`
            : sql<string | null>`min(${departments.name})`,
        engagements: countOf(),
        valuePence: sumOf(engagements.contractValuePence),
        company: by === 'department' ? sql<string | null>`min(${engagements.companyName})` : sql<string | null>`null`,
      },
    },
    fold,
  );
}
