import { DEF_BY_ID, SECTION_TITLE } from '../questionnaire/index.ts';
import { WORKER_WORDING } from '../questionnaire/worker-wording.ts';
import type { EngagedEntityType, InterviewKind, Question } from '../types.ts';
import { candidates, isValidAnswer } from './path.ts';

/** A working-practices question as the worker reads it, with its section's title. */
export interface WorkerQuestion extends Question {
  sectionTitle: string;
}

/**
 * The questions of the worker's own account for an interview kind and engaged entity: the
 * working-practices questions the interview could ask (branching ignored: the worker answers each
 * on its own), in interview order, worded for the worker. Same ids as the specialist's questions.
 */
export function workerQuestions(kind: InterviewKind, entity: EngagedEntityType): WorkerQuestion[] {
  return candidates(kind, entity)
    .filter((q) => WORKER_WORDING[q.id])
    .map((q) => {
      const w = WORKER_WORDING[q.id]!;
      return {
        id: q.id,
        section: q.section,
        sectionTitle: SECTION_TITLE.get(q.section) ?? q.section,
        content: w.content,
        helpText: w.helpText,
        type: q.type,
        allowUnknown: true,
        important: q.important,
        answers: q.answers.map((a) => ({ id: a.id, content: w.answers?.[a.id] ?? a.content })),
      };
    });
}

/** Whether `ids` is an acceptable worker answer to question `id` ("not known" always allowed). */
export function isValidWorkerAnswer(id: string, ids: readonly string[]): boolean {
  const q = DEF_BY_ID.get(id);
  if (!q || !WORKER_WORDING[id]) return false;
  if (ids.length === 1 && ids[0] === 'unknown') return true;
  return isValidAnswer(q, ids);
}
