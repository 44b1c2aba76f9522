import {
  type ChainEnd,
  type ChainParty,
  type Chapter10Chain,
  CLIENT,
  chapter10Chain,
  isUkForChapter10,
  type LinkState,
  type PartyRef,
  UMBRELLA_RULES_FROM,
  umbrellaRelevantParty,
} from './chain.ts';
import { addDays, type IsoDate } from './dates.ts';
import type { ExposureRegime } from './exposure.ts';
import type { SourceId } from './sources.ts';

/** A status disagreement (the worker's or the deemed employer's representations) and its answer. */
export interface Disagreement {
  receivedOn: IsoDate;
  /** receivedOn + 45 days (s.61T). */
  deadline: IsoDate;
  answeredOn: IsoDate | null;
}

/** What the rules need to know about one engagement on one day. */
export interface LiabilityFacts {
  today: IsoDate;
  /** Chapter 10 applies to the client in the tax year judged. */
  inScope: boolean;
  chainEnd: ChainEnd;
  parties: readonly ChainParty[];
  /** The client is UK resident (s.61Z) — read from its UK connection. */
  clientUkResident: boolean;
  /** The client gave a Status Determination Statement (an approved determination's statement). */
  sdsIssued: boolean;
  /** A finding (recorded by the client's admins, e.g. after an HMRC review) that reasonable care was not taken. */
  reasonableCareNotTaken: boolean;
  disagreements: readonly Disagreement[];
}

export interface RuleOutcome {
  id: LiabilityRuleId;
  applies: boolean;
  sources: readonly SourceId[];
  /** Who the rule makes liable when it applies. */
  liable?: PartyRef | 'intermediary' | 'umbrella' | null;
  params?: Record<string, string | number | boolean | null>;
}

interface Ctx {
  f: LiabilityFacts;
  chain: Chapter10Chain;
  chapter10: boolean;
}

export type LiabilityRuleId =
  | 'out_of_scope'
  | 'no_intermediary'
  | 'umbrella_employer'
  | 'umbrella_joint_liability'
  | 'fee_payer_not_qualifying'
  | 'sds_not_passed_on'
  | 'no_sds'
  | 'reasonable_care_not_taken'
  | 'disagreement_45_days';

interface LiabilityRule {
  id: LiabilityRuleId;
  sources: readonly SourceId[];
  /** Whether the rule applies; with whom it makes liable and the values the message needs. */
  test: (c: Ctx) => false | { liable?: RuleOutcome['liable']; params?: RuleOutcome['params'] };
}

/** A disagreement whose 45 days ran out unanswered (or answered late): the client is liable meanwhile. */
function lateDisagreement(f: LiabilityFacts) {
  return f.disagreements.find((d) => d.deadline < (d.answeredOn ?? f.today));
}

/**
 * Each legal transition of liability as a row: when it applies and who it makes liable. The order
 * is the order of precedence for the chain (a later row that applies overrides an earlier one's
 * liable party); `evaluateLiability` reads the table.
 */
