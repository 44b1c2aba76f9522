import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appeals, assessmentReports, contractorReportMailGroups } from '../../db/schema/index.ts';
import { defineJob, RetryLater } from '../../jobs/define.ts';
import { sendJob } from '../../jobs/send.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recipientsOfStatement, sendStatementTo } from '../contractor-reports/send-contractor-report.ts';
import { appealCompletedEmail } from '../mail/templates/appeal.ts';
import { findAppealUnscoped, peopleByIds } from './appeal.repository.ts';
import { enqueueAppealEmail, factsOf, managerAppealLink } from './appeal-mails.ts';
import { transitionAppeal } from './appeal-transition.ts';

/**
 * Starts the reassessment an accepted appeal asks for, in the appeal's transaction. The assessments
 * module provides it at start (it depends on this module for the active-appeal refusals and the
 * approval hook below, so this module cannot import it).
 */
export type ReassessmentStarter = (
  tx: Tx,
  actorId: string,
  assessmentId: string,
  appealDeadline: string | null,
) => Promise<string>;

let starter: ReassessmentStarter | null = null;
export function provideReassessmentStarter(fn: ReassessmentStarter): void {
  starter = fn;
}
/** `appealDeadline`: the appeal's statutory deadline, which the reassessment's due date keeps to. */
export function startReassessmentFor(
  tx: Tx,
  actorId: string,
  assessmentId: string,
  appealDeadline: string | null,
): Promise<string> {
  if (!starter) throw new Error('the assessments module is not registered');
  return starter(tx, actorId, assessmentId, appealDeadline);
}

/**
 * Called by the approval of an assessment (assessment-workflow.ts, in its transaction): when it is
 * the reassessment an accepted appeal started, the appeal takes `complete_reassessment` → closed, its
 * manager is told, and the new SDS goes out once its PDF is generated (`appeals.send-new-sds`).
 */
export async function completeAppealReassessment(
  tx: Tx,
  v: { engagementId: string; reassessmentId: string; reportId: string; actorId: string; now?: Date },
): Promise<void> {
  const [waiting] = await tx
    .select({ id: appeals.id })
    .from(appeals)
    .where(
      and(
        // the engagement's index finds its few appeals; then the one waiting for this reassessment
        eq(appeals.engagementId, v.engagementId),
        eq(appeals.reassessmentId, v.reassessmentId),
        eq(appeals.status, 'reassessment_in_progress'),
      ),
    )
    .for('update');
  if (!waiting) return;
  const row = (await findAppealUnscoped(tx, waiting.id))!;
  const now = v.now ?? new Date();
  await transitionAppeal(
    tx,
    v.actorId,
    row.appeal,
    'complete_reassessment',
    { dateEnded: now },
    {
      reassessmentId: v.reassessmentId,
      newReportId: v.reportId,
    },
  );
  const [manager] = await peopleByIds(tx, row.appeal.appealManagerId ? [row.appeal.appealManagerId] : []);
  if (manager) {
    await enqueueAppealEmail(
      tx,
      row.appeal.id,
      manager.email,
      appealCompletedEmail({ ...factsOf(row), firstName: manager.firstName, link: managerAppealLink(row.appeal.id) }),
    );
  }
  await sendJob(tx, appealNewSdsJob, { appealId: row.appeal.id, reportId: v.reportId, actorId: v.actorId });
}

/** Thrown while the new statement's PDF is not generated yet: pg-boss retries the job later, without an error log. */
export class StatementNotReady extends RetryLater {}

/**
 * Sends the new SDS of an accepted appeal's approved reassessment to the recipients of the disputed
 * one (the worker at the appeal's current address). Once only: a statement already sent is skipped.
 * Answers whether it sent now.
 */
export async function sendNewStatement(
  db: import('../../db/client.ts').Db,
  links: { publicUrl: string; secret: string },
  v: { appealId: string; reportId: string; actorId: string | null },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findAppealUnscoped(tx, v.appealId, { lock: true });
    if (!row) return false;
    const [report] = await tx
      .select({ id: assessmentReports.id, version: assessmentReports.version, status: assessmentReports.status })
      .from(assessmentReports)
      .where(eq(assessmentReports.id, v.reportId));
    if (!report) return false;
    if (report.status !== 'generated') throw new StatementNotReady(`statement ${v.reportId} is ${report.status}`);
    const [already] = await tx
      .select({ id: contractorReportMailGroups.id })
      .from(contractorReportMailGroups)
      .where(eq(contractorReportMailGroups.assessmentReportId, report.id))
      .limit(1);
    if (already) return false;
    const a = row.appeal;
    const before = a.assessmentReportId ? await recipientsOfStatement(tx, a.engagementId, a.assessmentReportId) : [];
    const others = before.filter((r) => r.party !== 'worker' && r.email !== a.contractorEmail.toLowerCase());
    const recipients = [{ email: a.contractorEmail.toLowerCase(), party: 'worker' as const }, ...others];
    const groupId = await sendStatementTo(tx, links, {
      engagementId: a.engagementId,
      report,
      recipients,
      sentById: v.actorId,
      comment: null,
      now,
    });
    await recordAudit(tx, {
      actorId: v.actorId,
      action: 'appeal.new_sds_sent',
      entityType: 'appeal',
      entityId: a.id,
      companyId: a.companyId,
      after: { mailGroupId: groupId, assessmentReportId: report.id, recipients },
    });
    return true;
  });
}

/** The new SDS after an accepted appeal, sent when its PDF exists (retried until then). */
export const appealNewSdsJob = defineJob<{ appealId: string; reportId: string; actorId: string | null }>({
  name: 'appeals.send-new-sds',
  // The PDF job usually finishes within seconds: try again soon (10 s, doubling), for about a day in all.
  queue: { retryLimit: 14, retryDelay: 10, retryBackoff: true },
  enabled: (deps) => deps.links !== undefined,
  async handle(data, ctx) {
    if (!ctx.links) throw new Error('the new statement needs PUBLIC_URL and the server secret');
    const sent = await sendNewStatement(ctx.db, ctx.links, data, ctx.now);
    ctx.log.info({ appealId: data.appealId, sent }, 'appeal new statement');
  },
});
