import type {
  TAppealSummary,
  TAssessment,
  TAssessmentReportItem,
  TAssessmentSummary,
  TEngagement,
  TUserOption,
} from '@statera/shared';
import type { z } from 'zod';
import type { TEngagementSummary } from '../engagements/engagement.presenter.ts';
import type {
  V1Appeal,
  V1Assessment,
  V1AssessmentSummary,
  V1Engagement,
  V1EngagementSummary,
  V1Statement,
} from './v1.schemas.ts';

/** The public API's views of the same use cases: stored values only, no screen fields. */
const person = (u: TUserOption) => ({ id: u.id, name: u.name, email: u.email });
const option = (o: { id: string; name: string } | null) => (o ? { id: o.id, name: o.name } : null);

export function v1AssessmentSummary(a: TAssessmentSummary): z.infer<typeof V1AssessmentSummary> {
  return {
    id: a.id,
    status: a.status,
    type: a.type,
    dueDate: a.dueDate,
    submittedAt: a.dateSubmitted,
    approvedAt: a.dateApproved,
    employedScore: a.employed,
    selfEmployedScore: a.selfEmployed,
    riskLevel: a.riskLevel,
  };
}

export function v1EngagementSummary(e: TEngagementSummary | TEngagement): z.infer<typeof V1EngagementSummary> {
  return {
    id: e.id,
    status: e.status,
    type: e.type,
    company: { id: e.company.id, name: e.company.name },
    department: option(e.department),
    agency: option(e.agency),
    engagedEntity: {
      id: e.engagedEntityId,
      name: e.engagedEntityName,
      number: e.engagedEntityNumber,
      type: e.engagedEntityType,
    },
    engagedIndividual: { id: e.engagedIndividualId, name: e.engagedIndividualName, email: e.engagedIndividualEmail },
    serviceProvided: e.serviceProvided,
    contractStart: e.contractDateStart,
    contractEnd: e.contractDateEnd,
    createdAt: e.dateCreated,
    currentAssessment: e.currentAssessment ? v1AssessmentSummary(e.currentAssessment) : null,
  };
}

export function v1Engagement(e: TEngagement): z.infer<typeof V1Engagement> {
  return {
    ...v1EngagementSummary(e),
    contractValuePence: e.contractValue,
    yourReference: e.yourReference,
    engagedIndividualRole: e.engagedIndividualRole,
    specialist: person(e.answerer),
    approver: person(e.approver),
    activeAppealId: e.activeAppealId,
    archivedAt: e.dateArchived,
    endedAt: e.dateEnded,
    assessments: e.timelineAssessments.map(v1AssessmentSummary),
  };
}

export function v1Assessment(a: TAssessment): z.infer<typeof V1Assessment> {
  const r = a.result;
  return {
    ...v1AssessmentSummary(a),
    engagementId: a.engagement.id,
    specialist: person(a.answerer),
    approver: person(a.approver),
    determination: r
      ? {
          outcome: r.outcome,
          employedScore: r.employed,
          selfEmployedScore: r.selfEmployed,
          certainty: r.certainty,
          riskLevel: r.riskLevel,
          summary: r.summary,
          questionnaireVersion: r.questionnaireVersion,
          rulesetVersion: r.rulesetVersion,
        }
      : null,
  };
}

export const v1Statement = (r: TAssessmentReportItem): z.infer<typeof V1Statement> => ({
  id: r.id,
  version: r.version,
  status: r.status,
  createdAt: r.dateCreated,
  generatedAt: r.dateGenerated,
  pageCount: r.pageCount,
});

/** An appeal from its summary (list) or its page (`GET appeals/{id}`), with the appealed assessment. */
export const v1Appeal = (a: TAppealSummary, assessmentId: string): z.infer<typeof V1Appeal> => ({
  id: a.id,
  status: a.status,
  decision: a.decision,
  engagementId: a.engagement.id,
  assessmentId,
  appealManager: a.appealManager ? person(a.appealManager) : null,
  startedAt: a.dateStarted,
  endedAt: a.dateEnded,
});
