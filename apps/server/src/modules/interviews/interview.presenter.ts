import {
  type AnswerMap,
  getQuestion,
  type InterviewState,
  questionnaire,
  UNKNOWN_ANSWER_ID,
} from '@statera/determination';
import type { TCurrentQuestion, TInterviewQuestion } from '@statera/shared';
import { EMPTY_CONTEXT, type QuestionContext } from './interview-context.ts';

const UNKNOWN = { id: UNKNOWN_ANSWER_ID, content: "I don't know" };

/** A question as the interview screen shows it: its answers, what was chosen, and where it sits in the path. */
export function presentQuestion(
  questionId: string,
  answers: AnswerMap,
  state: InterviewState,
  ctx: QuestionContext = EMPTY_CONTEXT,
): TInterviewQuestion {
  const q = getQuestion(questionId);
  if (!q) throw new Error(`Unknown question ${questionId}`);
  const allowed = q.allowUnknown ? [...q.answers, UNKNOWN] : q.answers;
  const chosen = answers[questionId] ?? [];
  const answered = state.path.includes(questionId);
  const suggested = answered ? [] : (ctx.suggestions?.get(questionId) ?? []);
  const order = state.current ? [...state.path, state.current] : state.path;
  const idx = order.indexOf(questionId);
  return {
    id: q.id,
    section: q.section,
    sectionTitle: questionnaire().sections.find((s) => s.id === q.section)?.title ?? q.section,
    content: q.content,
    helpText: q.helpText,
    type: q.type,
    status: answered ? 'answered' : 'ready',
    allowUnknown: q.allowUnknown,
    important: q.important,
    allowedAnswers: allowed,
    answeredAnswers: allowed.filter((a) => chosen.includes(a.id)),
    suggestedAnswers: allowed.filter((a) => suggested.includes(a.id)),
    positionInInterview: idx + 1,
    previousInterviewQuestionId: idx > 0 ? (order[idx - 1] ?? null) : null,
    nextInterviewQuestionId: order[idx + 1] ?? null,
    nextNotSeenId: nearest(order, idx, 1, ctx.notSeen),
    previousNotSeenId: nearest(order, idx, -1, ctx.notSeen),
    nextReadyId: nearest(order, idx, 1, ctx.ready),
    previousReadyId: nearest(order, idx, -1, ctx.ready),
    threads: ctx.threads.has(q.id) ? [ctx.threads.get(q.id)!] : [],
  };
}

/** The nearest question after (step 1) or before (step -1) position `idx` that is in `marked`. */
function nearest(order: string[], idx: number, step: 1 | -1, marked: ReadonlySet<string>): string | null {
  for (let i = idx + step; i >= 0 && i < order.length; i += step) if (marked.has(order[i]!)) return order[i]!;
  return null;
}

export function presentCurrent(
  answers: AnswerMap,
  state: InterviewState,
  ctx: QuestionContext = EMPTY_CONTEXT,
  /** The questions "confirm the unchanged answers" would confirm (interview-suggestions.ts `unchangedChain`). */
  unchanged: readonly string[] = [],
): TCurrentQuestion {
  return {
    question: state.current ? presentQuestion(state.current, answers, state, ctx) : null,
    answeredQuestionCount: state.answeredCount,
    allQuestionCount: state.totalCount,
    allQuestionsAnswered: state.complete,
    unchangedAnswers: unchanged.map((id) => {
      const q = getQuestion(id)!;
      const chosen = ctx.suggestions?.get(id) ?? [];
      const allowed = q.allowUnknown ? [...q.answers, UNKNOWN] : q.answers;
      return { questionId: id, content: q.content, answers: allowed.filter((a) => chosen.includes(a.id)) };
    }),
  };
}
