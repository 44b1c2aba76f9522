import { SOURCES, taxYearLabel } from '@statera/off-payroll';
import type { TEngagementLiability } from '@statera/shared';
import type { LiabilityEngagement } from './chain.repository.ts';
import type { LiabilityContext } from './liability-context.ts';

type Warning = TEngagementLiability['warnings'][number];

/** What the card warns about: a chain nobody recorded, links without a receipt, no SDS, figures missing. */
function warningsOf(c: LiabilityContext): Warning[] {
  const out: Warning[] = [];
  const chapter10 = c.result.regime === 'chapter10';
  if (!c.chainRecorded) out.push({ key: 'chainNotRecorded', params: {} });
  if (!c.judged.decision.decided) out.push({ key: 'scopeNotDecided', params: { taxYear: c.judged.label } });
  if (chapter10 && !c.sdsIssued) out.push({ key: 'noSds', params: {} });
  if (chapter10) {
    for (const link of c.result.links) {
      if (link.received) continue;
      const party = c.parties.find((p) => (p.id ?? 'implied-agency') === link.partyId);
      const above = c.ref(link.from);
      out.push({ key: 'sdsNotConfirmed', params: { party: party?.name ?? '', above: above?.name ?? '' } });
    }
  }
  const assumed = c.exposure.years.filter((y) => y.ratesStatus === 'assumed').map((y) => y.label);
  if (assumed.length > 0) out.push({ key: 'ratesAssumed', params: { taxYears: assumed.join(', ') } });
  return out;
}

/** GET engagements/{id}/liability: the card's answer. */
export function presentLiability(
  e: LiabilityEngagement,
  c: LiabilityContext,
  abilities: Record<string, boolean>,
): TEngagementLiability {
  const r = c.result;
  return {
    engagementId: e.id,
    clientName: e.companyName,
    taxYear: c.judged.taxYear,
    taxYearLabel: c.judged.label,
    inScope: c.judged.decision.inScope,
    scopeDecided: c.judged.decision.decided,
    regime: r.regime,
    chainRecorded: c.chainRecorded,
    parties: c.parties,
    chainEnd: c.chainEnd,
    feePayer: c.ref(r.feePayer),
    expectedDeemedEmployer: c.ref(r.expectedDeemedEmployer),
    liable: c.ref(r.liable),
    jointlyLiable: c.ref(r.jointlyLiable),
    rules: r.rules.map((rule) => ({
      id: rule.id,
      applies: rule.applies,
      cites: rule.sources.map((s) => SOURCES[s].cite),
      liable: rule.liable === undefined ? null : c.ref(rule.liable),
      params: rule.params ?? {},
    })),
    warnings: warningsOf(c),
    sdsIssued: c.sdsIssued,
    reasonableCare: c.facts.care
      ? {
          notTaken: c.facts.care.notTaken,
          note: c.facts.care.note,
          recordedBy: c.facts.care.recordedBy,
          recordedAt: c.facts.care.recordedAt.toISOString(),
        }
      : null,
    determination:
      c.facts.statement?.taxYear != null
        ? {
            taxYear: c.facts.statement.taxYear,
            label: taxYearLabel(c.facts.statement.taxYear),
            inScope: c.facts.statement.statutory !== false,
          }
        : null,
    exposure: {
      years: c.exposure.years.map((y) => {
        const d = c.decisions.get(y.taxYear);
        return {
          taxYear: y.taxYear,
          label: y.label,
          from: y.from,
          to: y.to,
          regime: y.regime,
          ratesStatus: y.ratesStatus,
          inScope: d?.inScope ?? true,
          scopeDecided: d?.decided ?? false,
          payment: y.payment,
          incomeTax: y.paye?.incomeTax ?? 0,
          employeeNic: y.paye?.employeeNic ?? 0,
          employerNic: y.paye?.employerNic ?? 0,
          apprenticeshipLevy: y.paye?.apprenticeshipLevy ?? 0,
          gross: y.gross,
          setOffEstimate: y.setOffEstimate?.total ?? 0,
          net: y.net,
        };
      }),
      totals: c.exposure.totals,
    },
    abilities,
  };
}
