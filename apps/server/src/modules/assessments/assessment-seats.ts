import { ERROR_KEYS, FINAL_STATUSES, isOverdue, londonToday, SEAT_ROLES } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { groupCompanyIds } from '../../authz/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assessments, engagements, users } from '../../db/schema/index.ts';
import { AppError, badTransition, notFound } from '../../lib/app-error.ts';
import { assertNotUnderAppeal } from '../appeals/active-appeal.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assessmentAbilities } from './assessment.policy.ts';
import { type AssessmentRecord, findAssessment } from './assessment.repository.ts';
import { sendAssessmentEmail } from './assessment-emails.ts';
import { lockFor } from './assessment-workflow.ts';

type ManagerAbility = 'changeDueDate' | 'changeAnswerer' | 'changeApprover';

/**
 * Locks the assessment for a manager's change: 404 out of scope, 409 when it is final (the
 * right person at the wrong moment), 403 for anyone else.
 */
async function lockForManager(tx: Tx, actor: Actor, id: string, ability: ManagerAbility): Promise<AssessmentRecord> {
  const record = await findAssessment(tx, actor, id, { lock: true });
  if (!record) throw notFound('Assessment');
  const subject = { ...record.assessment, companyId: record.engagement.companyId };
  if (assessmentAbilities(actor, subject)[ability]) return record;
  const manager = can(actor, 'engagements.manage') && managesCompany(actor, subject.companyId);
  if (manager && FINAL_STATUSES.includes(subject.status)) throw badTransition(subject.status, ability);
  authorize(actor, `assessment.${ability}`, subject);
  return record;
}

const audit = (tx: Tx, actor: Actor, record: AssessmentRecord) => ({
  write: (
    action: 'assessment.due_date_changed' | 'assessment.answerer_changed' | 'assessment.approver_changed',
    before: object,
    after: object,
  ) =>
    recordAudit(tx, {
      actorId: actor.id,
      action,
      entityType: 'assessment',
      entityId: record.assessment.id,
      companyId: record.engagement.companyId,
      before,
      after,
    }),
});

/**
 * A manager moves the due date of a live assessment (not into the past); the specialist is told.
 * Reminders follow the new date: their once-only record is keyed by the due date.
 */
export async function changeDueDate(db: Db, actor: Actor, id: string, dueDate: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const record = await lockForManager(tx, actor, id, 'changeDueDate');
    if (isOverdue(dueDate, londonToday(now))) {
      throw new AppError(400, ERROR_KEYS.validation, 'The due date cannot be in the past.', {
        dueDate: [ERROR_KEYS.dateInPast],
      });
    }
    const before = record.assessment.dueDate;
    if (before === dueDate) return;
    await tx.update(assessments).set({ dueDate, updatedAt: new Date() }).where(eq(assessments.id, id));
    await audit(tx, actor, record).write('assessment.due_date_changed', { dueDate: before }, { dueDate });
    await sendAssessmentEmail(tx, id, 'due_date_changed');
  });
}

type Seat = 'specialist' | 'approver';

/**
 * The person for a seat, with the rules of logging an engagement: an active user of the group
 * holding a role of the seat; otherwise a field error under `field`.
 */
async function seatHolder(tx: Tx, record: AssessmentRecord, email: string, seat: Seat, field: string) {
  const groupIds = await groupCompanyIds(tx, record.company.parentId ?? record.company.id);
  const [u] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.email, email), inArray(users.companyId, groupIds)));
  const fail = (key: string, message: string) => new AppError(400, ERROR_KEYS.validation, message, { [field]: [key] });
  // Someone outside the group and no one at all look the same: other tenants' people stay unknown.
  if (!u) throw fail(ERROR_KEYS.invalidCompany, 'The user does not belong to your company.');
  if (u.status === 'archived')
    throw fail(ERROR_KEYS.archivedUserEmail, "The user is archived: give a new user's email.");
  if (u.status !== 'active' || !(SEAT_ROLES[seat] as readonly string[]).includes(u.role)) {
    throw fail(ERROR_KEYS.notApproverOrSpecialist, 'The user is not an approver or specialist.');
  }
  return u;
}

/**
 * Gives the specialist seat of a live assessment (and of its engagement) to another person.
 * When answering has begun, the new specialist must accept the answers given so far before
 * changing them (`previousAnswererId`, cleared by accept-answerer). Both people are emailed.
 */
