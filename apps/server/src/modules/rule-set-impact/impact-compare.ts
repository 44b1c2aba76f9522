import {
  type AnswerMap,
  answerText,
  type EngagedEntityType,
  type Evaluation,
  evaluate,
  type InterviewKind,
  QUESTION_DEFS,
  type RiskSettings,
  type RuleSet,
  ruleSetOf,
  UNKNOWN_ANSWER_ID,
} from '@statera/determination';
import type { ImpactQuestion } from '../../db/schema/index.ts';

const DEFS = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
const MAX_QUESTIONS = 6;
/** A contribution that moved by less than this (a tenth of a point of balance) is not a reason. */
const NOTICEABLE = 0.001;

/** What a stored result said (the assessment's result as approved). */
export interface StoredResult {
  outcome: 'employed' | 'selfEmployed';
  employed: number;
  riskLevel: 'low' | 'medium' | 'high';
  rulesetVersion: string;
}

export interface Redetermination {
  outcome: 'employed' | 'selfEmployed';
  employed: number;
  riskLevel: 'low' | 'medium' | 'high';
  /** Outcome or risk band differ from the stored result. */
  changed: boolean;
  questions: ImpactQuestion[];
}

/** Each question's contribution to the balance (factor weight × its weighted score, over the total). */
function contributions(ev: Evaluation): Map<string, number> {
  const den = ev.factors.reduce((s, f) => s + f.weight, 0) || 1;
  const out = new Map<string, number>();
  for (const f of ev.factors) {
    for (const c of f.contributions) out.set(c.questionId, (f.weight * c.weight * c.score) / f.totalWeight / den);
  }
  return out;
}

const described = (
  qid: string,
  ids: readonly string[] | undefined,
  why: ImpactQuestion['why'],
  delta: number | null,
) => {
  const q = DEFS.get(qid);
  return {
    questionId: qid,
    question: q?.content ?? qid,
    answer: q && ids ? answerText(q, ids) : '',
    why,
    delta: delta === null ? null : Math.round(delta * 1000) / 10,
  } satisfies ImpactQuestion;
};

/**
 * The questions behind a change: those whose contribution moved (the old rule set re-run where this
 * engine still carries it), those of a decisive rule that started or stopped firing, the new
 * questionnaire's questions not yet answered, and, when only the risk moved, the "not known" answers
 * with the largest pull the new risk model weighs.
 */
function questionsBehind(next: Evaluation, before: Evaluation | null): ImpactQuestion[] {
  const out: ImpactQuestion[] = [];
  if (before) {
    const a = contributions(before);
    const b = contributions(next);
    const moved = [...new Set([...a.keys(), ...b.keys()])]
      .map((qid) => ({ qid, delta: (b.get(qid) ?? 0) - (a.get(qid) ?? 0) }))
      .filter((m) => Math.abs(m.delta) >= NOTICEABLE)
      .sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || x.qid.localeCompare(y.qid));
    for (const m of moved) out.push(described(m.qid, next.onPath.get(m.qid), 'score', m.delta));
    if (before.decisive?.id !== next.decisive?.id) {
      for (const rule of [before.decisive, next.decisive]) {
        for (const c of rule?.all ?? []) {
          if (!out.some((q) => q.questionId === c.q)) out.push(described(c.q, next.onPath.get(c.q), 'rule', null));
        }
      }
    }
  }
  for (const qid of next.pending) out.push(described(qid, undefined, 'new', null));
  if (out.length === 0) {
    const den = next.factors.reduce((s, f) => s + f.weight, 0) || 1;
    const pulls = next.factors
      .flatMap((f) =>
        f.contributions
          .filter((c) => !c.known)
          .map((c) => ({ qid: c.questionId, pull: (f.weight * c.weight) / f.totalWeight / den })),
      )
      .sort((x, y) => y.pull - x.pull || x.qid.localeCompare(y.qid));
    for (const p of pulls.slice(0, 3)) out.push(described(p.qid, [UNKNOWN_ANSWER_ID], 'unknown', null));
  }
  return out.slice(0, MAX_QUESTIONS);
}

/**
 * Re-determines stored answers under `rules` (leniently: answers given under an older questionnaire
 * still count past a question it added) and compares with the stored result. Pure; changes nothing.
 */
export function redetermine(
  input: { kind: InterviewKind; answers: AnswerMap; entity: EngagedEntityType; settings: RiskSettings },
  stored: StoredResult,
  rules: RuleSet,
): Redetermination {
  const next = evaluate(input.kind, input.answers, input.settings, input.entity, true, rules);
  const changed = next.outcome !== stored.outcome || next.riskLevel !== stored.riskLevel;
  const oldRules = ruleSetOf(stored.rulesetVersion);
  const before =
    changed && oldRules ? evaluate(input.kind, input.answers, input.settings, input.entity, true, oldRules) : null;
  return {
    outcome: next.outcome,
    employed: next.employed,
    riskLevel: next.riskLevel,
    changed,
    questions: changed ? questionsBehind(next, before) : [],
  };
}
