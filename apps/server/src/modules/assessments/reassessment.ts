import {
  ERROR_KEYS,
  londonToday,
  reassessmentDueDate,
  type TAssessmentType,
  type TCloseReassessment,
  type TReassessmentReason,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';
import { AppError, badTransition, notFound } from '../../lib/app-error.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { reassessmentClosedEmail } from '../mail/templates/reassessment-closed.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import { type AssessmentRecord, findAssessment } from './assessment.repository.ts';
import { sendAssessmentEmail } from './assessment-emails.ts';
import { lifecycleSubject } from './assessment-lifecycle.presenter.ts';
import { type LifecycleContext, lifecycleContextOf, peopleByIds } from './assessment-lifecycle.repository.ts';
import { transition } from './assessment-transition.ts';

/** The UK day (the one calendar, @statera/shared calendar.ts). */
const today = () => londonToday();
/** DD.MM.YYYY (spec §9 display dates). */
const displayDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

/**
 * Locks the assessment (404 outside the actor's scope) and checks the actor manages its company
 * (403): the lifecycle actions belong to the engagement's managers, whatever the state.
 */
export async function lockForLifecycle(tx: Tx, actor: Actor, id: string) {
  const record = await findAssessment(tx, actor, id, { lock: true });
  if (!record) throw notFound('Assessment');
  authorize(actor, 'assessmentLifecycle.manage', { companyId: record.engagement.companyId });
  const ctx = await lifecycleContextOf(tx, record);
  return { record, ctx };
}

/** What follows an approved result must start from the current assessment of a running engagement (409 otherwise). */
export function requireFollowable(record: AssessmentRecord, ctx: LifecycleContext, action: string) {
  const s = lifecycleSubject(record, ctx);
  if (s.status !== 'approved') throw badTransition(s.status, action);
  if (!s.isCurrent) {
    throw new AppError(409, ERROR_KEYS.notCurrentAssessment, 'A newer assessment of this engagement exists.');
  }
  if (s.engagementStatus !== 'active') throw badTransition(s.status, action);
}

/** What a follow-up is created from: the assessment it follows and its engagement. */
export interface FollowedAssessment {
  assessment: Pick<
    AssessmentRecord['assessment'],
    'id' | 'status' | 'answererId' | 'approverId' | 'dateSubmitted' | 'inheritedDateSubmitted'
  >;
  engagement: { id: string; companyId: string };
}

/**
 * Creates the follow-up assessment with the seats of the one it follows, in `created`, and records
 * it (actorId null: the scheduled job); returns its id.
 */
export async function createFollowUp(
  tx: Tx,
  actorId: string | null,
  record: FollowedAssessment,
  values: { type: TAssessmentType; dueDate: string; reassessmentReason?: TReassessmentReason },
  auditAction: 'assessment.reassessment_started' | 'assessment.continuous_employment_started',
): Promise<string> {
  const a = record.assessment;
  const [row] = await tx
    .insert(assessments)
    .values({
      engagementId: record.engagement.id,
      type: values.type,
      dueDate: values.dueDate,
      answererId: a.answererId,
      approverId: a.approverId,
      inheritedDateSubmitted: a.dateSubmitted ?? a.inheritedDateSubmitted,
      reassessmentReason: values.reassessmentReason ?? null,
    })
    .returning({ id: assessments.id });
  await recordAudit(tx, {
    actorId,
    action: auditAction,
    entityType: 'assessment',
    entityId: row!.id,
    companyId: record.engagement.companyId,
    before: { followsAssessmentId: a.id, status: a.status },
    after: { status: 'created', ...values },
  });
  if (values.type === 'reassessment') {
    const { id: engagementId, companyId } = record.engagement;
    const reason = values.reassessmentReason ?? 'reassessment';
    const data = { engagementId, companyId, assessmentId: row!.id, reason, dueDate: values.dueDate };
    await emitDomainEvent(tx, { type: 'reassessment.due', companyId, data });
  }
  return row!.id;
}

/**
 * Starts a reassessment of an approved result (manual, after an appeal, a contract change or when
 * the validity runs out): a new assessment of type reassessment on the same engagement, with the
 * same specialist and approver and the previous submission date inherited. The approved one stays
 * approved and remains the result until the reassessment is approved. Returns the new id.
 */
export async function startReassessment(
  db: Db,
  actor: Actor,
  id: string,
  input: { reason: TReassessmentReason },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { record, ctx } = await lockForLifecycle(tx, actor, id);
    requireFollowable(record, ctx, 'start_reassessment');
    await assertNoActiveAppeal(tx, record.engagement.id);
    const validUntil = record.assessment.validUntil;
    // A validity reassessment is due when the result lapses; any other reason within working days.
    const dueDate =
      input.reason === 'validity' && validUntil && validUntil > today()
        ? validUntil
        : reassessmentDueDate(londonToday());
    const newId = await createFollowUp(
      tx,
      actor.id,
      record,
      { type: 'reassessment', dueDate, reassessmentReason: input.reason },
      'assessment.reassessment_started',
    );
    await sendAssessmentEmail(tx, newId, 'reassessment_started', { reason: input.reason });
    return newId;
  });
}

