import type { EngagedEntityType, QuestionType } from '../types.ts';

/** The legal factors the engine weighs. Each scored question belongs to exactly one. */
export type FactorId =
  | 'personal_service'
  | 'control'
  | 'mutuality'
  | 'financial_risk'
  | 'part_and_parcel'
  | 'own_business'
  | 'duration'
  | 'intention';

/**
 * Which interviews a question appears in.
 * - depth 'short': in every kind; 'full': only in the full kinds.
 * - phase 'any': always; 'practice': asks what has actually happened, so it is left out of the
 *   preliminary kinds (before work starts); 'review': reassessment and appeal kinds only;
 *   'appeal': appeal kinds only.
 */
export type Depth = 'short' | 'full';
export type Phase = 'any' | 'practice' | 'review' | 'appeal';

export interface AnswerDef {
  id: string;
  content: string;
  /** −1 (strongly self-employed) … +1 (strongly employed). Absent: the answer is not scored. */
  score?: number;
  /** Plain-English reason this answer matters, used in explanations. */
  note?: string;
  /** On a multiple question: cannot be combined with any other answer (e.g. "None of these"). */
  exclusive?: boolean;
}

/** Shown only when an earlier question on the path was answered with one of `in`. */
export interface Condition {
  q: string;
  in: string[];
}

export interface QuestionDef {
  id: string;
  section: string;
  content: string;
  helpText: string;
  type: QuestionType;
  allowUnknown: boolean;
  important: boolean;
  depth: Depth;
  phase: Phase;
  /** The factor this question evidences; absent for set-up and review questions. */
  factor?: FactorId;
  /** Weight within its factor (default 1). */
  weight?: number;
  /** All conditions must hold (branching). */
  when?: Condition[];
  /** Only asked for these engaged-entity types. */
  entities?: EngagedEntityType[];
  answers: AnswerDef[];
}

export interface SectionDef {
  id: string;
  title: string;
  questions: QuestionDef[];
}

export const ans = (id: string, content: string, score?: number, note?: string): AnswerDef => {
  const a: AnswerDef = { id, content };
  if (score !== undefined) a.score = score;
  if (note !== undefined) a.note = note;
  return a;
};

export const none = (content: string, score: number, note?: string): AnswerDef => ({
  ...ans('none', content, score, note),
  exclusive: true,
});

export const YES_NO = (yes: number | undefined, no: number | undefined, yesNote?: string, noNote?: string) => [
  ans('yes', 'Yes', yes, yesNote),
  ans('no', 'No', no, noNote),
];
