import { ACTIVE_APPEAL_STATUSES, APPEAL_TRANSITIONS } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appealContractorEmails, appeals, assessmentReports, engagements } from '../../db/schema/index.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { newAppealKey } from '../appeals/appeal-key.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';

/** The worker's appeal page for a key. */
export const appealUrl = (publicUrl: string, key: string) => `${publicUrl.replace(/\/+$/, '')}/appeal/${key}`;

/**
 * The appeal link that goes with a statement emailed to the worker (issue 11: the SDS email carries
 * it), or null when the group has no active appeal feature or the worker already had this statement
 * decided. Call it in the transaction that queues the email. Each call makes a fresh key (only its
 * hash is kept, so an email cannot be written from an older one): the appeal the worker has under
 * way on the engagement, or the not-yet-started appeal of this statement, gets the new key and its
 * earlier link stops working; a not-yet-started appeal of an older statement is outdated; otherwise
 * a new appeal (created) is opened for this statement.
 */
export async function issueAppealLink(
  tx: DbOrTx,
  v: { engagementId: string; assessmentReportId: string; contractorEmail: string; publicUrl: string; now?: Date },
): Promise<string | null> {
  const now = v.now ?? new Date();
  const [context] = await tx
    .select({ companyId: engagements.companyId, assessmentId: assessmentReports.assessmentId })
    .from(assessmentReports)
    .innerJoin(engagements, eq(engagements.id, v.engagementId))
    .where(eq(assessmentReports.id, v.assessmentReportId));
  if (!context || !(await isFeatureEnabled(tx, context.companyId, 'appeal_process', now))) return null;
  const existing = await tx
    .select()
    .from(appeals)
    .where(
      and(
        eq(appeals.engagementId, v.engagementId),
        inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES, 'created', 'closed']),
      ),
    )
    .for('update');
  const { key, keyHash } = newAppealKey();
  const audit = (appealId: string, after: object) =>
    recordAudit(tx, {
      actorId: null,
      action: 'appeal.link_issued',
      entityType: 'appeal',
      entityId: appealId,
      companyId: context.companyId,
      after: { assessmentReportId: v.assessmentReportId, ...after },
    });

  const underWay = existing.find((a) => ACTIVE_APPEAL_STATUSES.includes(a.status));
  const sameReport = existing.find((a) => a.assessmentReportId === v.assessmentReportId && a.status === 'created');
  const keep = underWay ?? sameReport;
  if (keep) {
    await tx.update(appeals).set({ keyHash, updatedAt: now }).where(eq(appeals.id, keep.id));
    await audit(keep.id, { rekeyed: true });
    return appealUrl(v.publicUrl, key);
  }
  if (existing.some((a) => a.assessmentReportId === v.assessmentReportId && a.status === 'closed')) return null;
  for (const older of existing.filter((a) => a.status === 'created')) {
    assertTransition(APPEAL_TRANSITIONS, 'appeal', older.status, 'outdate', 'outdated');
    await tx.update(appeals).set({ status: 'outdated', updatedAt: now }).where(eq(appeals.id, older.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.outdate',
      entityType: 'appeal',
      entityId: older.id,
      companyId: context.companyId,
      before: { status: 'created' },
      after: { status: 'outdated', replacedByReportId: v.assessmentReportId },
    });
  }
  const [created] = await tx
    .insert(appeals)
    .values({
      keyHash,
      companyId: context.companyId,
      engagementId: v.engagementId,
      assessmentId: context.assessmentId,
      assessmentReportId: v.assessmentReportId,
      status: 'created',
      channel: 'link',
      contractorEmail: v.contractorEmail,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appeals.id });
  await tx.insert(appealContractorEmails).values({ appealId: created!.id, email: v.contractorEmail, createdAt: now });
  await audit(created!.id, { created: true });
  return appealUrl(v.publicUrl, key);
}
