import type { TAssessmentStatus } from '@statera/shared';
import { type Actor, can, hasScope, managesCompany } from '../../authz/actor.ts';

/** The assessment a Status Determination Statement belongs to, as the rules need it. */
export interface ReportSubject {
  status: TAssessmentStatus;
  approverId: string;
  companyId: string;
}

/** Statuses in which the determination stands and a statement may be issued. */
export const REPORTABLE_STATUSES: readonly TAssessmentStatus[] = ['approved', 'approved_pre_assessment'];

/**
 * Who may ask for a new statement version at all: the assessment's approver, the client or
 * company admins managing its company, and the provider staff managing the client.
 */
function mayRequest(actor: Actor, a: ReportSubject): boolean {
  const isApprover = a.approverId === actor.id && can(actor, 'assessments.review');
  const manager = can(actor, 'engagements.manage') && managesCompany(actor, a.companyId);
  return (isApprover || manager) && hasScope(actor, 'statements:read');
}

/**
 * Status Determination Statements. Downloading is open to everyone who can see the assessment
 * (the scoped lookup answers 404 to everyone else); generating again is for the people above,
 * once the assessment is approved; the blank checklist for anyone who works with assessments.
 */
export const assessmentReportPolicy = {
  /** Everyone who sees the assessment; a key only with `statements:read`. */
  download: (actor: Actor, _a?: ReportSubject): boolean => hasScope(actor, 'statements:read'),
  requestGeneration: mayRequest,
  generate: (actor: Actor, a: ReportSubject): boolean => mayRequest(actor, a) && REPORTABLE_STATUSES.includes(a.status),
  checklist: (actor: Actor): boolean => can(actor, 'engagements.view'),
};

/** The report abilities added to an assessment's `abilities` map. */
export function reportAbilities(actor: Actor, a: ReportSubject): Record<string, boolean> {
  return {
    downloadReport: assessmentReportPolicy.download(actor, a),
    generateReport: assessmentReportPolicy.generate(actor, a),
  };
}