export const LIABILITY_RULES: readonly LiabilityRule[] = [
  {
    // Small or overseas client: Chapter 10 does not apply; the worker's intermediary applies IR35.
    id: 'out_of_scope',
    sources: ['itepa61M', 'itepa60A'],
    test: ({ f }) => !f.inScope && f.chainEnd === 'intermediary' && { liable: 'intermediary' },
  },
  {
    // No intermediary between the client and the worker: nothing for Chapter 10 to deem.
    id: 'no_intermediary',
    sources: ['itepa61M'],
    test: ({ f }) => f.chainEnd === 'worker' && { liable: null },
  },
  {
    // An umbrella company employs the worker and runs PAYE: Chapter 10 does not apply (ESM10003).
    id: 'umbrella_employer',
    sources: ['esm10003'],
    test: ({ f }) => f.chainEnd === 'umbrella' && { liable: 'umbrella' },
  },
  {
    // From 6 April 2026 the relevant party shares the umbrella's PAYE debt (FA 2026, s.61Y–61Z).
    id: 'umbrella_joint_liability',
    sources: ['fa2026s24'],
    test: ({ f }) => {
      if (f.chainEnd !== 'umbrella' || f.today < UMBRELLA_RULES_FROM) return false;
      const party = umbrellaRelevantParty(f.parties, f.clientUkResident);
      return { liable: party, params: { from: UMBRELLA_RULES_FROM } };
    },
  },
  {
    // The fee-payer is abroad or controlled by the worker: liability moves to the next qualifying
    // person up, else the client (s.61N).
    id: 'fee_payer_not_qualifying',
    sources: ['itepa61N'],
    test: ({ chain, chapter10 }) => {
      if (!chapter10 || chain.feePayer === CLIENT) return false;
      const p = chain.between.find((b) => b.id === chain.feePayer)!;
      if (isUkForChapter10(p) && !p.workerControlled) return false;
      return { liable: chain.expectedDeemedEmployer, params: { nonUk: !isUkForChapter10(p) } };
    },
  },
  {
    // A party did not pass the SDS down (or has not confirmed it): the party above it is liable.
    id: 'sds_not_passed_on',
    sources: ['itepa61N'],
    test: ({ chain, chapter10 }) =>
      chapter10 &&
      chain.brokenLink !== null &&
      chain.deemedEmployer !== chain.expectedDeemedEmployer && { liable: chain.deemedEmployer },
  },
  {
    // No SDS given: the client is treated as the fee-payer (s.61NA).
    id: 'no_sds',
    sources: ['itepa61NA'],
    test: ({ f, chapter10 }) => chapter10 && !f.sdsIssued && { liable: CLIENT },
  },
  {
    // The client did not take reasonable care in reaching its conclusion: the client (s.61NA).
    id: 'reasonable_care_not_taken',
    sources: ['itepa61NA'],
    test: ({ f, chapter10 }) => chapter10 && f.reasonableCareNotTaken && { liable: CLIENT },
  },
  {
    // Representations unanswered after 45 days: the client is liable from then until it answers (s.61T).
    id: 'disagreement_45_days',
    sources: ['itepa61T'],
    test: ({ f, chapter10 }) => {
      const late = chapter10 && lateDisagreement(f);
      if (!late) return false;
      return {
        liable: late.answeredOn ? undefined : CLIENT,
        params: { from: addDays(late.deadline, 1), until: late.answeredOn, ongoing: !late.answeredOn },
      };
    },
  },
];

export interface LiabilityResult {
  regime: ExposureRegime;
  /** The party paying the worker's intermediary (s.61N); null outside Chapter 10. */
  feePayer: PartyRef | null;
  /** Who would be the deemed employer if every link passes the SDS on. */
  expectedDeemedEmployer: PartyRef | null;
  /** Who bears the PAYE liability today. */
  liable: PartyRef | 'intermediary' | 'umbrella' | null;
  /** The party jointly and severally liable with the umbrella company. */
  jointlyLiable: PartyRef | null;
  links: LinkState[];
  rules: RuleOutcome[];
}

/** Applies the table: the regime, the fee-payer and who is liable today, with every rule's outcome. */
export function evaluateLiability(f: LiabilityFacts): LiabilityResult {
  const chapter10 = f.inScope && f.chainEnd === 'intermediary';
  const chain = chapter10Chain(f.parties);
  const ctx: Ctx = { f, chain, chapter10 };
  let liable: LiabilityResult['liable'] = chapter10 ? chain.deemedEmployer : null;
  let jointlyLiable: PartyRef | null = null;
  const rules = LIABILITY_RULES.map((rule): RuleOutcome => {
    const hit = rule.test(ctx);
    if (!hit) return { id: rule.id, applies: false, sources: rule.sources };
    if (rule.id === 'umbrella_joint_liability') jointlyLiable = hit.liable as PartyRef | null;
    else if (hit.liable !== undefined) liable = hit.liable;
    return { id: rule.id, applies: true, sources: rule.sources, liable: hit.liable, params: hit.params };
  });
  const regime: ExposureRegime =
    f.chainEnd === 'umbrella' ? 'umbrella' : f.chainEnd === 'worker' ? 'none' : f.inScope ? 'chapter10' : 'chapter8';
  return {
    regime,
    feePayer: chapter10 ? chain.feePayer : null,
    expectedDeemedEmployer: chapter10 ? chain.expectedDeemedEmployer : null,
    liable,
    jointlyLiable,
    links: chain.links,
    rules,
  };
}
