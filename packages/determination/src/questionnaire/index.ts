import type { Question, Questionnaire } from '../types.ts';
import type { QuestionDef, SectionDef } from './defs.ts';
import { ADDITIONS_V2 } from './sections/additions-v2.ts';
import { CONTROL } from './sections/control.ts';
import { DURATION } from './sections/duration.ts';
import { FINANCIAL_RISK } from './sections/financial-risk.ts';
import { MUTUALITY } from './sections/mutuality.ts';
import { OWN_BUSINESS } from './sections/own-business.ts';
import { PART_AND_PARCEL } from './sections/part-and-parcel.ts';
import { PERSONAL_SERVICE } from './sections/personal-service.ts';
import { REVIEW } from './sections/review.ts';
import { SETUP } from './sections/setup.ts';

/**
 * Questionnaire version. Bump the minor for wording changes, the major when a question or answer
 * id is added, removed or re-scored: stored answer sets name the version they were given against.
 */
export const QUESTIONNAIRE_VERSION = 'statera-q-2.0.0';

/** Sections in interview order; questions are asked in this order, subject to branching. */
export const SECTIONS: SectionDef[] = [
  SETUP,
  REVIEW,
  PERSONAL_SERVICE,
  CONTROL,
  MUTUALITY,
  FINANCIAL_RISK,
  PART_AND_PARCEL,
  OWN_BUSINESS,
  DURATION,
].map((s) => ({ ...s, questions: [...s.questions, ...(ADDITIONS_V2[s.id] ?? [])] }));

export const QUESTION_DEFS: QuestionDef[] = SECTIONS.flatMap((s) => s.questions);
export const DEF_BY_ID = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
export const SECTION_TITLE = new Map(SECTIONS.map((s) => [s.id, s.title]));

function toPublic(q: QuestionDef): Question {
  return {
    id: q.id,
    section: q.section,
    content: q.content,
    helpText: q.helpText,
    type: q.type,
    allowUnknown: q.allowUnknown,
    important: q.important,
    answers: q.answers.map((a) => ({ id: a.id, content: a.content })),
  };
}

export const QUESTIONNAIRE: Questionnaire = {
  version: QUESTIONNAIRE_VERSION,
  sections: SECTIONS.map((s) => ({ id: s.id, title: s.title })),
  questions: QUESTION_DEFS.map(toPublic),
};

export const PUBLIC_BY_ID = new Map(QUESTIONNAIRE.questions.map((q) => [q.id, q]));
