/** Public types of @statera/determination. The server depends only on these and index.ts. */
export type InterviewKind =
  | 'full'
  | 'short'
  | 'preliminary_short'
  | 'preliminary_full'
  | 'reassessment_full'
  | 'reassessment_short'
  | 'appeal_short';

export type QuestionType = 'standard' | 'multiple' | 'initial_object';
export type EngagedEntityType = 'company' | 'limited_liability_partnership' | 'sole_trader';

export interface AllowedAnswer {
  id: string;
  content: string;
}

export interface Question {
  id: string;
  section: string;
  content: string;
  helpText: string | null;
  type: QuestionType;
  allowUnknown: boolean;
  important: boolean;
  answers: AllowedAnswer[];
}

export interface Section {
  id: string;
  title: string;
}

export interface Questionnaire {
  version: string;
  sections: Section[];
  questions: Question[];
}

/** questionId → chosen answer ids. `UNKNOWN_ANSWER_ID` stands for "I don't know" where allowed. */
export type AnswerMap = Record<string, string[]>;

export interface EngagementContext {
  engagedEntityType: EngagedEntityType;
}

export interface RiskSettings {
  highRiskThreshold: number;
  mediumRiskThreshold: number;
  riskMargin: number;
}

export interface InterviewState {
  /** Answered questions on the current path, in order. */
  path: string[];
  /** The next question to answer, or null when the path is complete. */
  current: string | null;
  answeredCount: number;
  /** Answered plus the questions still expected on the current path. */
  totalCount: number;
  complete: boolean;
}

export type AnswerResult =
  | { ok: true; answers: AnswerMap; removed: string[] }
  | { ok: false; error: 'question_not_in_path' | 'invalid_answer' };

export interface FactorExplanation {
  id: string;
  title: string;
  direction: 'employed' | 'selfEmployed' | 'neutral';
  /** 0..1 */
  strength: number;
  reason: string;
  cases: string[];
  drivers: { questionId: string; question: string; answer: string }[];
}

export interface SectionResult {
  id: string;
  title: string;
  employed: number;
  selfEmployed: number;
  answered: number;
}

export interface WhatIf {
  questionId: string;
  question: string;
  from: string;
  to: string;
  /** The answer ids of `to`, so the change can be applied. */
  toAnswerIds: string[];
  effect: 'flips_outcome' | 'changes_risk';
  outcome: 'employed' | 'selfEmployed';
  riskLevel: 'low' | 'medium' | 'high';
  /** Percentages the change would produce. */
  employed: number;
  selfEmployed: number;
  /** Questions the change would newly bring onto the path (scored as unanswered here). */
  opens: string[];
}

export interface Determination {
  outcome: 'employed' | 'selfEmployed';
  employed: number;
  selfEmployed: number;
  /** 0..1: how much of the evidence was known and consistent. */
  certainty: number;
  riskLevel: 'low' | 'medium' | 'high';
  summary: string;
  /** False for a sole trader engaged directly: a plain employment-status question, not IR35. */
  isIr35: boolean;
  decisiveRule: string | null;
  questionnaireVersion: string;
  rulesetVersion: string;
  sections: SectionResult[];
  factors: FactorExplanation[];
  whatIf: WhatIf[];
  /** The interview kind the answers were given in. */
  kind: InterviewKind;
  /** False while questions remain: the result is then provisional. */
  complete: boolean;
  /** Net balance of the evidence before decisive rules, −1 (self-employed) … +1 (employed). */
  balance: number;
  /** Answers given as "not known". */
  unknownCount: number;
  /** Caveats on how to read the result (IR35 conditions, agency rules, incomplete interview…). */
  notes: string[];
  /** The override margin applied (percentage points). */
  riskMargin: number;
  /** Near-tie within the override margin: high risk, "borderline — review" (rules 2.0). */
  borderline: boolean;
  /** Why the risk band is what it is: the gap, then whatever raised it (unknowns, certainty…). */
  riskReasons: string[];
  /** The "not known" answers that would change the result most if known, largest first. */
  keyUnknowns: { questionId: string; question: string; couldFlip: boolean; swing: number }[];
}
