import { interviewState } from '@statera/determination';
import type { TAssessment } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { assessments, type engagements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assessmentReportsView } from '../reports/report.service.ts';
import { presentAssessment } from './assessment.presenter.ts';
import {
  findAssessment,
  findAssessmentDetail,
  findAssessmentIdByInterview,
  loadAnswers,
} from './assessment.repository.ts';
import { hasApprovedPreAssessment } from './assessment-lifecycle.repository.ts';
import { presentThreads } from './threads.service.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The first assessment of a new engagement, due when the contract starts (or today when it
 * already has): the status must be determined before the worker is paid.
 */
export async function createFirstAssessment(tx: Tx, actor: Actor, e: typeof engagements.$inferSelect): Promise<string> {
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text
  const dueDate = e.contractStart > today() ? e.contractStart : today();
  const [a] = await tx
    .insert(assessments)
    .values({
      engagementId: e.id,
      type: e.status === 'preliminary' ? 'pre_assessment' : 'assessment',
      dueDate,
      answererId: e.answererId,
      approverId: e.approverId,
    })
    .returning({ id: assessments.id });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'assessment.created',
    entityType: 'assessment',
    entityId: a!.id,
    companyId: e.companyId,
    after: { engagementId: e.id, dueDate, status: 'created' },
  });
  return a!.id;
}

/**
 * The assessment with progress, result, review threads and the actor's abilities; 404 out of scope.
 * One statement (`findAssessmentDetail`): the scoped lookup with its seats, lifecycle context,
 * answers, statement versions and threads.
 */
export async function getAssessment(db: DbOrTx, actor: Actor, id: string): Promise<TAssessment> {
  const found = await findAssessmentDetail(db, actor, id);
  if (!found) throw notFound('Assessment');
  const { record, seats, lifecycle, answers } = found;
  const reports = assessmentReportsView(found.reports);
  const threads = presentThreads(found.threads, actor);
  const progress =
    answers && record.interviewKind
      ? interviewState(record.interviewKind, answers, { engagedEntityType: record.entity.type })
      : null;
  return presentAssessment(record, progress, seats, threads, actor, reports, lifecycle);
}

/** Whether a preliminary engagement's pre-assessment is approved (it may then be converted). */
export const preAssessmentApproved = (db: DbOrTx, engagementId: string) => hasApprovedPreAssessment(db, engagementId);

/** The assessment id of an interview (just the id: callers then load it through a scoped lookup). */
export const assessmentIdOfInterview = (db: DbOrTx, interviewId: string) =>
  findAssessmentIdByInterview(db, interviewId);

/** The answers given so far in an interview. */
export const answersOfInterview = (db: DbOrTx, interviewId: string) => loadAnswers(db, interviewId);

/** The assessment of an interview if the actor may see it, else null. */
export async function interviewAssessment(db: DbOrTx, actor: Actor, interviewId: string) {
  const assessmentId = await findAssessmentIdByInterview(db, interviewId);
  return assessmentId ? findAssessment(db, actor, assessmentId) : null;
}
