import { DEF_BY_ID } from '../questionnaire/index.ts';
import type { AnswerMap, AnswerResult, EngagementContext, InterviewKind, InterviewState } from '../types.ts';
import { isValidAnswer, walk } from './path.ts';

/** Where an interview stands given its answers. Answers off the path are ignored. */
export function interviewState(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext): InterviewState {
  const w = walk(kind, answers, ctx.engagedEntityType);
  return {
    path: w.path,
    current: w.current,
    answeredCount: w.path.length,
    totalCount: w.path.length + w.pending.length,
    complete: w.current === null,
  };
}

/** The answers that count: those on the current path, in path order. */
export function pathAnswers(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext): AnswerMap {
  const out: AnswerMap = {};
  for (const [id, a] of walk(kind, answers, ctx.engagedEntityType).onPath) out[id] = a;
  return out;
}

/**
 * The stored answers a questionnaire version can still use: those on the path when unanswered
 * questions are skipped (a lenient walk). When a new version inserts questions, the answers after
 * the first new question are off the strict path until it is answered, but they are still valid and
 * rejoin the path as the new questions are answered, so synchronizing must keep them; only answers
 * to questions the version no longer asks (or whose branch is closed) are dropped.
 */
export function reachableAnswers(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext): AnswerMap {
  const out: AnswerMap = {};
  for (const [id, a] of walk(kind, answers, ctx.engagedEntityType, true).onPath) out[id] = a;
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Answer the current question, or change one already on the path. Changing an answer drops it and
 * every later answer on the path (returned in `removed`), because later questions may no longer be
 * asked or may read differently. Re-giving the same answer changes nothing.
 */
export function answerQuestion(
  kind: InterviewKind,
  answers: AnswerMap,
  questionId: string,
  answerIds: string[],
  ctx: EngagementContext,
): AnswerResult {
  const w = walk(kind, answers, ctx.engagedEntityType);
  const q = DEF_BY_ID.get(questionId);
  const idx = w.path.indexOf(questionId);
  if (!q || (idx === -1 && w.current !== questionId)) return { ok: false, error: 'question_not_in_path' };
  if (!isValidAnswer(q, answerIds)) return { ok: false, error: 'invalid_answer' };
  const next: AnswerMap = {};
  const previous = w.onPath.get(questionId);
  if (previous && sameSet(previous, answerIds)) {
    for (const [id, a] of w.onPath) next[id] = a;
    return { ok: true, answers: next, removed: [] };
  }
  const keep = idx === -1 ? w.path : w.path.slice(0, idx);
  for (const id of keep) next[id] = w.onPath.get(id) as string[];
  next[questionId] = [...answerIds];
  return { ok: true, answers: next, removed: idx === -1 ? [] : w.path.slice(idx + 1) };
}

export type Direction = 'next' | 'previous' | 'next_not_seen' | 'previous_not_seen' | 'ready';

/**
 * Move through the interview (the answered path followed by the current question).
 * `seen` lists questions the user has viewed; by default, the answered ones. 'ready' is the
 * question waiting for an answer, wherever `from` is.
 */
export function navigate(
  kind: InterviewKind,
  answers: AnswerMap,
  ctx: EngagementContext,
  from: string | null,
  direction: Direction,
  seen?: readonly string[],
): string | null {
  const w = walk(kind, answers, ctx.engagedEntityType);
  if (direction === 'ready') return w.current;
  const seq = w.current ? [...w.path, w.current] : w.path;
  const at = from === null ? -1 : seq.indexOf(from);
  if (from !== null && at === -1) return null;
  const seenSet = new Set(seen ?? w.path);
  if (direction === 'next') return seq[at + 1] ?? null;
  if (direction === 'previous') return at <= 0 ? null : (seq[at - 1] ?? null);
  if (direction === 'next_not_seen') return seq.slice(at + 1).find((id) => !seenSet.has(id)) ?? null;
  const before = at === -1 ? seq : seq.slice(0, at);
  return before.reverse().find((id) => !seenSet.has(id)) ?? null;
}

export interface InterviewQuestionView {
  id: string;
  status: 'answered' | 'ready';
  answers: string[];
  /** 1-based position in the interview. */
  position: number;
  previous: string | null;
  next: string | null;
}

/** The interview as the UI shows it: every answered question and the current one, linked. */
export function interviewQuestions(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext) {
  const w = walk(kind, answers, ctx.engagedEntityType);
  const seq = w.current ? [...w.path, w.current] : w.path;
  const questions: InterviewQuestionView[] = seq.map((id, i) => ({
    id,
    status: id === w.current ? 'ready' : 'answered',
    answers: w.onPath.get(id) ?? [],
    position: i + 1,
    previous: seq[i - 1] ?? null,
    next: seq[i + 1] ?? null,
  }));
  return {
    questions,
    answeredQuestionCount: w.path.length,
    allQuestionCount: w.path.length + w.pending.length,
    allQuestionsAnswered: w.current === null,
  };
}
