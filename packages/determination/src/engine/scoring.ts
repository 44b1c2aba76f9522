import type { FactorId, QuestionDef } from '../questionnaire/defs.ts';
import { DEF_BY_ID, SECTIONS } from '../questionnaire/index.ts';
import { maxRisk, type RiskLevel, riskLevel } from '../risk.ts';
import type { AnswerMap, EngagedEntityType, InterviewKind, RiskSettings, SectionResult } from '../types.ts';
import { UNKNOWN_ANSWER_ID, walk } from './path.ts';
import { BALANCE_SCALE, DECISIVE_BOUND, type DecisiveRule, FACTORS } from './rules.ts';
import { CURRENT_RULES, type RuleSet } from './ruleset.ts';

export interface Contribution {
  questionId: string;
  answerIds: string[];
  weight: number;
  /** −1..1, 0 for unknown. */
  score: number;
  known: boolean;
}

export interface FactorScore {
  id: FactorId;
  /** The factor's share of the overall balance (from FACTORS). */
  weight: number;
  /** Weighted mean of the answer scores, −1..1 (unknown answers count as 0 at full weight). */
  score: number;
  knownWeight: number;
  totalWeight: number;
  contributions: Contribution[];
}

export interface Evaluation {
  path: string[];
  pending: string[];
  onPath: Map<string, string[]>;
  factors: FactorScore[];
  /** Net balance of evidence before decisive rules, −1..1. */
  balance: number;
  decisive: DecisiveRule | null;
  employed: number;
  selfEmployed: number;
  outcome: 'employed' | 'selfEmployed';
  riskLevel: RiskLevel;
  /** The band from the gap between the percentages as they stand (unknowns neutral). */
  gapRisk: RiskLevel;
  /** Near-tie: the gap is within the override margin (no decisive rule). High risk, review. */
  borderline: boolean;
  /** Lowest and highest balance the unknown answers could still produce, everything else held. */
  balanceRange: { lo: number; hi: number };
  /** The likely range (rules 2.1): the balance ± the root-sum-square of the unknowns' pulls each way. */
  likelyRange: { lo: number; hi: number };
  /** Share of the factor-weighted evidence that is known (the certainty factor's coverage), 0..1. */
  knownShare: number;
  /** The rule set the evaluation used. */
  rules: RuleSet;
  /** Important questions on the path answered "not known". */
  importantUnknowns: string[];
  /** Why the band is what it is, in plain words (the first is the gap). */
  riskReasons: string[];
  certainty: number;
  sections: SectionResult[];
}

const clamp = (x: number) => Math.max(-1, Math.min(1, x));
const round2 = (x: number) => Math.round(x * 100) / 100;

const scoreOf = new Map(
  [...DEF_BY_ID.values()].map((q) => [q.id, new Map(q.answers.map((a) => [a.id, a.score ?? 0]))]),
);

/** An answer's score under a rule set (its override, else the score written beside the answer). */
const scoreUnder = (rules: RuleSet, qid: string, aid: string): number =>
  rules.scoreOverrides[qid]?.[aid] ?? scoreOf.get(qid)?.get(aid) ?? 0;

/** Score of one answer: the answer's score, or for a multiple question the clamped sum. */
export function answerScore(
  q: QuestionDef,
  ids: readonly string[],
  rules: RuleSet = CURRENT_RULES,
): { score: number; known: boolean } {
  if (ids.includes(UNKNOWN_ANSWER_ID)) return { score: 0, known: false };
  let s = 0;
  for (const id of ids) s += scoreUnder(rules, q.id, id);
  return { score: clamp(s), known: true };
}

/**
 * Outcome: the side that is ahead. The override margin no longer tilts the outcome one way (rules
 * 2.0): a gap within the margin is a near-tie, reported as high risk and flagged "borderline —
 * review" (see `isBorderline`), whichever side leads. An exact tie reads as employed, the prudent
 * call, and is always borderline. `_s` is kept for the signature's sake.
 */
export function outcomeFor(employed: number, selfEmployed: number, _s?: RiskSettings): 'employed' | 'selfEmployed' {
  return selfEmployed > employed ? 'selfEmployed' : 'employed';
}

/** A near-tie: the two percentages are within the company's override margin of each other. */
export function isBorderline(employed: number, selfEmployed: number, s: RiskSettings): boolean {
  return Math.abs(employed - selfEmployed) <= s.riskMargin;
}

