import { PLACEHOLDER_QUESTIONNAIRE } from './placeholder-questionnaire.ts';
import { riskLevel } from './risk.ts';
import type {
  AnswerMap,
  AnswerResult,
  Determination,
  EngagementContext,
  InterviewKind,
  InterviewState,
  Question,
  Questionnaire,
  RiskSettings,
} from './types.ts';

export { riskLevel } from './risk.ts';
export * from './types.ts';

export const UNKNOWN_ANSWER_ID = 'unknown';
export const RULESET_VERSION = 'placeholder-0';

const Q = PLACEHOLDER_QUESTIONNAIRE;
const byId = new Map(Q.questions.map((q) => [q.id, q]));

export function questionnaire(): Questionnaire {
  return Q;
}

export function getQuestion(id: string): Question | undefined {
  return byId.get(id);
}

function pathFor(_kind: InterviewKind, _ctx: EngagementContext): string[] {
  return Q.questions.map((q) => q.id);
}

/** Where an interview stands given its answers. Answers off the path are ignored. */
export function interviewState(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext): InterviewState {
  const full = pathFor(kind, ctx);
  const path: string[] = [];
  for (const id of full) {
    if (!answers[id]) break;
    path.push(id);
  }
  const current = full[path.length] ?? null;
  return { path, current, answeredCount: path.length, totalCount: full.length, complete: current === null };
}

/** Answer the current question, or change an earlier one (which drops every later answer). */
export function answerQuestion(
  kind: InterviewKind,
  answers: AnswerMap,
  questionId: string,
  answerIds: string[],
  ctx: EngagementContext,
): AnswerResult {
  const state = interviewState(kind, answers, ctx);
  const q = byId.get(questionId);
  if (!q || (!state.path.includes(questionId) && state.current !== questionId)) {
    return { ok: false, error: 'question_not_in_path' };
  }
  const valid = new Set(q.answers.map((a) => a.id));
  if (q.allowUnknown) valid.add(UNKNOWN_ANSWER_ID);
  const unique = [...new Set(answerIds)];
  if (unique.length === 0 || unique.some((a) => !valid.has(a)) || (q.type !== 'multiple' && unique.length > 1)) {
    return { ok: false, error: 'invalid_answer' };
  }
  const idx = state.path.indexOf(questionId);
  const keep = idx === -1 ? state.path : state.path.slice(0, idx);
  const removed = idx === -1 ? [] : state.path.slice(idx);
  const next: AnswerMap = {};
  for (const id of keep) next[id] = answers[id] as string[];
  next[questionId] = unique;
  return { ok: true, answers: next, removed: removed.filter((id) => id !== questionId) };
}

/** Placeholder scoring: each employed-like answer adds weight. Replaced by the engine issue. */
export function determine(
  kind: InterviewKind,
  answers: AnswerMap,
  settings: RiskSettings,
  ctx: EngagementContext,
): Determination {
  const { path } = interviewState(kind, answers, ctx);
  let emp = 50;
  const has = (q: string, a: string) => answers[q]?.includes(a) ?? false;
  if (has('ph_substitute', 'no')) emp += 20;
  if (has('ph_substitute', 'yes')) emp -= 20;
  if (has('ph_control', 'yes')) emp += 15;
  if (has('ph_control', 'no')) emp -= 15;
  if (has('ph_equipment', 'none')) emp += 5;
  else if (path.includes('ph_equipment')) emp -= 10;
  if (has('ph_other_clients', 'yes')) emp -= 10;
  const employed = Math.max(0, Math.min(100, emp));
  const selfEmployed = 100 - employed;
  const outcome = employed > selfEmployed + settings.riskMargin ? 'employed' : 'selfEmployed';
  return {
    outcome,
    employed,
    selfEmployed,
    certainty: path.length / Q.questions.length,
    riskLevel: riskLevel(employed, selfEmployed, settings),
    summary: 'Placeholder determination.',
    isIr35: ctx.engagedEntityType !== 'sole_trader',
    decisiveRule: null,
    questionnaireVersion: Q.version,
    rulesetVersion: RULESET_VERSION,
    sections: [
      { id: 'placeholder', title: 'Placeholder questionnaire', employed, selfEmployed, answered: path.length },
    ],
    factors: [],
    whatIf: [],
  };
}
