import {
  currentAssessmentOf,
  formatPenceAsPounds,
  nextAssessmentOf,
  type TEngagement,
  type TEngagementListItem,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { assessments } from '../../db/schema/index.ts';
import { type AssessmentSummaryRow, presentAssessmentSummary } from '../assessments/assessment-summary.presenter.ts';
import { presentUserOption } from '../users/user.presenter.ts';
import { engagementAbilities } from './engagement.policy.ts';
import type { EngagementListRow, EngagementRow, EngagementSummaryRow } from './engagement.repository.ts';

type AssessmentRow = typeof assessments.$inferSelect;

export function presentEngagementListItem(
  row: EngagementListRow,
  current: AssessmentSummaryRow | undefined,
): TEngagementListItem {
  return Object.assign(presentEngagementSummary(row, current), { documentsCount: row.documentsCount });
}

/** An engagement's summary: what the list item and the detail share (the detail lists its documents on their own tab), and all the public API's walk shows. */
export type TEngagementSummary = Omit<TEngagementListItem, 'documentsCount'>;

/** The summary from any row that holds its fields (a list's, the detail's, or the walk's lean one). */
export function presentEngagementSummary(
  row: EngagementSummaryRow,
  current: AssessmentSummaryRow | undefined,
): TEngagementSummary {
  const e = row.engagement;
  return {
    id: e.id,
    status: e.status,
    type: e.type,
    company: row.company,
    department: row.department?.id ? { id: row.department.id, name: row.department.name } : null,
    agency: row.agency?.id ? { id: row.agency.id, name: row.agency.name } : null,
    engagedEntityId: row.entity.id,
    engagedEntityName: row.entity.name,
    engagedEntityNumber: row.entity.number,
    engagedEntityType: row.entity.type,
    engagedIndividualId: row.individual.id,
    engagedIndividualName: row.individual.name,
    engagedIndividualEmail: row.individual.email,
    serviceProvided: e.serviceProvided,
    contractDateStart: e.contractStart,
    contractDateEnd: e.contractEnd,
    dateCreated: e.createdAt.toISOString(),
    currentAssessment: current ? presentAssessmentSummary(current) : null,
  };
}

export function presentEngagement(
  row: EngagementRow,
  timeline: AssessmentRow[],
  actor: Actor,
  extra: { activeAppealId: string | null } = { activeAppealId: null },
): TEngagement {
  const e = row.engagement;
  const current = currentAssessmentOf(timeline);
  return {
    ...presentEngagementSummary(row, current),
    contractValue: e.contractValuePence,
    contractValueFormatted: formatPenceAsPounds(e.contractValuePence),
    engagedIndividualRole: e.engagedIndividualRole,
    yourReference: e.yourReference,
    answerer: presentUserOption(row.answerer),
    approver: presentUserOption(row.approver),
    timelineAssessments: timeline.map((a) => presentAssessmentSummary(a)),
    nextAssessment: nextAssessmentOf(timeline, e),
    // filled by getEngagement from the contract-changes module
    requestedContractChanges: [],
    unseenFullFilledContractChanges: [],
    wasPreliminary: e.status !== 'preliminary' && timeline.some((a) => a.type === 'pre_assessment'),
    archivedComment: e.status === 'archived' ? e.archivedComment : null,
    dateArchived: e.archivedAt?.toISOString() ?? null,
    dateEnded: e.endedAt?.toISOString() ?? null,
    dateTransformed: e.transformedAt?.toISOString() ?? null,
    duplicatedEngagementId: e.duplicatedFromId,
    riskMargin: current?.riskMargin ?? null,
    activeAppealId: extra.activeAppealId,
    abilities: engagementAbilities(actor, e),
  };
}
