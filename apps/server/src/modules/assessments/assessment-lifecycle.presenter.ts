import { currentAssessmentOf, londonToday, resultStatusOf, type TAssessment, type TUserOption } from '@statera/shared';
import type { AssessmentRecord } from './assessment.repository.ts';
import type { LifecycleSubject } from './assessment-lifecycle.policy.ts';
import type { LifecycleContext } from './assessment-lifecycle.repository.ts';

type LifecycleFields = Pick<
  TAssessment,
  | 'previousAnswerer'
  | 'wasUpdated'
  | 'changesCount'
  | 'riskMargin'
  | 'isReassessment'
  | 'isApprovedPreAssessment'
  | 'validUntil'
  | 'dateExpired'
  | 'rejectionReason'
  | 'reassessmentReason'
  | 'inheritedDateSubmitted'
  | 'resultStatus'
>;

/** The policy subject of an assessment in its engagement's context. */
export function lifecycleSubject(record: AssessmentRecord, ctx: LifecycleContext): LifecycleSubject {
  const a = record.assessment;
  return {
    status: a.status,
    type: a.type,
    companyId: record.engagement.companyId,
    isCurrent: currentAssessmentOf(ctx.siblings)?.id === a.id,
    engagementStatus: ctx.engagementStatus,
    continuousEmployed: ctx.continuousEmployed,
  };
}

/** The lifecycle fields of the assessment response (spec §3 Assessment). */
/** The lapse day of a result whose validity has run out (after `validUntil`, UK calendar), else null. */
export const expiredOn = (validUntil: string | null, today = londonToday()) =>
  validUntil !== null && validUntil < today ? validUntil : null;

export function presentLifecycleFields(
  record: AssessmentRecord,
  ctx: LifecycleContext,
  seat: (id: string) => TUserOption,
): LifecycleFields {
  const a = record.assessment;
  return {
    previousAnswerer: a.previousAnswererId ? seat(a.previousAnswererId) : null,
    wasUpdated: a.lastVersion > 1,
    changesCount: a.changesCount,
    riskMargin: a.riskMargin,
    isReassessment: a.type === 'reassessment',
    isApprovedPreAssessment: a.status === 'approved_pre_assessment',
    validUntil: a.validUntil,
    dateExpired: expiredOn(a.validUntil),
    rejectionReason: a.rejectionReason,
    reassessmentReason: (a.reassessmentReason as LifecycleFields['reassessmentReason']) ?? null,
    inheritedDateSubmitted: a.inheritedDateSubmitted?.toISOString() ?? null,
    resultStatus: resultStatusOf(a.status, { reportIssued: ctx.reportIssued }),
  };
}
