import { type AnswerMap, answerQuestion, interviewState } from '@statera/determination';
import { ERROR_KEYS, type TAnswerQuestion, type TCurrentQuestion, type TInterviewQuestion } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { interviewAnswers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { answersOfInterview, assessmentIdOfInterview, interviewAssessment } from '../assessments/assessment.service.ts';
import { transition } from '../assessments/assessment-transition.ts';
import { lockFor } from '../assessments/assessment-workflow.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertEvidenceAnswer } from '../worker-account/worker-account-hooks.ts';
import { presentCurrent, presentQuestion } from './interview.presenter.ts';
import { questionContext } from './interview-context.ts';
import { dropSuggestions, keepRemovedAnswers, suggestionsOf, unchangedChain } from './interview-suggestions.ts';

/** The interview, its answers, earlier answers offered again and engine state, if the actor may see its assessment (else 404). */
export async function loadInterview(db: DbOrTx, actor: Actor, interviewId: string) {
  const record = await interviewAssessment(db, actor, interviewId);
  if (!record?.interviewKind) throw notFound('Interview');
  const [answers, suggestions] = await Promise.all([
    answersOfInterview(db, interviewId),
    suggestionsOf(db, interviewId),
  ]);
  const ctx = { engagedEntityType: record.entity.type };
  return { record, answers, suggestions, ctx, state: interviewState(record.interviewKind, answers, ctx) };
}

export async function currentQuestion(db: Db, actor: Actor, interviewId: string): Promise<TCurrentQuestion> {
  const { record, answers, suggestions, ctx, state } = await loadInterview(db, actor, interviewId);
  const chain = unchangedChain(record.interviewKind!, answers, suggestions, ctx);
  const qctx = { ...(await questionContext(db, actor, record, state)), suggestions };
  return presentCurrent(answers, state, qctx, chain);
}

/** An answered question or the current one; anything off the path is 404. */
export async function questionOf(
  db: Db,
  actor: Actor,
  interviewId: string,
  questionId: string,
): Promise<TInterviewQuestion> {
  const { record, answers, suggestions, state } = await loadInterview(db, actor, interviewId);
  if (!state.path.includes(questionId) && state.current !== questionId) throw notFound('Question');
  return presentQuestion(questionId, answers, state, {
    ...(await questionContext(db, actor, record, state)),
    suggestions,
  });
}

export async function answeredQuestions(db: Db, actor: Actor, interviewId: string): Promise<TInterviewQuestion[]> {
  const { record, answers, state } = await loadInterview(db, actor, interviewId);
  const ctx = await questionContext(db, actor, record, state);
  return state.path.map((id) => presentQuestion(id, answers, state, ctx));
}

type LockedAssessment = Awaited<ReturnType<typeof lockFor>>;

/**
 * Stores one answer in the caller's transaction: the engine's rule (a change drops every later
 * answer, kept as suggestions to offer again), the new answer row, `updating` after a return.
 * Answers the answers as they now are and what was removed.
 */
export async function storeAnswer(
  tx: Tx,
  actor: Actor,
  record: LockedAssessment,
  interviewId: string,
  answers: AnswerMap,
  input: TAnswerQuestion,
): Promise<{ answers: AnswerMap; removed: string[] }> {
  const ctx = { engagedEntityType: record.entity.type };
  const result = answerQuestion(record.interviewKind!, answers, input.interviewQuestionId, input.answers, ctx);
  if (!result.ok) {
    if (result.error === 'question_not_in_path') {
      throw new AppError(409, ERROR_KEYS.questionNotInPath, 'This question is not on the interview path.');
    }
    throw new AppError(400, ERROR_KEYS.validation, 'This answer is not allowed here.', {
      answers: [ERROR_KEYS.invalidAnswer],
    });
  }
  // "Confirmed by both client and worker" comes from the worker's account, not from typing (issue 29).
  await assertEvidenceAnswer(tx, record.assessment.id, input.interviewQuestionId, input.answers);
  const changed = [input.interviewQuestionId, ...result.removed];
  await tx
    .delete(interviewAnswers)
    .where(and(eq(interviewAnswers.interviewId, interviewId), inArray(interviewAnswers.questionId, changed)));
  await tx.insert(interviewAnswers).values({
    interviewId,
    questionId: input.interviewQuestionId,
    answerIds: result.answers[input.interviewQuestionId] ?? input.answers,
    version: record.assessment.lastVersion + 1,
    answeredById: actor.id,
  });
  await keepRemovedAnswers(tx, interviewId, result.removed, answers);
  await dropSuggestions(tx, interviewId, [input.interviewQuestionId]);
  if (record.assessment.status === 'returned') {
    await transition(tx, actor, record, 'start_update');
    record.assessment.status = 'updating';
  }
  return { answers: result.answers, removed: result.removed };
}

/**
 * Answers the current question or changes an earlier one; a change drops every later answer (they
 * come back pre-selected where the new path asks them again). After a return, the first change
 * moves the assessment to `updating`.
 */
export async function answer(
  db: Db,
  actor: Actor,
  interviewId: string,
  input: TAnswerQuestion,
  auditAction: 'interview.answered' | 'interview.answer_edited' = 'interview.answered',
): Promise<TCurrentQuestion> {
  const assessmentId = await assessmentIdOfInterview(db, actor, interviewId);
  if (!assessmentId) throw notFound('Interview');
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, assessmentId, 'answer');
    const answers = await answersOfInterview(tx, interviewId);
    const result = await storeAnswer(tx, actor, record, interviewId, answers, input);
    await recordAudit(tx, {
      actorId: actor.id,
      action: auditAction,
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: record.engagement.companyId,
      before: { [input.interviewQuestionId]: answers[input.interviewQuestionId] ?? null, removed: result.removed },
      after: { [input.interviewQuestionId]: result.answers[input.interviewQuestionId] },
    });
  });
  return currentQuestion(db, actor, interviewId);
}
