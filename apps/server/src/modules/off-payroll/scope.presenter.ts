import {
  type ClientProfile,
  filingDeadline,
  qualifyingConditions,
  type ScopeDecision,
  scopeChanges,
  taxYearLabel,
  taxYearStart,
} from '@statera/off-payroll';
import type { TFinancialYear, TScopeChange } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { engagementsSpanning, toFigures, type YearRow } from './scope.repository.ts';

const corporate = (kind: ClientProfile['kind']) => kind === 'company' || kind === 'public_company' || kind === 'llp';

/** A stored year as the API answers it: the deadline used, and whether the two-of-three conditions are met. */
export function presentYear(y: YearRow, profile: ClientProfile): TFinancialYear {
  const figures = toFigures(y);
  const isCorporate = corporate(profile.kind);
  return {
    id: y.id,
    start: y.start,
    end: y.end,
    filingDeadline: isCorporate
      ? filingDeadline(figures, profile.kind === 'public_company' ? 'public' : 'private')
      : null,
    filingDeadlineEntered: y.filingDeadline !== null,
    turnover: y.turnoverPence,
    balanceSheetTotal: y.balanceSheetPence,
    employees: y.employees,
    isGroup: y.isGroup,
    turnoverGross: y.turnoverGrossPence,
    balanceSheetGross: y.balanceSheetGrossPence,
    excludedFromSmallRegime: y.excludedFromSmallRegime,
    firstFinancialYear: y.firstFinancialYear,
    evidence: y.evidence,
    enteredBy: y.enteredById ? { id: y.enteredById, name: y.enteredByName ?? '' } : null,
    updatedAt: y.updatedAt.toISOString(),
    confirmedBy: y.confirmedById ? { id: y.confirmedById, name: y.confirmedByName ?? '' } : null,
    confirmedAt: y.confirmedAt?.toISOString() ?? null,
    conditionsMet: isCorporate ? qualifyingConditions(figures).met : null,
  };
}

/**
 * The tax years from the current one on where the client comes into scope or leaves it, each with
 * the group's live engagements spanning its start (listed for assessment before the year starts).
 */
export async function presentChanges(
  db: DbOrTx,
  companyId: string,
  decisions: ScopeDecision[],
  currentTaxYear: number,
): Promise<TScopeChange[]> {
  const upcoming = scopeChanges(decisions).filter((c) => c.taxYear >= currentTaxYear);
  return Promise.all(
    upcoming.map(async (c) => {
      const startsOn = taxYearStart(c.taxYear);
      const { rows, total } = await engagementsSpanning(db, companyId, startsOn);
      return {
        taxYear: c.taxYear,
        label: taxYearLabel(c.taxYear),
        direction: c.direction,
        startsOn,
        engagements: rows,
        engagementCount: total,
      };
    }),
  );
}
