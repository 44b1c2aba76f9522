import { interviewState } from '@statera/determination';
import type { TAssessment } from '@statera/shared';
import { londonToday } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { assessments, type engagements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { newId } from '../../lib/new-id.ts';
import { appealOfAssessment } from '../appeals/assessment-appeal.ts';
import { recordAudits } from '../audit/audit.service.ts';
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

/** The UK day (the one calendar, @statera/shared calendar.ts). */
const today = () => londonToday();

/** What the first assessment of a new engagement needs to know about it. */
type NewEngagement = Pick<
  typeof engagements.$inferSelect,
  'id' | 'companyId' | 'contractStart' | 'status' | 'answererId' | 'approverId'
>;

/**
 * The first assessment of a new engagement, due when the contract starts (or today when it
 * already has): the status must be determined before the worker is paid.
 */
export async function createFirstAssessment(tx: Tx, actor: Actor, e: NewEngagement): Promise<string> {
  const [id] = await createFirstAssessments(tx, actor, [e]);
  return id!;
}

/**
 * The first assessments of many new engagements (an import): one multi-row insert and one of their
 * audit events, with the same rule as one; answers their ids in the engagements' order.
 */
export async function createFirstAssessments(tx: Tx, actor: Actor, list: readonly NewEngagement[]): Promise<string[]> {
  if (list.length === 0) return [];
  const now = today();
  const rows = list.map((e) => ({
    id: newId(),
    engagementId: e.id,
    type: e.status === 'preliminary' ? ('pre_assessment' as const) : ('assessment' as const),
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text
    dueDate: e.contractStart > now ? e.contractStart : now,
    answererId: e.answererId,
    approverId: e.approverId,
  }));
  await bulkInsert(tx, assessments, rows);
  await recordAudits(
    tx,
    rows.map((a, i) => ({
      actorId: actor.id,
      action: 'assessment.created' as const,
      entityType: 'assessment' as const,
      entityId: a.id,
      companyId: list[i]!.companyId,
      after: { engagementId: a.engagementId, dueDate: a.dueDate, status: 'created' },
    })),
  );
  return rows.map((a) => a.id);
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
  const appeal = await appealOfAssessment(db, actor, { id: record.assessment.id, engagementId: record.engagement.id });
  return presentAssessment(record, progress, seats, threads, actor, reports, lifecycle, appeal);
}

/** Whether a preliminary engagement's pre-assessment is approved (it may then be converted). */
export const preAssessmentApproved = (db: DbOrTx, engagementId: string) => hasApprovedPreAssessment(db, engagementId);

/** The assessment id of an interview (just the id: callers then load it through a scoped lookup). */
/** The assessment of an interview the actor may open, else null (the scope is in the query). */
export const assessmentIdOfInterview = (db: DbOrTx, actor: Actor, interviewId: string) =>
  findAssessmentIdByInterview(db, actor, interviewId);

/** The answers given so far in an interview. */
export const answersOfInterview = (db: DbOrTx, interviewId: string) => loadAnswers(db, interviewId);

/** The assessment of an interview if the actor may see it, else null. */
export async function interviewAssessment(db: DbOrTx, actor: Actor, interviewId: string) {
  const assessmentId = await findAssessmentIdByInterview(db, actor, interviewId);
  return assessmentId ? findAssessment(db, actor, assessmentId) : null;
}