/** Lowest and highest score an answer to `q` could have, "not known" (0) included. */
export function scoreRange(q: QuestionDef, rules: RuleSet = CURRENT_RULES): { lo: number; hi: number } {
  const scores = q.answers.map((a) => scoreUnder(rules, q.id, a.id));
  if (q.type === 'multiple') {
    const plain = q.answers.filter((a) => !a.exclusive).map((a) => scoreUnder(rules, q.id, a.id));
    const neg = plain.filter((x) => x < 0).reduce((a, b) => a + b, 0);
    const pos = plain.filter((x) => x > 0).reduce((a, b) => a + b, 0);
    scores.push(clamp(neg), clamp(pos));
  }
  return { lo: Math.min(0, ...scores), hi: Math.max(0, ...scores) };
}

/** Certainty below which nothing is low risk, and below which the result is high risk. */
export const CERTAINTY_FOR_LOW = 0.6;
export const CERTAINTY_FOR_MEDIUM = 0.35;

/** The first decisive rule whose conditions all hold, given a lookup of the answers on the path. */
export function decisiveRule(
  answerOf: (questionId: string) => readonly string[] | undefined,
  rules: RuleSet = CURRENT_RULES,
): DecisiveRule | null {
  const fires = (r: DecisiveRule) => r.all.every((c) => answerOf(c.q)?.every((a) => c.in.includes(a)) ?? false);
  return rules.decisiveRules.find(fires) ?? null;
}

/**
 * Employed percentage from the balance of evidence: 50 + 50·tanh(k·b)/tanh(k). Monotonic and odd,
 * so the sign of the balance alone decides which side is ahead; k calibrates the scale so the
 * clearest decided cases score about 85–95% (see docs/determination-model.md).
 */
export function toPercent(balance: number): number {
  return Math.round(50 + (50 * Math.tanh(BALANCE_SCALE * balance)) / Math.tanh(BALANCE_SCALE));
}

/** The whole numeric model: deterministic, no I/O. See docs/determination-model.md. */
export function evaluate(
  kind: InterviewKind,
  answers: AnswerMap,
  settings: RiskSettings,
  entity: EngagedEntityType,
  lenient = false,
  rules: RuleSet = CURRENT_RULES,
): Evaluation {
  const w = walk(kind, answers, entity, lenient);
  const byFactor = new Map<FactorId, Contribution[]>();
  const bySection = new Map<string, { sum: number; weight: number; answered: number }>();
  for (const [id, ids] of w.onPath) {
    const q = DEF_BY_ID.get(id) as QuestionDef;
    const sec = bySection.get(q.section) ?? { sum: 0, weight: 0, answered: 0 };
    sec.answered += 1;
    bySection.set(q.section, sec);
    if (!q.factor) continue;
    const weight = q.weight ?? 1;
    const { score, known } = answerScore(q, ids, rules);
    sec.sum += weight * score;
    sec.weight += weight;
    const list = byFactor.get(q.factor) ?? [];
    list.push({ questionId: id, answerIds: ids, weight, score, known });
    byFactor.set(q.factor, list);
  }
  const factors: FactorScore[] = [];
  let numLo = 0;
  let numHi = 0;
  let num = 0;
  let den = 0;
  let absNum = 0;
  let coverage = 0;
  // Squared pulls of each unknown towards self-employed (down) and employed (up), in factor-weighted units.
  let down2 = 0;
  let up2 = 0;
  for (const def of FACTORS) {
    const contributions = byFactor.get(def.id);
    if (!contributions) continue;
    const f = { id: def.id, weight: rules.factorWeights[def.id] };
    let sum = 0;
    let totalWeight = 0;
    let knownWeight = 0;
    let lo = 0;
    let hi = 0;
    for (const c of contributions) {
      sum += c.weight * c.score;
      totalWeight += c.weight;
      if (c.known) {
        knownWeight += c.weight;
        lo += c.weight * c.score;
        hi += c.weight * c.score;
      } else {
        const r = scoreRange(DEF_BY_ID.get(c.questionId) as QuestionDef, rules);
        lo += c.weight * r.lo;
        hi += c.weight * r.hi;
      }
    }
    for (const c of contributions) {
      if (c.known) continue;
      const r = scoreRange(DEF_BY_ID.get(c.questionId) as QuestionDef, rules);
      down2 += ((f.weight * c.weight * r.lo) / totalWeight) ** 2;
      up2 += ((f.weight * c.weight * r.hi) / totalWeight) ** 2;
    }
    const score = sum / totalWeight;
    numLo += (f.weight * lo) / totalWeight;
    numHi += (f.weight * hi) / totalWeight;
    factors.push({ id: f.id, weight: f.weight, score, knownWeight, totalWeight, contributions });
    num += f.weight * score;
    absNum += f.weight * Math.abs(score);
    den += f.weight;
    coverage += f.weight * (knownWeight / totalWeight);
  }
  const balance = den === 0 ? 0 : num / den;
  const decisive = decisiveRule((id) => w.onPath.get(id), rules);
  let employed = toPercent(balance);
  if (decisive?.outcome === 'employed') employed = Math.max(employed, DECISIVE_BOUND);
  if (decisive?.outcome === 'selfEmployed') employed = Math.min(employed, 100 - DECISIVE_BOUND);
  const selfEmployed = 100 - employed;
  const outcome = decisive ? decisive.outcome : outcomeFor(employed, selfEmployed, settings);
  const completeness = w.path.length / (w.path.length + w.pending.length || 1);
  const consistency = absNum === 0 ? 0 : Math.abs(num) / absNum;
  let certainty = den === 0 ? 0 : (coverage / den) * completeness * (0.5 + 0.5 * consistency);
  if (decisive) certainty = Math.max(certainty, 0.9);
  certainty = round2(certainty);
  const balanceRange = { lo: den === 0 ? 0 : numLo / den, hi: den === 0 ? 0 : numHi / den };
  const spread = rules.likelySpread;
  const likelyRange =
    den === 0
      ? { lo: 0, hi: 0 }
      : { lo: balance - (spread * Math.sqrt(down2)) / den, hi: balance + (spread * Math.sqrt(up2)) / den };
  const knownShare = den === 0 ? 0 : coverage / den;
  const importantUnknowns = [...w.onPath]
    .filter(([id, ids]) => DEF_BY_ID.get(id)?.important && ids.includes(UNKNOWN_ANSWER_ID))
    .map(([id]) => id);
  const borderline = !decisive && isBorderline(employed, selfEmployed, settings);
  const risk = assessRisk({
    employed,
    decisive,
    balanceRange,
    likelyRange,
    importantUnknowns,
    knownShare,
    pending: w.pending.length,
    weakEvidence: w.onPath.has('setup_evidence') && !w.onPath.get('setup_evidence')?.includes('both'),
    settings,
    rules,
  });
  const sections: SectionResult[] = [];
  for (const s of SECTIONS) {
    const r = bySection.get(s.id);
    if (!r) continue;
    const e = Math.round(50 + 50 * (r.weight === 0 ? 0 : r.sum / r.weight));
    sections.push({ id: s.id, title: s.title, employed: e, selfEmployed: 100 - e, answered: r.answered });
  }
  return {
    path: w.path,
    pending: w.pending,
    onPath: w.onPath,
    factors,
    balance,
    decisive,
    employed,
    selfEmployed,
    outcome,
    riskLevel: risk.level,
    gapRisk: risk.gap,
    borderline,
    balanceRange,
    likelyRange,
    knownShare,
    rules,
    importantUnknowns,
    riskReasons: risk.reasons,
    certainty,
    sections,
  };
}

