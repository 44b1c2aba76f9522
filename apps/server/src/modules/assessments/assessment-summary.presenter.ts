import { notStartedVariant, type TAssessmentSummary } from '@statera/shared';
import { assessments } from '../../db/schema/index.ts';

/** The columns an assessment's summary shows: what a list reads, without the answers or the result. */
export const assessmentSummaryColumns = {
  id: assessments.id,
  engagementId: assessments.engagementId,
  status: assessments.status,
  type: assessments.type,
  dueDate: assessments.dueDate,
  dateSubmitted: assessments.dateSubmitted,
  dateApproved: assessments.dateApproved,
  employed: assessments.employed,
  selfEmployed: assessments.selfEmployed,
  riskLevel: assessments.riskLevel,
};

export type AssessmentSummaryRow = Pick<typeof assessments.$inferSelect, keyof typeof assessmentSummaryColumns>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The short form of an assessment shown in lists and on the engagement. */
export function presentAssessmentSummary(a: AssessmentSummaryRow, now = new Date()): TAssessmentSummary {
  return {
    id: a.id,
    status: a.status,
    notStarted: a.status === 'created' ? notStartedVariant(a.dueDate, now) : null,
    type: a.type,
    dueDate: a.dueDate,
    dateSubmitted: iso(a.dateSubmitted),
    dateApproved: iso(a.dateApproved),
    employed: a.employed,
    selfEmployed: a.selfEmployed,
    riskLevel: a.riskLevel,
  };
}
