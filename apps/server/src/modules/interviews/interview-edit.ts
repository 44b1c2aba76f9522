import { interviewState } from '@statera/determination';
import {
  ERROR_KEYS,
  type TConfirmQuestion,
  type TConfirmUnchanged,
  type TCurrentQuestion,
  type TEditAnswer,
  type TInterviewQuestion,
} from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { interviewAnswers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { answersOfInterview, assessmentIdOfInterview } from '../assessments/assessment.service.ts';
import { lockFor } from '../assessments/assessment-workflow.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { answer, currentQuestion, loadInterview, questionOf, storeAnswer } from './interview.service.ts';
import { suggestionsOf } from './interview-suggestions.ts';

const notAnswered = () =>
  new AppError(409, ERROR_KEYS.questionNotAnswered, 'Only an answered question on the path can be changed.');

/**
 * `PUT /api/interview-questions/{id}`: the specialist changes an answered question. The old answer
 * and every later answer on the path are removed (spec §4), the new one is stored, and the
 * interview continues from the next question (answered: the current question and progress).
 */
export async function editAnswer(
  db: Db,
  actor: Actor,
  questionId: string,
  input: TEditAnswer,
): Promise<TCurrentQuestion> {
  const { record, state } = await loadInterview(db, actor, input.interviewId);
  // Who may answer is asked before what the path holds: a refusal is a refusal, whatever the question.
  await db.transaction((tx) => lockFor(tx, actor, record.assessment.id, 'answer'));
  if (!state.path.includes(questionId)) throw notAnswered();
  return answer(
    db,
    actor,
    input.interviewId,
    { interviewQuestionId: questionId, answers: input.newAnswers },
    'interview.answer_edited',
  );
}

/**
 * `PUT /api/interview-questions/{id}/confirm`: the specialist confirms that an answer given in an
 * earlier version (typically one the approver commented on before returning the assessment) still
 * stands. Nothing is removed; the answer now belongs to the version being prepared, so it is no
 * longer "ready" for the specialist and shows as changed-since-seen to the approver.
 */
export async function confirmAnswer(
  db: Db,
  actor: Actor,
  questionId: string,
  input: TConfirmQuestion,
): Promise<TInterviewQuestion> {
  const assessmentId = await assessmentIdOfInterview(db, actor, input.interviewId);
  if (!assessmentId) throw notFound('Interview');
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, assessmentId, 'answer');
    const answers = await answersOfInterview(tx, input.interviewId);
    const state = interviewState(record.interviewKind!, answers, { engagedEntityType: record.entity.type });
    if (!state.path.includes(questionId)) throw notAnswered();
    const version = record.assessment.lastVersion + 1;
    await tx
      .update(interviewAnswers)
      .set({ version, answeredById: actor.id })
      .where(and(eq(interviewAnswers.interviewId, input.interviewId), eq(interviewAnswers.questionId, questionId)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.answer_confirmed',
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: record.engagement.companyId,
      after: { questionId, answers: answers[questionId], version },
    });
  });
  return questionOf(db, actor, input.interviewId, questionId);
}

/**
 * `POST /api/interviews/{id}/confirm-unchanged`: after a change, the specialist read the questions
 * that come back with their earlier answers and confirms them all as they were (spec §4 keeps them
 * "given again": each is answered now, in order, as if confirmed one by one). Each listed question
 * must be the next one asked and carry its earlier answer; otherwise nothing is stored (409: the
 * interview moved on since the list was read).
 */
export async function confirmUnchanged(
  db: Db,
  actor: Actor,
  interviewId: string,
  input: TConfirmUnchanged,
): Promise<TCurrentQuestion> {
  const assessmentId = await assessmentIdOfInterview(db, actor, interviewId);
  if (!assessmentId) throw notFound('Interview');
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, assessmentId, 'answer');
    const suggestions = await suggestionsOf(tx, interviewId);
    const ctx = { engagedEntityType: record.entity.type };
    let answers = await answersOfInterview(tx, interviewId);
    for (const questionId of input.interviewQuestionIds) {
      const suggested = suggestions.get(questionId);
      if (!suggested || interviewState(record.interviewKind!, answers, ctx).current !== questionId) {
        throw new AppError(
          409,
          ERROR_KEYS.unchangedAnswersMoved,
          'These answers no longer come next in the interview; read them again.',
        );
      }
      ({ answers } = await storeAnswer(tx, actor, record, interviewId, answers, {
        interviewQuestionId: questionId,
        answers: suggested,
      }));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.unchanged_answers_confirmed',
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: record.engagement.companyId,
      after: { confirmed: Object.fromEntries(input.interviewQuestionIds.map((q) => [q, suggestions.get(q)])) },
    });
  });
  return currentQuestion(db, actor, interviewId);
}
