/**
 * The supply chain of an engagement: the parties between the client and the worker, in order. The
 * client is above position 1; the last party is the worker's intermediary (their own company or
 * partnership) or an umbrella company employing the worker.
 */
export const CHAIN_PARTY_KINDS = ['agency', 'umbrella', 'intermediary', 'other'] as const;
export type ChainPartyKind = (typeof CHAIN_PARTY_KINDS)[number];

/** Where a party is for the tax rules: UK resident, not resident but with a UK place of business, or neither. */
export const UK_STATUSES = ['uk_resident', 'uk_presence', 'non_uk'] as const;
export type UkStatus = (typeof UK_STATUSES)[number];

export interface ChainParty {
  id: string;
  kind: ChainPartyKind;
  name: string;
  ukStatus: UkStatus;
  /** Controlled by the worker or their associates: never a qualifying person (s.61N). */
  workerControlled?: boolean;
  /** An agency connected with the umbrella company (ITA 2007 s.993): passes the liability up (s.61Z). */
  connectedToUmbrella?: boolean;
  /** The party has confirmed receiving the SDS (a download through its link, or a recorded confirmation). */
  sdsReceived: boolean;
}

export type ChainProblem = 'intermediary_not_last' | 'umbrella_not_last' | 'two_final_parties' | 'final_party_missing';

/**
 * Checks the order: agencies and other parties first, then at most one final party — the worker's
 * intermediary or an umbrella company — and nothing after it. An empty chain means the client
 * contracts with the worker's intermediary (the engaged entity) directly.
 */
export function chainProblems(parties: readonly Pick<ChainParty, 'kind'>[]): ChainProblem[] {
  const out: ChainProblem[] = [];
  const finals = parties.filter((p) => p.kind === 'intermediary' || p.kind === 'umbrella').length;
  if (finals > 1) out.push('two_final_parties');
  parties.forEach((p, i) => {
    const last = i === parties.length - 1;
    if (p.kind === 'intermediary' && !last) out.push('intermediary_not_last');
    if (p.kind === 'umbrella' && !last) out.push('umbrella_not_last');
  });
  return [...new Set(out)];
}

/** The party at the bottom of the chain, which decides which regime can apply. */
export type ChainEnd = 'intermediary' | 'umbrella' | 'worker';

/**
 * How the chain ends: an umbrella company employing the worker; the worker's intermediary (stored,
 * or the engaged entity when it is a company or partnership); or the worker directly (a sole trader).
 */
export function chainEnd(
  parties: readonly Pick<ChainParty, 'kind'>[],
  engagedEntityType: 'company' | 'limited_liability_partnership' | 'sole_trader',
): ChainEnd {
  const last = parties[parties.length - 1];
  if (last?.kind === 'umbrella') return 'umbrella';
  if (last?.kind === 'intermediary') return 'intermediary';
  return engagedEntityType === 'sole_trader' ? 'worker' : 'intermediary';
}

/** UK resident or a UK place of business: the residence half of the qualifying-person test. */
export const isUkForChapter10 = (p: Pick<ChainParty, 'ukStatus'>) => p.ukStatus !== 'non_uk';

export const CLIENT = 'client' as const;
export type PartyRef = string | typeof CLIENT;

export interface LinkState {
  partyId: string;
  /** The party above it (the client for position 1). */
  from: PartyRef;
  received: boolean;
}

export interface Chapter10Chain {
  /** The parties between the client and the worker's intermediary (agencies and others). */
  between: ChainParty[];
  /** The fee-payer: the party immediately above the intermediary (s.61N(3)); the client if none. */
  feePayer: PartyRef;
  /**
   * The deemed employer if every link passes the SDS down: the lowest party above the intermediary
   * that is UK resident or has a UK place of business and is not controlled by the worker; else the client.
   */
  expectedDeemedEmployer: PartyRef;
  /** The deemed employer on the receipts recorded: a qualifying person also holds the SDS. */
  deemedEmployer: PartyRef;
  /** Each link down the chain and whether its receiver confirmed the SDS. */
  links: LinkState[];
  /** The first link where the SDS was not confirmed, and who sits above it. */
  brokenLink: { partyId: string; above: PartyRef } | null;
}

/**
 * Who pays and who is liable under Chapter 10 (ITEPA 2003 s.61N; ESM10017). A qualifying person is
 * UK resident or has a UK place of business, is not controlled by the worker, and has been given the
 * SDS by the person immediately above it; the deemed employer is the lowest qualifying person above
 * the intermediary, else the client. A party that received the SDS and failed to pass it on is
 * therefore liable: the one below does not qualify (ESM10018).
 */
export function chapter10Chain(parties: readonly ChainParty[]): Chapter10Chain {
  const between = parties.filter((p) => p.kind === 'agency' || p.kind === 'other');
  const feePayer: PartyRef = between.length ? between[between.length - 1]!.id : CLIENT;
  const links: LinkState[] = between.map((p, i) => ({
    partyId: p.id,
    from: i === 0 ? CLIENT : between[i - 1]!.id,
    received: p.sdsReceived,
  }));
  const broken = links.find((l) => !l.received);
  // Holding the SDS needs every link above to have held it: the chain passes it down one by one.
  const holds = (i: number) => links.slice(0, i + 1).every((l) => l.received);
  let expected: PartyRef = CLIENT;
  let actual: PartyRef = CLIENT;
  between.forEach((p, i) => {
    const eligible = isUkForChapter10(p) && !p.workerControlled;
    if (eligible) expected = p.id;
    if (eligible && holds(i)) actual = p.id;
  });
  return {
    between,
    feePayer,
    expectedDeemedEmployer: expected,
    deemedEmployer: actual,
    links,
    brokenLink: broken ? { partyId: broken.partyId, above: broken.from } : null,
  };
}

/** The day the umbrella-company rules take effect (payments on or after it). */
export const UMBRELLA_RULES_FROM = '2026-04-06';

/**
 * The party jointly and severally liable with an umbrella company for its PAYE (ITEPA 2003 s.61Z,
 * inserted by Finance Act 2026): the agency that contracts with the client; the client instead when
 * it contracts with the umbrella company itself, with an agency not resident in the UK, or with an
 * agency connected with the umbrella; and when neither the client nor that agency is UK resident,
 * the UK-resident agency closest to the client. None when no party qualifies.
 */
export function umbrellaRelevantParty(parties: readonly ChainParty[], clientUkResident: boolean): PartyRef | null {
  const top = parties[0];
  if (!top || top.kind === 'intermediary') return null;
  if (top.kind === 'umbrella') return CLIENT;
  if (top.connectedToUmbrella) return CLIENT;
  if (top.ukStatus === 'uk_resident') return top.id;
  if (clientUkResident) return CLIENT;
  const closest = parties.find((p) => (p.kind === 'agency' || p.kind === 'other') && p.ukStatus === 'uk_resident');
  return closest?.id ?? null;
}
