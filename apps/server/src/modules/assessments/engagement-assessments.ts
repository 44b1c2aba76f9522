import { FINAL_STATUSES, nextAssessmentStatus, type TAssessmentStatus } from '@statera/shared';
import { and, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';

/**
 * What the engagement lifecycle (archive, delete, restore, dates, seat swaps) asks of an engagement's
 * assessments. Status changes go through the shared assessment table; every change is audited in the
 * caller's transaction.
 */

const APPROVED: TAssessmentStatus[] = ['approved', 'approved_pre_assessment'];
/** Open = not final: the statuses an assessment leaves behind once it is done. */
const FINAL: TAssessmentStatus[] = [...FINAL_STATUSES];

/** Whether any assessment of the engagement was ever approved (a delete is then refused). */
export async function engagementHasApprovedAssessment(db: DbOrTx, engagementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), inArray(assessments.status, APPROVED)))
    .limit(1);
  return row !== undefined;
}

/**
 * Archives the engagement's open (not final) assessments, each through ASSESSMENT_TRANSITIONS
 * `archive`: an archived or deleted engagement leaves no work waiting for its specialist or approver.
 */
export async function archiveOpenAssessments(
  tx: Tx,
  actorId: string | null,
  engagement: { id: string; companyId: string },
): Promise<number> {
  const open = await tx
    .select({ id: assessments.id, status: assessments.status, type: assessments.type })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagement.id), notInArray(assessments.status, FINAL)))
    .for('update');
  const moved = open.filter((a) => nextAssessmentStatus(a.status, 'archive', a.type) === 'archived');
  if (moved.length === 0) return 0;
  for (const a of moved) {
    await tx
      .update(assessments)
      .set({ status: 'archived', previousStatus: a.status, updatedAt: new Date() })
      .where(eq(assessments.id, a.id));
  }
  await recordAudits(
    tx,
    moved.map((a) => ({
      actorId,
      action: 'assessment.archive' as const,
      entityType: 'assessment' as const,
      entityId: a.id,
      companyId: engagement.companyId,
      before: { status: a.status },
      after: { status: 'archived', reason: 'engagement_archived' },
    })),
  );
  return moved.length;
}

/** Whether the engagement has an assessment still under way (not final). */
export async function hasOpenAssessment(db: DbOrTx, engagementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), notInArray(assessments.status, FINAL)))
    .limit(1);
  return row !== undefined;
}

/** The due date of the engagement's open assessment, if one is under way. */
export async function openAssessmentDueDate(db: DbOrTx, engagementId: string): Promise<string | null> {
  const [row] = await db
    .select({ dueDate: assessments.dueDate })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), notInArray(assessments.status, FINAL)))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  return row?.dueDate ?? null;
}

/**
 * createNewAssessment (PUT dates, restore): a new assessment for the changed contract, with the
 * engagement's seats, due at the new start (or today once it has begun). It is a reassessment
 * (reason contract_change) when the engagement already has an approved result, a pre-assessment
 * while the engagement is preliminary, else a first assessment. An assessment still under way is archived first: only one runs at a time.
 */
export async function openAssessmentForContract(
  tx: Tx,
  actorId: string,
  e: { id: string; companyId: string; answererId: string; approverId: string; contractStart: string; status: string },
  today: string,
): Promise<string> {
  await archiveOpenAssessments(tx, actorId, e);
  const hasResult = await engagementHasApprovedAssessment(tx, e.id);
  const type = e.status === 'preliminary' ? 'pre_assessment' : hasResult ? 'reassessment' : 'assessment';
  const dueDate = e.contractStart > today ? e.contractStart : today;
  const [row] = await tx
    .insert(assessments)
    .values({
      engagementId: e.id,
      type,
      reassessmentReason: type === 'reassessment' ? 'contract_change' : null,
      dueDate,
      answererId: e.answererId,
      approverId: e.approverId,
    })
    .returning({ id: assessments.id });
  await recordAudits(tx, [
    {
      actorId,
      action: type === 'reassessment' ? 'assessment.reassessment_started' : 'assessment.created',
      entityType: 'assessment',
      entityId: row!.id,
      companyId: e.companyId,
      after: { engagementId: e.id, dueDate, status: 'created', reason: 'contract_dates_changed' },
    },
  ]);
  if (type === 'reassessment') {
    const data = {
      engagementId: e.id,
      companyId: e.companyId,
      assessmentId: row!.id,
      reason: 'contract_change',
      dueDate,
    };
    await emitDomainEvent(tx, { type: 'reassessment.due', companyId: e.companyId, data });
  }
  return row!.id;
}

/**
 * Moves a seat (specialist or approver) from one user to another on the open assessments of the
 * given engagements, audited as an answerer or approver change each.
 */
export async function swapOpenAssessmentSeats(
  tx: Tx,
  actorId: string,
  engagements: { id: string; companyId: string }[],
  seat: 'specialist' | 'approver',
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  if (engagements.length === 0) return 0;
  const column = seat === 'specialist' ? assessments.answererId : assessments.approverId;
  const rows = await tx
    .select({ id: assessments.id, engagementId: assessments.engagementId })
    .from(assessments)
    .where(
      and(
        inArray(
          assessments.engagementId,
          engagements.map((e) => e.id),
        ),
        eq(column, fromUserId),
        notInArray(assessments.status, FINAL),
      ),
    )
    .for('update');
  if (rows.length === 0) return 0;
  await tx
    .update(assessments)
    .set(
      seat === 'specialist'
        ? { answererId: toUserId, updatedAt: new Date() }
        : { approverId: toUserId, updatedAt: new Date() },
    )
    .where(or(...rows.map((r) => eq(assessments.id, r.id))));
  const companyOf = new Map(engagements.map((e) => [e.id, e.companyId]));
  await recordAudits(
    tx,
    rows.map((r) => ({
      actorId,
      action:
        seat === 'specialist' ? ('assessment.answerer_changed' as const) : ('assessment.approver_changed' as const),
      entityType: 'assessment' as const,
      entityId: r.id,
      companyId: companyOf.get(r.engagementId) ?? null,
      before: { userId: fromUserId },
      after: { userId: toUserId, via: 'user_engagements_swap' },
    })),
  );
  return rows.length;
}
