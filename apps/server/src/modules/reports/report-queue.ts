import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Tx } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';
import { sendJob } from '../../jobs/send.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { reportGenerationJob } from './report.job.ts';
import { companyOfAssessment, insertQueuedReport, type ReportRow } from './report.repository.ts';

/**
 * Queues the next Status Determination Statement version of an assessment, in the caller's
 * transaction (approval, or a request to generate again): the row, the `report.generate` job and
 * the audit event commit or roll back with the change. It reports the latest submitted answers.
 */
export async function queueReport(tx: Tx, actor: Actor, assessmentId: string): Promise<ReportRow> {
  const [a] = await tx
    .select({ lastVersion: assessments.lastVersion })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  const report = await insertQueuedReport(tx, {
    assessmentId,
    assessmentVersion: a?.lastVersion ?? 0,
    requestedById: actor.id,
  });
  await sendJob(tx, reportGenerationJob, { reportId: report.id });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'assessment.report_requested',
    entityType: 'assessment',
    entityId: assessmentId,
    companyId: await companyOfAssessment(tx, assessmentId),
    after: { reportId: report.id, version: report.version, assessmentVersion: report.assessmentVersion },
  });
  return report;
}