/** Percent employed for a balance, with a decisive rule's bound applied. */
function bounded(balance: number, decisive: DecisiveRule | null): number {
  let e = toPercent(balance);
  if (decisive?.outcome === 'employed') e = Math.max(e, DECISIVE_BOUND);
  if (decisive?.outcome === 'selfEmployed') e = Math.min(e, 100 - DECISIVE_BOUND);
  return e;
}

/**
 * The risk band from the gap AND from how much is known (docs/determination-model.md):
 * 1. the gap band of the percentages as they stand (thresholds of the holding; a near-tie within
 *    the override margin is high);
 * 2. what the unknowns could do. Each "not known" may turn out to be any answer of its question.
 *    - rules 2.0 (`worst_case`): the band of the gap nearest a tie over the whole range they could
 *      produce together, all adverse at once; a range that crosses the middle is high.
 *    - rules 2.1 (`likely`): the same over the likely range (each side's pulls added as independent
 *      quantities: root of the sum of squares). The whole range still counts, capped at medium: a
 *      result some combination of unknowns could flip is never low.
 * 3. an important question answered "not known": at least medium;
 * 4. the share of the weighted evidence known (the certainty factor's coverage): below
 *    CERTAINTY_FOR_LOW at least medium; below the rule set's `knownShareForMedium` high (2.0) or at
 *    least medium (2.1);
 * 5. evidence not confirmed by both sides (questionnaire 2.0 `setup_evidence`): at least medium;
 * 6. an incomplete interview: at least medium.
 * Each step can only raise the band. Under 2.0 more unknowns never lower it; under 2.1 more unknowns
 * never make a result low (they can move it between medium and high, as their likely pull changes).
 * The computation is symmetric in the two outcomes.
 */
