import {
  type ChainParty,
  CLIENT,
  chainEnd,
  type Disagreement,
  decideScopes,
  engagementExposure,
  evaluateLiability,
  type LiabilityResult,
  maxDate,
  minDate,
  type ScopeDecision,
  taxYearLabel,
  taxYearOf,
  taxYearsBetween,
} from '@statera/off-payroll';
import { londonToday, type TChainPartyView, type TPartyRef } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { agencyReceipt, type ChainRow, chainOf, type LiabilityEngagement, liabilityFacts } from './chain.repository.ts';
import { loadProfile, loadYears, toFigures } from './scope.repository.ts';

const IMPLIED_AGENCY = 'implied-agency';
const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function partyView(row: ChainRow): TChainPartyView {
  const via = row.sdsConfirmedOn ? 'recorded' : row.downloadedAt ? 'download' : null;
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    name: row.name,
    agencyId: row.agencyId,
    ukStatus: row.ukStatus,
    workerControlled: row.workerControlled,
    connectedToUmbrella: row.connectedToUmbrella,
    email: row.email,
    implied: false,
    sds: {
      received: via !== null,
      via,
      on: row.sdsConfirmedOn ?? row.downloadedAt,
      confirmedBy: row.sdsConfirmedOn ? row.confirmedByName : null,
      note: row.sdsConfirmationNote,
    },
  };
}

/** The engagement's agency as the one link of a chain nobody recorded yet (assumed UK resident). */
function impliedAgency(e: LiabilityEngagement, receivedOn: string | null): TChainPartyView {
  return {
    id: null,
    position: 1,
    kind: 'agency',
    name: e.agencyName ?? '',
    agencyId: e.agencyId,
    ukStatus: 'uk_resident',
    workerControlled: false,
    connectedToUmbrella: false,
    email: e.agencyEmail,
    implied: true,
    sds: {
      received: receivedOn !== null,
      via: receivedOn ? 'download' : null,
      on: receivedOn,
      confirmedBy: null,
      note: null,
    },
  };
}

/**
 * Everything the rules say about one engagement today: the group's scope for each tax year it
 * spans, its chain (recorded, or implied from its agency), who pays and who is liable, the rules
 * that applied and the money at stake. Loads what it needs in a handful of queries.
 */
export async function liabilityContext(db: DbOrTx, e: LiabilityEngagement, today = londonToday()) {
  const [profile, years, rows, facts] = await Promise.all([
    loadProfile(db, e.rootCompanyId),
    loadYears(db, e.rootCompanyId),
    chainOf(db, e.id),
    liabilityFacts(db, e.id),
  ]);
  const parties: TChainPartyView[] =
    rows.length > 0 ? rows.map(partyView) : e.agencyId ? [impliedAgency(e, await agencyReceipt(db, e.id))] : [];
  const pure: ChainParty[] = parties.map((p) => ({
    id: p.id ?? IMPLIED_AGENCY,
    kind: p.kind,
    name: p.name,
    ukStatus: p.ukStatus,
    workerControlled: p.workerControlled,
    connectedToUmbrella: p.connectedToUmbrella,
    sdsReceived: p.sds.received,
  }));
  const first = taxYearOf(e.contractStart);
  const last = taxYearOf(maxDate(e.contractEnd, e.contractStart));
  const judged = taxYearOf(minDate(maxDate(today, e.contractStart), maxDate(e.contractEnd, e.contractStart)));
  const shown = taxYearsBetween(Math.min(first, judged), Math.max(last, judged));
  const decisions = new Map<number, ScopeDecision>(
    decideScopes(profile, years.map(toFigures), shown).map((d) => [d.taxYear, d]),
  );
  const judgedDecision = decisions.get(judged)!;
  const end = chainEnd(pure, e.entityType);
  const statutory = facts.statement ? facts.statement.statutory !== false : false;
  const disagreements: Disagreement[] = facts.disputes.map((d) => ({
    receivedOn: d.receivedOn!,
    deadline: d.deadline!,
    answeredOn: isoDay(d.answeredAt),
  }));
  const result: LiabilityResult = evaluateLiability({
    today,
    inScope: judgedDecision.inScope,
    chainEnd: end,
    parties: pure,
    clientUkResident: profile.ukConnection,
    sdsIssued: statutory,
    reasonableCareNotTaken: facts.care?.notTaken ?? false,
    disagreements,
  });
  const exposure = engagementExposure({
    contractStart: e.contractStart,
    contractEnd: maxDate(e.contractEnd, e.contractStart),
    value: e.contractValuePence,
    regimeFor: (y) =>
      end === 'umbrella'
        ? 'umbrella'
        : end === 'worker'
          ? 'none'
          : decisions.get(y)?.inScope
            ? 'chapter10'
            : 'chapter8',
    apprenticeshipLevy: profile.paysApprenticeshipLevy,
  });

  const finalParty = parties.find((p) => p.kind === 'intermediary' || p.kind === 'umbrella');
  const ref = (r: LiabilityResult['liable']): TPartyRef | null => {
    if (r === null) return null;
    if (r === CLIENT) return { ref: 'client', partyId: null, name: e.companyName };
    if (r === 'intermediary')
      return { ref: 'intermediary', partyId: finalParty?.id ?? null, name: finalParty?.name ?? e.entityName };
    if (r === 'umbrella') return { ref: 'umbrella', partyId: finalParty?.id ?? null, name: finalParty?.name ?? '' };
    const p = parties.find((x) => (x.id ?? IMPLIED_AGENCY) === r);
    return { ref: 'party', partyId: p?.id ?? null, name: p?.name ?? '' };
  };
  const chainEndRef: TPartyRef =
    end === 'worker'
      ? { ref: 'worker', partyId: null, name: e.entityName }
      : ref(end === 'umbrella' ? 'umbrella' : 'intermediary')!;

  return {
    profile,
    parties,
    chainRecorded: rows.length > 0,
    chainEnd: chainEndRef,
    judged: { taxYear: judged, label: taxYearLabel(judged), decision: judgedDecision },
    decisions,
    result,
    ref,
    exposure,
    facts,
    sdsIssued: statutory,
  };
}
export type LiabilityContext = Awaited<ReturnType<typeof liabilityContext>>;
