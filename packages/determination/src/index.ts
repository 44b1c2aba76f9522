/**
 * @statera/determination — the questionnaire and the status engine. Pure: no I/O, no framework.
 * The model is documented in docs/determination-model.md.
 */
import { PUBLIC_BY_ID, QUESTIONNAIRE } from './questionnaire/index.ts';
import type { Question, Questionnaire } from './types.ts';

export { type DetermineOptions, determine } from './engine/determine.ts';
export { answerText } from './engine/explain.ts';
export {
  answerQuestion,
  type Direction,
  type InterviewQuestionView,
  interviewQuestions,
  interviewState,
  navigate,
  pathAnswers,
  reachableAnswers,
} from './engine/interview.ts';
export { candidates, INTERVIEW_KINDS, KIND_RULES, UNKNOWN_ANSWER_ID } from './engine/path.ts';
export { DECISIVE_BOUND, DECISIVE_RULES, FACTORS, RULESET_VERSION } from './engine/rules.ts';
export {
  CURRENT_RULES,
  deriveRuleSet,
  type RiskModel,
  RULE_SETS,
  RULES_2_0,
  RULES_2_1,
  type RuleSet,
  ruleSetOf,
} from './engine/ruleset.ts';
export { assessRisk, type Evaluation, evaluate, isBorderline, outcomeFor } from './engine/scoring.ts';
export { type AnswerChange, diffVersions, fingerprint, type VersionDiff } from './engine/versions.ts';
export { type KeyUnknown, keyUnknowns } from './engine/what-if.ts';
export { isValidWorkerAnswer, type WorkerQuestion, workerQuestions } from './engine/worker-questions.ts';
export { CASES } from './law/cases.ts';
export type { FactorId, QuestionDef, SectionDef } from './questionnaire/defs.ts';
export { QUESTION_DEFS, QUESTIONNAIRE_VERSION, SECTIONS } from './questionnaire/index.ts';
export { WORKER_WORDING } from './questionnaire/worker-wording.ts';
export { riskLevel } from './risk.ts';
export * from './types.ts';

export function questionnaire(): Questionnaire {
  return QUESTIONNAIRE;
}

export function getQuestion(id: string): Question | undefined {
  return PUBLIC_BY_ID.get(id);
}