export function assessRisk(i: {
  employed: number;
  decisive: DecisiveRule | null;
  balanceRange: { lo: number; hi: number };
  /** Rules 2.1: the likely range; defaults to the whole range. */
  likelyRange?: { lo: number; hi: number };
  importantUnknowns: string[];
  knownShare: number;
  pending: number;
  /** The evidence question was answered other than "confirmed by both sides" (or not known). */
  weakEvidence?: boolean;
  settings: RiskSettings;
  rules?: RuleSet;
}): { level: RiskLevel; gap: RiskLevel; reasons: string[] } {
  const s = i.settings;
  const rules = i.rules ?? CURRENT_RULES;
  const gap = riskLevel(i.employed, 100 - i.employed, s);
  const diff = Math.abs(2 * i.employed - 100);
  const reasons: string[] = [];
  if (!i.decisive && diff <= s.riskMargin) {
    reasons.push(
      `Borderline — review: the two percentages are ${diff} points apart, within the ${s.riskMargin}-point margin set for the group, so the result is a near-tie.`,
    );
  } else if (i.decisive) {
    reasons.push(`A decisive rule settles the outcome (${i.decisive.title.toLowerCase()}).`);
  } else {
    reasons.push(`The two percentages are ${diff} points apart: on the gap alone the risk is ${gap}.`);
  }
  let level = gap;
  const likely = rules.riskModel === 'likely';
  const bandOver = (r: { lo: number; hi: number }) => {
    const worst = r.lo <= 0 && r.hi >= 0 && !i.decisive ? 50 : nearestTie(r.lo, r.hi, i.decisive);
    return { worst, band: riskLevel(worst, 100 - worst, s) };
  };
  const raiseFor = (r: { lo: number; hi: number }, cap: RiskLevel, words: { flip: string; narrow: string }) => {
    const { worst, band } = bandOver(r);
    const to = band === 'high' && cap === 'medium' ? 'medium' : band;
    if (to === 'low' || maxRisk(level, to) === level) return;
    const wdiff = Math.abs(2 * worst - 100);
    reasons.push(
      wdiff === 0 || Math.sign(worst - 50) !== Math.sign(i.employed - 50)
        ? words.flip
        : words.narrow.replace('{n}', String(wdiff)),
    );
    level = to;
  };
  if (likely) {
    raiseFor(i.likelyRange ?? i.balanceRange, 'high', {
      flip: 'The answers not known are likely enough, taken together, to change the outcome.',
      narrow: 'The answers not known would likely narrow the gap to {n} points.',
    });
    raiseFor(i.balanceRange, 'medium', {
      flip: 'The answers not known could change the outcome if they all turned out the other way, so the result is not low risk.',
      narrow: 'The answers not known could narrow the gap to {n} points if they all turned out the other way.',
    });
  } else {
    raiseFor(i.balanceRange, 'high', {
      flip: 'Taken together, the answers not known could change the outcome if they turned out the other way.',
      narrow: 'Taken together, the answers not known could narrow the gap to {n} points.',
    });
  }
  if (i.importantUnknowns.length > 0 && maxRisk(level, 'medium') !== level) {
    reasons.push(
      `${i.importantUnknowns.length} important question${i.importantUnknowns.length > 1 ? 's were' : ' was'} answered “not known”; a result cannot be low risk while an important fact is unknown.`,
    );
    level = 'medium';
  }
  const pct = Math.round(i.knownShare * 100);
  if (i.knownShare < rules.knownShareForMedium && level !== 'high' && !likely) {
    reasons.push(`Only ${pct}% of the weighted evidence is known, too little to rely on.`);
    level = 'high';
  } else if (i.knownShare < CERTAINTY_FOR_LOW && level === 'low') {
    reasons.push(`Only ${pct}% of the weighted evidence is known, not enough for a low-risk result.`);
    level = 'medium';
  }
  if (i.weakEvidence && level === 'low') {
    reasons.push('The facts are not confirmed by both the client and the worker, so the result is not low risk.');
    level = 'medium';
  }
  if (i.pending > 0 && level === 'low') {
    reasons.push('The interview is incomplete, so the result is provisional.');
    level = 'medium';
  }
  if (level === 'low') reasons.push('The important facts are known and point the same way.');
  return { level, gap, reasons };
}

/** The employed percentage over a balance range that is nearest a tie. */
function nearestTie(lo: number, hi: number, decisive: DecisiveRule | null): number {
  const a = bounded(lo, decisive);
  const b = bounded(hi, decisive);
  const mid = lo <= 0 && hi >= 0 ? bounded(0, decisive) : a;
  return [a, b, mid].reduce((best, e) => (Math.abs(e - 50) < Math.abs(best - 50) ? e : best));
}