/**
 * The reassessment an accepted appeal asks for (reason appeal), in the appeal's transaction: the
 * appeal's own rules authorized the appeal manager, who need not manage the engagement. The disputed
 * result must still be the engagement's current approved one (409 otherwise). Returns the new id.
 */
export async function startAppealReassessment(
  tx: Tx,
  actorId: string,
  assessmentId: string,
  appealDeadline: string | null,
): Promise<string> {
  const record = await findAssessment(tx, null, assessmentId, { lock: true });
  if (!record) throw notFound('Assessment');
  requireFollowable(record, await lifecycleContextOf(tx, record), 'start_reassessment');
  const newId = await createFollowUp(
    tx,
    actorId,
    record,
    { type: 'reassessment', dueDate: reassessmentDueDate(londonToday(), appealDeadline), reassessmentReason: 'appeal' },
    'assessment.reassessment_started',
  );
  // Inside, nobody knew the appeal was accepted: the seats and the client admins are told.
  await sendAssessmentEmail(tx, newId, 'reassessment_started', { reason: 'appeal' });
  return newId;
}

/**
 * A continuous-employment assessment after an approved result, when the group's
 * continuous-employed setting is on (409 otherwise). Due now; the short questionnaire.
 */
export async function startContinuousEmployment(db: Db, actor: Actor, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { record, ctx } = await lockForLifecycle(tx, actor, id);
    requireFollowable(record, ctx, 'start_continuous_employment');
    await assertNoActiveAppeal(tx, record.engagement.id);
    if (!ctx.continuousEmployed) {
      throw new AppError(
        409,
        ERROR_KEYS.continuousEmploymentDisabled,
        'Continuous employment is not switched on for this group.',
      );
    }
    return createFollowUp(
      tx,
      actor.id,
      record,
      { type: 'continuous_employment', dueDate: today() },
      'assessment.continuous_employment_started',
    );
  });
}

/**
 * Closes an open reassessment without a new result: it is archived (action `close`), so the
 * result it would have replaced stands again, with its validity unchanged. The specialist is told
 * by email, with the manager's comment.
 */
export async function closeReassessment(
  db: Db,
  actor: Actor,
  id: string,
  input: TCloseReassessment,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { record, ctx } = await lockForLifecycle(tx, actor, id);
    const comment = input.additionalMailComment?.trim() || null;
    await transition(tx, actor, record, 'close');
    const standing = ctx.siblings.find((s) => s.id !== id && s.status === 'approved');
    const [specialist] = await peopleByIds(tx, [record.assessment.answererId]);
    const [closer] = await peopleByIds(tx, [actor.id]);
    if (!specialist) return;
    const approved = standing ? await findAssessment(tx, actor, standing.id).then((r) => r?.assessment ?? null) : null;
    await enqueueEmail(tx, {
      to: specialist.email,
      entityType: 'assessment',
      entityId: id,
      content: reassessmentClosedEmail({
        firstName: specialist.firstName,
        closedByName: closer ? `${closer.firstName} ${closer.lastName}` : 'Your client',
        engagedIndividualName: record.individualName,
        companyName: record.company.name,
        standingResult:
          approved?.result && approved.dateApproved
            ? `${approved.result.outcome === 'employed' ? 'employed' : 'self-employed'}, approved on ${displayDate(approved.dateApproved)}`
            : null,
        comment,
        link: `${publicUrl.replace(/\/+$/, '')}/engagements/${record.engagement.id}`,
      }),
    });
  });
}
