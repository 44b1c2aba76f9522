import type { QuestionDef } from '../questionnaire/defs.ts';
import { DEF_BY_ID } from '../questionnaire/index.ts';
import { riskLevel } from '../risk.ts';
import type { AnswerMap, EngagedEntityType, InterviewKind, RiskSettings, WhatIf } from '../types.ts';
import { answerText } from './explain.ts';
import { UNKNOWN_ANSWER_ID } from './path.ts';
import { DECISIVE_BOUND, type DecisiveRule } from './rules.ts';
import type { RuleSet } from './ruleset.ts';
import { answerScore, decisiveRule, type Evaluation, evaluate, outcomeFor, toPercent } from './scoring.ts';

const decisiveQuestions = (rules: RuleSet) => new Set(rules.decisiveRules.flatMap((r) => r.all.map((c) => c.q)));
/** Questions whose answer can re-route the interview. */
const TRIGGERS = new Set([...DEF_BY_ID.values()].flatMap((q) => (q.when ?? []).map((c) => c.q)));
const MAX_WHAT_IFS = 12;

interface Quick {
  employed: number;
  outcome: 'employed' | 'selfEmployed';
  riskLevel: 'low' | 'medium' | 'high';
}

function settle(raw: number, rule: DecisiveRule | null, s: RiskSettings): Quick {
  let employed = Math.max(0, Math.min(100, raw));
  if (rule?.outcome === 'employed') employed = Math.max(employed, DECISIVE_BOUND);
  if (rule?.outcome === 'selfEmployed') employed = Math.min(employed, 100 - DECISIVE_BOUND);
  const outcome = rule ? rule.outcome : outcomeFor(employed, 100 - employed, s);
  return { employed, outcome, riskLevel: riskLevel(employed, 100 - employed, s) };
}

/**
 * Re-score from the base contributions with one answer replaced, in the same arithmetic order as
 * `evaluate` (lenient), so the result is exact. For a branch trigger, answers to questions the
 * change would close are dropped; questions it opens are unanswered and add nothing. Exported for
 * the test that checks it against a full evaluation.
 */
export function rescore(base: Evaluation, q: QuestionDef, to: string[]): { raw: number; rule: DecisiveRule | null } {
  let closed: Set<string> | null = null;
  if (TRIGGERS.has(q.id)) {
    closed = new Set<string>();
    for (const id of base.path) {
      const when = DEF_BY_ID.get(id)?.when;
      if (when?.some((c) => closed?.has(c.q) || (c.q === q.id && !to.some((a) => c.in.includes(a))))) closed.add(id);
    }
  }
  const newScore = answerScore(q, to, base.rules).score;
  let num = 0;
  let den = 0;
  for (const f of base.factors) {
    let score = f.score;
    if (closed || f.id === q.factor) {
      let sum = 0;
      let total = 0;
      for (const c of f.contributions) {
        if (closed?.has(c.questionId)) continue;
        sum += c.weight * (c.questionId === q.id ? newScore : c.score);
        total += c.weight;
      }
      if (total === 0) continue;
      score = sum / total;
    }
    num += f.weight * score;
    den += f.weight;
  }
  const rule = decisiveQuestions(base.rules).has(q.id)
    ? decisiveRule((id) => (closed?.has(id) ? undefined : id === q.id ? to : base.onPath.get(id)), base.rules)
    : base.decisive;
  return { raw: toPercent(den === 0 ? 0 : num / den), rule };
}

/** Single-answer alternatives: every other answer, and "not known" where allowed. */
function alternatives(q: QuestionDef, current: readonly string[]): string[][] {
  const alts = q.answers.map((a) => [a.id]);
  if (q.allowUnknown) alts.push([UNKNOWN_ANSWER_ID]);
  return alts.filter((ids) => !(ids.length === current.length && ids[0] === current[0]));
}

