import {
  type ClientProfile,
  decideScopes,
  FIRST_PRIVATE_SECTOR_TAX_YEAR,
  type FinancialYearFigures,
  type ScopeDecision,
  SOURCES,
  taxYearOf,
  taxYearsBetween,
} from '@statera/off-payroll';
import { londonToday, type TScopeDecision } from '@statera/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientScopeDecisions } from '../../db/schema/index.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { recordedDecisions } from './scope.repository.ts';

/** The tax years a group's scope is shown for: from 2021/22 (the private-sector rules) to next year. */
export function shownTaxYears(today = londonToday()): number[] {
  return taxYearsBetween(FIRST_PRIVATE_SECTOR_TAX_YEAR, taxYearOf(today) + 1);
}

/** A decision as the API answers it: each step with the citation of its source. */
export function presentDecision(d: ScopeDecision): TScopeDecision {
  return {
    taxYear: d.taxYear,
    label: d.label,
    inScope: d.inScope,
    basis: d.basis,
    decided: d.decided,
    relevantFinancialYearId: d.relevantFinancialYear?.id ?? null,
    steps: d.steps.map((s) => ({
      key: s.key,
      params: s.params ?? {},
      cite: s.source ? SOURCES[s.source].cite : null,
    })),
  };
}

/**
 * Decides the group's scope for every shown tax year and records it, in the caller's transaction
 * (every change to the profile or the figures calls it). A year whose outcome changed (in or out,
 * its basis, its relevant financial year) is audited with the decision before and after.
 */
export async function recordScopeDecisions(
  tx: DbOrTx,
  actorId: string,
  companyId: string,
  profile: ClientProfile,
  years: readonly FinancialYearFigures[],
): Promise<ScopeDecision[]> {
  const decisions = decideScopes(profile, years, shownTaxYears());
  const before = new Map((await recordedDecisions(tx, companyId)).map((r) => [r.taxYear, r]));
  const values = decisions.map((d) => ({
    companyId,
    taxYear: d.taxYear,
    inScope: d.inScope,
    basis: d.basis,
    decided: d.decided,
    relevantFinancialYearId: d.relevantFinancialYear?.id ?? null,
    working: d.steps,
    decidedById: actorId,
    decidedAt: new Date(),
  }));
  await tx
    .insert(clientScopeDecisions)
    .values(values)
    .onConflictDoUpdate({
      target: [clientScopeDecisions.companyId, clientScopeDecisions.taxYear],
      set: {
        inScope: sql`excluded.in_scope`,
        basis: sql`excluded.basis`,
        decided: sql`excluded.decided`,
        relevantFinancialYearId: sql`excluded.relevant_financial_year_id`,
        working: sql`excluded.working`,
        decidedById: sql`excluded.decided_by_id`,
        decidedAt: sql`excluded.decided_at`,
      },
    });
  const summary = (v: {
    taxYear: number;
    inScope: boolean;
    basis: string;
    relevantFinancialYearId: string | null;
  }) => ({
    taxYear: v.taxYear,
    inScope: v.inScope,
    basis: v.basis,
    relevantFinancialYearId: v.relevantFinancialYearId,
  });
  const changed = values.filter((v) => {
    const b = before.get(v.taxYear);
    return !b || JSON.stringify(summary(b)) !== JSON.stringify(summary(v));
  });
  await recordAudits(
    tx,
    changed.map((v) => {
      const b = before.get(v.taxYear);
      return {
        actorId,
        action: 'off_payroll.scope_decided' as const,
        entityType: 'company' as const,
        entityId: companyId,
        companyId,
        before: b ? summary(b) : null,
        after: summary(v),
      };
    }),
  );
  return decisions;
}
