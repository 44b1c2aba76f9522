import {
  chainEnd,
  decideScope,
  engagementExposure,
  type FinancialYearFigures,
  maxDate,
  taxYearLabel,
} from '@statera/off-payroll';
import type { TPortfolioExposure } from '@statera/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientFinancialYears,
  companies,
  engagedEntities,
  engagementChainParties,
  engagements,
} from '../../db/schema/index.ts';
import { loadProfile, type ProfileRow, toFigures } from './scope.repository.ts';

/** Live engagements: the money at stake is on work that is going on or about to. */
const LIVE = and(
  inArray(engagements.status, ['active', 'preliminary']),
  eq(engagements.type, 'normal'),
  isNull(engagements.deletedAt),
)!;

/** Where an engagement sits on the dashboard's risk heatmap: its row (company or department) and risk band. */
export type HeatmapCellOf = (e: { companyId: string; departmentId: string | null; risk: string }) => string;

async function sumExposure(
  db: DbOrTx,
  where: SQL,
  cellOf?: HeatmapCellOf,
): Promise<TPortfolioExposure & { byCell: Map<string, number> }> {
  const rows = await db
    .select({
      id: engagements.id,
      status: engagements.status,
      companyId: engagements.companyId,
      departmentId: engagements.departmentId,
      risk: sql<string>`coalesce(${engagements.latestRiskLevel}::text, 'none')`,
      rootCompanyId: sql<string>`coalesce(${companies.parentId}, ${companies.id})`,
      contractStart: engagements.contractStart,
      contractEnd: engagements.contractEnd,
      value: engagements.contractValuePence,
      entityType: engagedEntities.type,
      // How the recorded chain ends (an umbrella company or the worker's intermediary), if recorded.
      finalKind: sql<
        'umbrella' | 'intermediary' | null
      >`(select ${engagementChainParties.kind} from ${engagementChainParties}
        where ${engagementChainParties.engagementId} = ${engagements.id} and ${engagementChainParties.kind} in ('umbrella', 'intermediary') limit 1)`,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .where(and(where, LIVE));
  const groups = [...new Set(rows.map((r) => r.rootCompanyId))];
  const [profiles, years] = await Promise.all([
    Promise.all(groups.map(async (g) => [g, await loadProfile(db, g)] as const)),
    groups.length
      ? db.select().from(clientFinancialYears).where(inArray(clientFinancialYears.companyId, groups))
      : Promise.resolve([]),
  ]);
  const profileOf = new Map<string, ProfileRow>(profiles);
  const yearsOf = new Map<string, FinancialYearFigures[]>();
  for (const y of years) yearsOf.set(y.companyId, [...(yearsOf.get(y.companyId) ?? []), toFigures(y)]);
  const scopeCache = new Map<string, boolean>();
  const inScope = (group: string, taxYear: number) => {
    const key = `${group}:${taxYear}`;
    if (!scopeCache.has(key))
      scopeCache.set(key, decideScope(profileOf.get(group)!, yearsOf.get(group) ?? [], taxYear).inScope);
    return scopeCache.get(key)!;
  };
  const total = { gross: 0, setOffEstimate: 0, net: 0 };
  const byYear = new Map<number, { gross: number; net: number }>();
  const byCell = new Map<string, number>();
  for (const r of rows) {
    const end = chainEnd(r.finalKind ? [{ kind: r.finalKind }] : [], r.entityType);
    const e = engagementExposure({
      contractStart: r.contractStart,
      contractEnd: maxDate(r.contractEnd, r.contractStart),
      value: r.value,
      regimeFor: (y) =>
        end === 'umbrella'
          ? 'umbrella'
          : end === 'worker'
            ? 'none'
            : inScope(r.rootCompanyId, y)
              ? 'chapter10'
              : 'chapter8',
      apprenticeshipLevy: profileOf.get(r.rootCompanyId)!.paysApprenticeshipLevy,
    });
    // The heatmap's cells count active engagements only (their links open status=active).
    if (cellOf && r.status === 'active') {
      const cell = cellOf(r);
      byCell.set(cell, (byCell.get(cell) ?? 0) + e.totals.net);
    }
    total.gross += e.totals.gross;
    total.setOffEstimate += e.totals.setOffEstimate;
    total.net += e.totals.net;
    for (const y of e.years) {
      const acc = byYear.get(y.taxYear) ?? { gross: 0, net: 0 };
      acc.gross += y.gross;
      acc.net += y.net;
      byYear.set(y.taxYear, acc);
    }
  }
  return {
    engagementCount: rows.length,
    ...total,
    byTaxYear: [...byYear.entries()]
      .sort(([a], [b]) => a - b)
      .map(([taxYear, v]) => ({ taxYear, label: taxYearLabel(taxYear), ...v })),
    byCell,
  };
}

/**
 * The money at stake on the live engagements the actor sees, narrowed to `companyIds` and/or
 * `engagementIds`: PAYE income tax, both NICs and the levy if they were inside the rules, gross and
 * net of the estimated Finance Act 2024 set-off, per tax year (out-of-scope years count nothing;
 * umbrella chains count from 6 April 2026). For dashboards (the risk heatmap): one query for the
 * engagements, two for their groups' figures, the arithmetic in @statera/off-payroll.
 */
export async function portfolioExposure(
  db: DbOrTx,
  actor: Actor,
  filter: { companyIds?: string[]; engagementIds?: string[] } = {},
): Promise<TPortfolioExposure> {
  const { byCell: _, ...exposure } = await sumExposure(db, portfolioWhere(actor, filter));
  return exposure;
}

const portfolioWhere = (actor: Actor, filter: { companyIds?: string[]; engagementIds?: string[] }) =>
  and(
    engagementScope(actor),
    filter.companyIds ? inArray(engagements.companyId, filter.companyIds) : undefined,
    filter.engagementIds ? inArray(engagements.id, filter.engagementIds) : undefined,
  )!;

/**
 * The net money at stake (pence) of the active engagements in each cell of a company admin's risk
 * heatmap (`cellOf` names the cell: row and band), over the companies they reach (issue 28 item 3:
 * the portfolio feeds the heatmap).
 */
export async function heatmapExposure(
  db: DbOrTx,
  actor: Actor,
  companyIds: string[],
  cellOf: HeatmapCellOf,
): Promise<Map<string, number>> {
  return (await sumExposure(db, portfolioWhere(actor, { companyIds }), cellOf)).byCell;
}

/** The same for a whole client group, for callers that authorized the group already. */
export async function groupExposure(db: DbOrTx, groupId: string): Promise<TPortfolioExposure> {
  const { byCell: _, ...exposure } = await sumExposure(
    db,
    sql`coalesce(${companies.parentId}, ${companies.id}) = ${groupId}`,
  );
  return exposure;
}
