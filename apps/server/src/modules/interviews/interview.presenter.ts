import {
  type AnswerMap,
  getQuestion,
  type InterviewState,
  questionnaire,
  UNKNOWN_ANSWER_ID,
} from '@statera/determination';
import type { TCurrentQuestion, TInterviewQuestion } from '@statera/shared';

const UNKNOWN = { id: UNKNOWN_ANSWER_ID, content: "I don't know" };

/** A question as the interview screen shows it: its answers, what was chosen, and where it sits in the path. */
export function presentQuestion(questionId: string, answers: AnswerMap, state: InterviewState): TInterviewQuestion {
  const q = getQuestion(questionId);
  if (!q) throw new Error(`Unknown question ${questionId}`);
  const allowed = q.allowUnknown ? [...q.answers, UNKNOWN] : q.answers;
  const chosen = answers[questionId] ?? [];
  const order = state.current ? [...state.path, state.current] : state.path;
  const idx = order.indexOf(questionId);
  return {
    id: q.id,
    section: q.section,
    sectionTitle: questionnaire().sections.find((s) => s.id === q.section)?.title ?? q.section,
    content: q.content,
    helpText: q.helpText,
    type: q.type,
    status: state.path.includes(questionId) ? 'answered' : 'ready',
    allowUnknown: q.allowUnknown,
    important: q.important,
    allowedAnswers: allowed,
    answeredAnswers: allowed.filter((a) => chosen.includes(a.id)),
    positionInInterview: idx + 1,
    previousInterviewQuestionId: idx > 0 ? (order[idx - 1] ?? null) : null,
    nextInterviewQuestionId: order[idx + 1] ?? null,
  };
}

export function presentCurrent(answers: AnswerMap, state: InterviewState): TCurrentQuestion {
  return {
    question: state.current ? presentQuestion(state.current, answers, state) : null,
    answeredQuestionCount: state.answeredCount,
    allQuestionCount: state.totalCount,
    allQuestionsAnswered: state.complete,
  };
}
