import { answerText, QUESTION_DEFS, SECTIONS, UNKNOWN_ANSWER_ID } from '@statera/determination';
import type { TWorkerResolution } from '@statera/shared';

const DEFS = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
const SECTION_TITLES = new Map(SECTIONS.map((s) => [s.id, s.title]));

export const sameAnswer = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

const known = (ids: readonly string[] | undefined): ids is string[] =>
  Boolean(ids && ids.length > 0 && !(ids.length === 1 && ids[0] === UNKNOWN_ANSWER_ID));

export interface Resolution {
  questionId: string;
  choice: TWorkerResolution;
  specialistAnswer: string[];
  workerAnswer: string[];
}

export interface Difference<R extends Resolution> {
  questionId: string;
  question: string;
  sectionTitle: string;
  specialist: { answerIds: string[]; text: string };
  worker: { answerIds: string[]; text: string };
  differs: boolean;
  resolution: R | null;
  resolved: boolean;
  /** The worker's answer was accepted but the answers compared still differ (the specialist must change theirs). */
  acceptedNotApplied: boolean;
}

export interface Comparison<R extends Resolution> {
  agreedCount: number;
  differences: Difference<R>[];
  unresolvedCount: number;
}

/**
 * Question by question, where the two accounts differ (issue 29 item 1). Compared: a question both
 * answered, the worker with a known answer (a worker's "not known" disputes nothing; a specialist's
 * "not known" against a worker's answer is a difference). A resolution covers the very answers it
 * was made for: after the specialist changes theirs it no longer counts. Accepting the worker's
 * answer resolves only once the specialist's answer is the worker's (after a return); the row stays
 * listed, no longer differing, so the record shows how it was resolved.
 */
export function compareAccounts<R extends Resolution>(
  questionIds: readonly string[],
  worker: Record<string, string[]>,
  specialist: Record<string, string[]>,
  resolutions: readonly R[],
): Comparison<R> {
  const byQuestion = new Map(resolutions.map((r) => [r.questionId, r]));
  const differences: Difference<R>[] = [];
  let agreedCount = 0;
  for (const id of questionIds) {
    const w = worker[id];
    const s = specialist[id];
    const def = DEFS.get(id);
    if (!def || !known(w) || !s || s.length === 0) continue;
    const differs = !sameAnswer(w, s);
    const r = byQuestion.get(id) ?? null;
    if (!differs && r?.choice !== 'worker') {
      agreedCount += 1;
      continue;
    }
    const covers = r !== null && sameAnswer(r.workerAnswer, w) && (!differs || sameAnswer(r.specialistAnswer, s));
    const acceptedNotApplied = covers && r.choice === 'worker' && differs;
    differences.push({
      questionId: id,
      question: def.content,
      sectionTitle: SECTION_TITLES.get(def.section) ?? def.section,
      specialist: { answerIds: s, text: answerText(def, s) },
      worker: { answerIds: w, text: answerText(def, w) },
      differs,
      resolution: r,
      resolved: covers && !acceptedNotApplied,
      acceptedNotApplied,
    });
  }
  return { agreedCount, differences, unresolvedCount: differences.filter((d) => !d.resolved).length };
}
