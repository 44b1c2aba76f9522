import { getQuestion, interviewState, questionnaire, reachableAnswers } from '@statera/determination';
import type { TInterviewSynchronization } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, Tx } from '../../db/client.ts';
import { interviewAnswerSuggestions, interviewAnswers, interviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type AssessmentRecord, loadAnswers } from './assessment.repository.ts';
import { transition } from './assessment-transition.ts';
import { lockFor } from './assessment-workflow.ts';

/** After a return, the first change to the answers moves the assessment to updating. */
async function markChanged(tx: Tx, actor: Actor, record: AssessmentRecord) {
  if (record.assessment.status === 'returned') await transition(tx, actor, record, 'start_update');
}

/**
 * The specialist starts the questionnaire again: every answer is removed (the submitted versions
 * stay). Only while the assessment is answerable (in_progress, returned, updating).
 */
export async function resetInterview(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'resetInterview');
    if (!record.interviewId) throw notFound('Interview');
    const removed = await tx
      .delete(interviewAnswers)
      .where(eq(interviewAnswers.interviewId, record.interviewId))
      .returning({ questionId: interviewAnswers.questionId });
    // Starting again means empty: no earlier answer is offered again either.
    await tx.delete(interviewAnswerSuggestions).where(eq(interviewAnswerSuggestions.interviewId, record.interviewId));
    await markChanged(tx, actor, record);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.reset',
      entityType: 'assessment',
      entityId: id,
      companyId: record.engagement.companyId,
      before: { answered: removed.map((r) => r.questionId) },
      after: { answered: [] },
    });
  });
}

const ref = (questionId: string) => ({ questionId, question: getQuestion(questionId)?.content ?? questionId });

/**
 * Moves an interview to the questionnaire version in force: answers to questions no longer on the
 * path (or no longer asked) are removed, and the next question the path now expects is reported
 * as entered. Only while answerable.
 */
export async function synchronizeInterview(db: Db, actor: Actor, id: string): Promise<TInterviewSynchronization> {
  return db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'synchronizeInterview');
    if (!record.interviewId || !record.interviewKind) throw notFound('Interview');
    const [interview] = await tx
      .select({ version: interviews.questionnaireVersion })
      .from(interviews)
      .where(eq(interviews.id, record.interviewId));
    const toVersion = questionnaire().version;
    const answers = await loadAnswers(tx, record.interviewId);
    const state = interviewState(record.interviewKind, answers, { engagedEntityType: record.entity.type });
    // Keep every answer the new version can still reach: questions it inserts come before some
    // stored answers, which rejoin the path once the new questions are answered (issue 14).
    const reachable = reachableAnswers(record.interviewKind, answers, { engagedEntityType: record.entity.type });
    const left = Object.keys(answers).filter((q) => !(q in reachable));
    const entered = state.current && !(state.current in answers) ? [state.current] : [];
    if (left.length > 0) {
      await tx
        .delete(interviewAnswers)
        .where(and(eq(interviewAnswers.interviewId, record.interviewId), inArray(interviewAnswers.questionId, left)));
      await markChanged(tx, actor, record);
    }
    await tx.update(interviews).set({ questionnaireVersion: toVersion }).where(eq(interviews.id, record.interviewId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interview.synchronized',
      entityType: 'assessment',
      entityId: id,
      companyId: record.engagement.companyId,
      before: { questionnaireVersion: interview!.version, answered: Object.keys(answers) },
      after: { questionnaireVersion: toVersion, removed: left },
    });
    return {
      assessmentId: id,
      fromVersion: interview!.version,
      toVersion,
      enteredPath: entered.map(ref),
      leftPath: left.map(ref),
    };
  });
}
