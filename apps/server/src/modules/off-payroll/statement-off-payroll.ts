import type { TChainPartyKind, TUkStatus } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findEngagementForStatement } from './chain.repository.ts';
import { liabilityContext } from './liability-context.ts';

/** What a Status Determination Statement prints about scope, the fee-payer and the chain it goes down. */
export interface StatementOffPayroll {
  taxYear: number;
  taxYearLabel: string;
  /** Chapter 10 applies to the client in that tax year: the statement is a statutory SDS. */
  statutory: boolean;
  /** The scope was decided on recorded figures (false: assumed in scope, none recorded). */
  scopeDecided: boolean;
  scopeBasis: string;
  regime: 'chapter10' | 'umbrella' | 'chapter8' | 'none';
  client: string;
  chain: { position: number; kind: TChainPartyKind; name: string; ukStatus: TUkStatus; implied: boolean }[];
  chainRecorded: boolean;
  end: { kind: 'intermediary' | 'umbrella' | 'worker'; name: string };
  feePayer: string | null;
  /** Who deducts tax and NICs once each party passes the statement on. */
  deemedEmployer: string | null;
  /** Jointly and severally liable with the umbrella company (from 6 April 2026). */
  jointlyLiable: string | null;
}

/**
 * The off-payroll part of a statement issued on `issuedOn` (the statement job acts for the system).
 * The tax year judged is the one the engagement is in on that day (or its first, if it starts later).
 */
export async function statementOffPayroll(
  db: DbOrTx,
  engagementId: string,
  issuedOn: string,
): Promise<StatementOffPayroll | null> {
  const e = await findEngagementForStatement(db, engagementId);
  if (!e) return null;
  const c = await liabilityContext(db, e, issuedOn);
  const d = c.judged.decision;
  const end = c.chainEnd.ref === 'umbrella' || c.chainEnd.ref === 'worker' ? c.chainEnd.ref : 'intermediary';
  return {
    taxYear: c.judged.taxYear,
    taxYearLabel: c.judged.label,
    statutory: d.inScope && c.result.regime === 'chapter10',
    scopeDecided: d.decided,
    scopeBasis: d.basis,
    regime: c.result.regime,
    client: e.companyName,
    chain: c.parties
      .filter((p) => p.kind === 'agency' || p.kind === 'other' || p.kind === 'umbrella' || p.kind === 'intermediary')
      .map((p) => ({ position: p.position, kind: p.kind, name: p.name, ukStatus: p.ukStatus, implied: p.implied })),
    chainRecorded: c.chainRecorded,
    end: { kind: end, name: c.chainEnd.name },
    feePayer: c.ref(c.result.feePayer)?.name ?? null,
    deemedEmployer: c.ref(c.result.expectedDeemedEmployer)?.name ?? null,
    jointlyLiable: c.ref(c.result.jointlyLiable)?.name ?? null,
  };
}