export async function changeAnswerer(db: Db, actor: Actor, id: string, email: string) {
  await db.transaction(async (tx) => {
    const record = await lockForManager(tx, actor, id, 'changeAnswerer');
    await assertNotUnderAppeal(tx, id);
    const a = record.assessment;
    const next = await seatHolder(tx, record, email, 'specialist', 'newAnswererEmail');
    if (next.id === a.answererId) return;
    if (next.id === a.approverId && next.role !== 'client_admin') {
      throw new AppError(400, ERROR_KEYS.validation, 'Only a client admin may be specialist and approver.', {
        newAnswererEmail: [ERROR_KEYS.seatConflict],
      });
    }
    const started = a.status !== 'created';
    const previous = started ? (a.previousAnswererId ?? a.answererId) : null;
    const previousAnswererId = previous === next.id ? null : previous;
    await tx
      .update(assessments)
      .set({ answererId: next.id, previousAnswererId, updatedAt: new Date() })
      .where(eq(assessments.id, id));
    await moveEngagementSeat(tx, actor, record, 'answererId', a.answererId, next.id);
    await audit(tx, actor, record).write(
      'assessment.answerer_changed',
      { answererId: a.answererId },
      { answererId: next.id, previousAnswererId },
    );
    await sendAssessmentEmail(tx, id, 'specialist_assigned');
    await sendAssessmentEmail(tx, id, 'seat_removed', { userId: a.answererId, seat: 'specialist' });
  });
}

/** Gives the approver seat of a live assessment (and of its engagement) to another person. */
export async function changeApprover(db: Db, actor: Actor, id: string, email: string) {
  await db.transaction(async (tx) => {
    const record = await lockForManager(tx, actor, id, 'changeApprover');
    await assertNotUnderAppeal(tx, id);
    const a = record.assessment;
    const next = await seatHolder(tx, record, email, 'approver', 'newApproverEmail');
    if (next.id === a.approverId) return;
    if (next.id === a.answererId && next.role !== 'client_admin') {
      throw new AppError(400, ERROR_KEYS.validation, 'Only a client admin may be specialist and approver.', {
        newApproverEmail: [ERROR_KEYS.seatConflict],
      });
    }
    await tx.update(assessments).set({ approverId: next.id, updatedAt: new Date() }).where(eq(assessments.id, id));
    await moveEngagementSeat(tx, actor, record, 'approverId', a.approverId, next.id);
    await audit(tx, actor, record).write(
      'assessment.approver_changed',
      { approverId: a.approverId },
      { approverId: next.id },
    );
    await sendAssessmentEmail(tx, id, 'approver_assigned');
    await sendAssessmentEmail(tx, id, 'seat_removed', { userId: a.approverId, seat: 'approver' });
  });
}

/**
 * The engagement's seat follows its assessment's, so the next assessment goes to the same
 * person. Written here, not through the engagements module, which depends on this one.
 */
async function moveEngagementSeat(
  tx: Tx,
  actor: Actor,
  record: AssessmentRecord,
  column: 'answererId' | 'approverId',
  from: string,
  to: string,
) {
  const moved = await tx
    .update(engagements)
    .set({ [column]: to, updatedAt: new Date() })
    .where(and(eq(engagements.id, record.engagement.id), eq(engagements[column], from)))
    .returning({ id: engagements.id });
  if (moved.length === 0) return;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'engagement.seat_changed',
    entityType: 'engagement',
    entityId: record.engagement.id,
    companyId: record.engagement.companyId,
    before: { [column]: from },
    after: { [column]: to, assessmentId: record.assessment.id },
  });
}

/**
 * The new specialist of an assessment already under way takes over the previous specialist's
 * answers as their own; until then answering and submitting are refused (409).
 */
export async function acceptAnswerer(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'acceptAnswerer');
    const previous = record.assessment.previousAnswererId;
    await tx.update(assessments).set({ previousAnswererId: null, updatedAt: new Date() }).where(eq(assessments.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'assessment.answerer_accepted',
      entityType: 'assessment',
      entityId: id,
      companyId: record.engagement.companyId,
      before: { previousAnswererId: previous },
      after: { previousAnswererId: null },
    });
  });
}
