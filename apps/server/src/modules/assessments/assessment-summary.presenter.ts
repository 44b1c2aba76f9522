import { notStartedVariant, type TAssessmentSummary } from '@statera/shared';
import type { assessments } from '../../db/schema/index.ts';

type AssessmentRow = typeof assessments.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The short form of an assessment shown in lists and on the engagement. */
export function presentAssessmentSummary(a: AssessmentRow, now = new Date()): TAssessmentSummary {
  return {
    id: a.id,
    status: a.status,
    notStarted: a.status === 'created' ? notStartedVariant(new Date(`${a.dueDate}T00:00:00Z`), now) : null,
    type: a.type,
    dueDate: a.dueDate,
    dateSubmitted: iso(a.dateSubmitted),
    dateApproved: iso(a.dateApproved),
    employed: a.employed,
    selfEmployed: a.selfEmployed,
    riskLevel: a.riskLevel,
  };
}
