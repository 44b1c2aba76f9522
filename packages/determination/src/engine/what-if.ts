import type { QuestionDef } from '../questionnaire/defs.ts';
import { DEF_BY_ID } from '../questionnaire/index.ts';
import type { AnswerMap, EngagedEntityType, InterviewKind, RiskSettings, WhatIf } from '../types.ts';
import { answerText } from './explain.ts';
import { UNKNOWN_ANSWER_ID } from './path.ts';
import { DECISIVE_RULES } from './rules.ts';
import { type Evaluation, evaluate } from './scoring.ts';

const DECISIVE_QUESTIONS = new Set(DECISIVE_RULES.flatMap((r) => r.all.map((c) => c.q)));
const MAX_WHAT_IFS = 12;

/** Single-answer alternatives: every other answer, and "not known" where allowed. */
function alternatives(q: QuestionDef, current: readonly string[]): string[][] {
  const alts = q.answers.map((a) => [a.id]);
  if (q.allowUnknown) alts.push([UNKNOWN_ANSWER_ID]);
  return alts.filter((ids) => !(ids.length === current.length && ids[0] === current[0]));
}

/**
 * Which single answer changes would flip the outcome or move the risk band. Each alternative is
 * re-scored with everything else unchanged; a change that opens new questions is scored without
 * them (listed in `opens`) and one that closes questions drops their answers.
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
  for (const [qid, current] of base.onPath) {
    const q = DEF_BY_ID.get(qid) as QuestionDef;
    if (!q.factor && !DECISIVE_QUESTIONS.has(qid)) continue;
    for (const alt of alternatives(q, current)) {
      const ev = evaluate(kind, { ...answers, [qid]: alt }, settings, entity, true);
      const flips = ev.outcome !== base.outcome;
      if (!flips && ev.riskLevel === base.riskLevel) continue;
      const opens = ev.pending.filter((id) => !base.pending.includes(id) && !base.onPath.has(id));
      found.push({
        questionId: qid,
        question: q.content,
        from: answerText(q, current),
        to: answerText(q, alt),
        effect: flips ? 'flips_outcome' : 'changes_risk',
        outcome: ev.outcome,
        riskLevel: ev.riskLevel,
        employed: ev.employed,
        selfEmployed: ev.selfEmployed,
        opens,
        swing: Math.abs(ev.employed - base.employed),
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