/**
 * Which single answer changes would flip the outcome or move the risk band, everything else held.
 * A change that re-routes the interview is evaluated in full: questions it closes lose their
 * answers, and questions it opens are scored as unanswered and listed in `opens`.
 * Flips come first, then the largest swings.
 */
export function whatIfs(
  kind: InterviewKind,
  base: Evaluation,
  settings: RiskSettings,
  entity: EngagedEntityType,
): WhatIf[] {
  const answers: AnswerMap = Object.fromEntries(base.onPath);
  const found: (WhatIf & { swing: number })[] = [];
  // Screen on the gap band (cheap, exact), then report the full band of a full evaluation.
  const differs = (r: Quick) => r.outcome !== base.outcome || r.riskLevel !== base.gapRisk;
  for (const [qid, current] of base.onPath) {
    const q = DEF_BY_ID.get(qid) as QuestionDef;
    // A question outside the factors (the office question) is explored only when its rule decided
    // the result: "what if this were not an office?" is informative, the reverse is another engagement.
    if (!q.factor && !base.decisive?.all.some((c) => c.q === qid)) continue;
    const trigger = TRIGGERS.has(qid);
    for (const alt of alternatives(q, current)) {
      const { raw, rule } = rescore(base, q, alt);
      let result: Quick = settle(raw, rule, settings);
      if (!differs(result)) continue;
      const ev = evaluate(kind, { ...answers, [qid]: alt }, settings, entity, true, base.rules);
      result = ev;
      if (ev.outcome === base.outcome && ev.riskLevel === base.riskLevel) continue;
      const opens = trigger ? ev.pending.filter((id) => !base.pending.includes(id) && !base.onPath.has(id)) : [];
      found.push({
        questionId: qid,
        question: q.content,
        from: answerText(q, current),
        to: answerText(q, alt),
        toAnswerIds: alt,
        effect: result.outcome !== base.outcome ? 'flips_outcome' : 'changes_risk',
        outcome: result.outcome,
        riskLevel: result.riskLevel,
        employed: result.employed,
        selfEmployed: 100 - result.employed,
        opens,
        swing: Math.abs(result.employed - base.employed),
      });
    }
  }
  found.sort(
    (a, b) =>
      Number(b.effect === 'flips_outcome') - Number(a.effect === 'flips_outcome') ||
      b.swing - a.swing ||
      a.questionId.localeCompare(b.questionId) ||
      a.to.localeCompare(b.to),
  );
  return found.slice(0, MAX_WHAT_IFS).map(({ swing: _swing, ...w }) => w);
}

export interface KeyUnknown {
  questionId: string;
  question: string;
  /** Some answer to it would flip the outcome, everything else held. */
  couldFlip: boolean;
  /** The largest move in the employed percentage any answer would make. */
  swing: number;
}

/** The "not known" answers that would change the result most if they were known, largest first. */
export function keyUnknowns(base: Evaluation, settings: RiskSettings, max = 5): KeyUnknown[] {
  const out: KeyUnknown[] = [];
  const decisive = decisiveQuestions(base.rules);
  for (const [qid, current] of base.onPath) {
    if (!current.includes(UNKNOWN_ANSWER_ID)) continue;
    const q = DEF_BY_ID.get(qid) as QuestionDef;
    if (!q.factor && !decisive.has(qid)) continue;
    let swing = 0;
    let couldFlip = false;
    for (const a of q.answers) {
      const { raw, rule } = rescore(base, q, [a.id]);
      const r = settle(raw, rule, settings);
      swing = Math.max(swing, Math.abs(r.employed - base.employed));
      if (r.outcome !== base.outcome) couldFlip = true;
    }
    if (swing > 0 || couldFlip) out.push({ questionId: qid, question: q.content, couldFlip, swing });
  }
  out.sort(
    (a, b) =>
      Number(b.couldFlip) - Number(a.couldFlip) || b.swing - a.swing || a.questionId.localeCompare(b.questionId),
  );
  return out.slice(0, max);
}
