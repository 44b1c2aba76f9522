import { determine, interviewState, questionnaire } from '@statera/determination';
import { ERROR_KEYS, interviewKindFor, type TAssessmentResult } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { allows, authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assessmentVersions, interviews } from '../../db/schema/index.ts';
import { AppError, badTransition, notFound } from '../../lib/app-error.ts';
import { completeAppealReassessment } from '../appeals/appeal-reassessment.ts';
import { queueReport } from '../reports/report-queue.ts';
import { assertWorkerDifferencesResolved, deriveEvidenceAnswer } from '../worker-account/worker-account-hooks.ts';
import type { assessmentPolicy } from './assessment.policy.ts';
import { type AssessmentRecord, findAssessment, loadAnswers, riskSettingsOf } from './assessment.repository.ts';
import { sendAssessmentEmail } from './assessment-emails.ts';
import { changesSinceLastVersion, validityOnApproval } from './assessment-lifecycle-hooks.ts';
import { transition } from './assessment-transition.ts';
import { findAssessmentThread, insertComment, insertThread } from './threads.repository.ts';

/** Which seat an action belongs to, to tell a state conflict from a refusal. */
const SEAT_OF: Record<string, 'answererId' | 'approverId'> = {
  startInterview: 'answererId',
  answer: 'answererId',
  submit: 'answererId',
  approve: 'approverId',
  returnToReview: 'approverId',
  acceptAnswerer: 'answererId',
  reject: 'approverId',
  resetInterview: 'answererId',
  synchronizeInterview: 'answererId',
};

/** The assessment rules the workflow asks one at a time (`assessment.<rule>`). */
export type WorkflowRule = Exclude<
  keyof typeof assessmentPolicy,
  'read' | 'changeDueDate' | 'changeAnswerer' | 'changeApprover'
>;

/** Locks the assessment for the rest of the transaction and checks one ability. */
export async function lockFor(tx: Tx, actor: Actor, id: string, ability: WorkflowRule): Promise<AssessmentRecord> {
  const record = await findAssessment(tx, actor, id, { lock: true });
  if (!record) throw notFound('Assessment');
  const subject = { ...record.assessment, companyId: record.engagement.companyId };
  if (!allows(actor, `assessment.${ability}`, subject)) {
    const a = record.assessment;
    const seat = SEAT_OF[ability];
    // The right person at the wrong moment is a state conflict (409), anyone else is refused (403).
    if (seat && a[seat] === actor.id) {
      if (seat === 'answererId' && a.previousAnswererId && ability !== 'acceptAnswerer') {
        throw new AppError(409, ERROR_KEYS.answererNotAccepted, "Accept the previous specialist's answers first.");
      }
      if (ability === 'startInterview' && a.status === 'created') {
        throw new AppError(409, ERROR_KEYS.assessmentNotOpen, 'The assessment opens 30 days before its due date.');
      }
      throw badTransition(a.status, ability);
    }
    authorize(actor, `assessment.${ability}`, subject);
  }
  return record;
}

/** The specialist opens the questionnaire: created → in_progress, and the interview is created. */
export async function startInterview(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'startInterview');
    await transition(tx, actor, record, 'start', { dateStarted: new Date() });
    await tx
      .insert(interviews)
      .values({
        assessmentId: id,
        kind: interviewKindFor(record.assessment.type, record.assessment.reassessmentReason),
        questionnaireVersion: questionnaire().version,
      })
      .onConflictDoNothing();
  });
}

/**
 * Submits a complete answer set: the determination is computed and frozen as a new version.
 * A first submission goes to review; one after a return goes to to_verify.
 */
export async function submitAssessment(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'submit');
    // `submit` is allowed in progress only, where the interview exists; without one there is nothing to submit.
    if (!record.interviewId || !record.interviewKind) throw badTransition(record.assessment.status, 'submit');
    // The evidence question is answered from the worker's account rather than typed (issue 29).
    const answers = await deriveEvidenceAnswer(
      tx,
      { assessmentId: id, interviewId: record.interviewId, companyId: record.engagement.companyId, actorId: actor.id },
      await loadAnswers(tx, record.interviewId),
    );
    const ctx = { engagedEntityType: record.entity.type };
    const state = interviewState(record.interviewKind, answers, ctx);
    if (!state.complete) {
      throw new AppError(409, ERROR_KEYS.interviewIncomplete, 'Answer every question before submitting.');
    }
    const settings = await riskSettingsOf(tx, record.company.parentId ?? record.company.id);
    const d = determine(record.interviewKind, answers, settings, ctx);
    const result: TAssessmentResult = { ...d };
    const version = record.assessment.lastVersion + 1;
    const action = record.assessment.status === 'in_progress' ? 'submit' : 'resubmit';
    const pathAnswers = Object.fromEntries(state.path.map((q) => [q, answers[q] ?? []]));
    const changesCount = await changesSinceLastVersion(tx, record, record.interviewKind, pathAnswers);
    await transition(tx, actor, record, action, {
      riskMargin: settings.riskMargin,
      changesCount,
      dateSubmitted: new Date(),
      lastVersion: version,
      employed: d.employed,
      selfEmployed: d.selfEmployed,
      riskLevel: d.riskLevel,
      result,
    });
    await tx
      .insert(assessmentVersions)
      .values({ assessmentId: id, version, answers: pathAnswers, path: state.path, result, submittedById: actor.id });
    await sendAssessmentEmail(tx, id, action === 'submit' ? 'submitted' : 'resubmitted');
  });
}

/** The approver's final approval: the determination stands and serves as the SDS. */
export async function approveAssessment(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'approve');
    // Every difference between the worker's own account and these answers is resolved (issue 29).
    await assertWorkerDifferencesResolved(tx, id);
    const validUntil = await validityOnApproval(tx, record);
    await transition(tx, actor, record, 'approve', { dateApproved: new Date(), validUntil });
    const report = await queueReport(tx, actor, id);
    await sendAssessmentEmail(tx, id, 'approved');
    // an accepted appeal waiting for this reassessment closes, and its new SDS follows the PDF
    await completeAppealReassessment(tx, {
      engagementId: record.engagement.id,
      reassessmentId: id,
      reportId: report.id,
      actorId: actor.id,
    });
  });
}

/** The approver sends the assessment back to the specialist with a required comment in the review thread. */
export async function returnAssessment(db: Db, actor: Actor, id: string, comment: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'returnToReview');
    await transition(tx, actor, record, 'return');
    await addComment(tx, actor, record, comment);
    await sendAssessmentEmail(tx, id, 'returned', { comment });
  });
}

/** Adds a comment to the assessment's general review thread (created on first use; not a question's thread). */
export async function addComment(tx: Tx, actor: Actor, record: AssessmentRecord, body: string): Promise<string> {
  const assessmentId = record.assessment.id;
  const threadId = (await findAssessmentThread(tx, assessmentId, null)) ?? (await insertThread(tx, assessmentId, null));
  return insertComment(tx, { threadId, userId: actor.id, body, status: 'submitted' });
}
