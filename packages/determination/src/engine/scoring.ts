import type { FactorId, QuestionDef } from '../questionnaire/defs.ts';
import { DEF_BY_ID, SECTIONS } from '../questionnaire/index.ts';
import { riskLevel } from '../risk.ts';
import type { AnswerMap, EngagedEntityType, InterviewKind, RiskSettings, SectionResult } from '../types.ts';
import { UNKNOWN_ANSWER_ID, walk } from './path.ts';
import { BALANCE_SCALE, DECISIVE_BOUND, DECISIVE_RULES, type DecisiveRule, FACTORS } from './rules.ts';

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
  riskLevel: 'low' | 'medium' | 'high';
  certainty: number;
  sections: SectionResult[];
}

const clamp = (x: number) => Math.max(-1, Math.min(1, x));
const round2 = (x: number) => Math.round(x * 100) / 100;

const scoreOf = new Map(
  [...DEF_BY_ID.values()].map((q) => [q.id, new Map(q.answers.map((a) => [a.id, a.score ?? 0]))]),
);

/** Score of one answer: the answer's score, or for a multiple question the clamped sum. */
export function answerScore(q: QuestionDef, ids: readonly string[]): { score: number; known: boolean } {
  if (ids.includes(UNKNOWN_ANSWER_ID)) return { score: 0, known: false };
  const map = scoreOf.get(q.id) as Map<string, number>;
  let s = 0;
  for (const id of ids) s += map.get(id) ?? 0;
  return { score: clamp(s), known: true };
}

/**
 * Outcome with the prudent reading of the override margin: the result is self-employed only when
 * the self-employed percentage exceeds the employed one by more than `riskMargin` points.
 */
export function outcomeFor(employed: number, selfEmployed: number, s: RiskSettings): 'employed' | 'selfEmployed' {
  return selfEmployed - employed > s.riskMargin ? 'selfEmployed' : 'employed';
}

/** The first decisive rule whose conditions all hold, given a lookup of the answers on the path. */
export function decisiveRule(answerOf: (questionId: string) => readonly string[] | undefined): DecisiveRule | null {
  const fires = (r: DecisiveRule) => r.all.every((c) => answerOf(c.q)?.every((a) => c.in.includes(a)) ?? false);
  return DECISIVE_RULES.find(fires) ?? null;
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
    const { score, known } = answerScore(q, ids);
    sec.sum += weight * score;
    sec.weight += weight;
    const list = byFactor.get(q.factor) ?? [];
    list.push({ questionId: id, answerIds: ids, weight, score, known });
    byFactor.set(q.factor, list);
  }
  const factors: FactorScore[] = [];
  let num = 0;
  let den = 0;
  let absNum = 0;
  let coverage = 0;
  for (const f of FACTORS) {
    const contributions = byFactor.get(f.id);
    if (!contributions) continue;
    let sum = 0;
    let totalWeight = 0;
    let knownWeight = 0;
    for (const c of contributions) {
      sum += c.weight * c.score;
      totalWeight += c.weight;
      if (c.known) knownWeight += c.weight;
    }
    const score = sum / totalWeight;
    factors.push({ id: f.id, weight: f.weight, score, knownWeight, totalWeight, contributions });
    num += f.weight * score;
    absNum += f.weight * Math.abs(score);
    den += f.weight;
    coverage += f.weight * (knownWeight / totalWeight);
  }
  const balance = den === 0 ? 0 : num / den;
  const decisive = decisiveRule((id) => w.onPath.get(id));
  let employed = toPercent(balance);
  if (decisive?.outcome === 'employed') employed = Math.max(employed, DECISIVE_BOUND);
  if (decisive?.outcome === 'selfEmployed') employed = Math.min(employed, 100 - DECISIVE_BOUND);
  const selfEmployed = 100 - employed;
  const outcome = decisive ? decisive.outcome : outcomeFor(employed, selfEmployed, settings);
  const completeness = w.path.length / (w.path.length + w.pending.length || 1);
  const consistency = absNum === 0 ? 0 : Math.abs(num) / absNum;
  let certainty = den === 0 ? 0 : (coverage / den) * completeness * (0.5 + 0.5 * consistency);
  if (decisive) certainty = Math.max(certainty, 0.9);
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
    riskLevel: riskLevel(employed, selfEmployed, settings),
    certainty: round2(certainty),
    sections,
  };
}
