import { appealLinkForStatement } from './modules/appeals/appeal-creation.ts';
import { setAppealLinkBase } from './modules/appeals/appeal-mails.ts';
import { provideReassessmentStarter } from './modules/appeals/appeal-reassessment.ts';
import { setAssessmentLinkBase } from './modules/assessments/assessment-emails.ts';
import { startAppealReassessment } from './modules/assessments/reassessment.ts';
import { provideAppealLinks } from './modules/contractor-reports/contractor-report-hooks.ts';
import { setWorkerLinkBase } from './modules/worker-account/worker-key.ts';

/**
 * What modules give one another inside a process (functions a module cannot import without a
 * cycle) and the public address their emails' links carry. Background jobs use them as much as
 * routes do (the appeal's new SDS, the reminders), so they are set by buildApp in every process
 * role, a worker's included, which registers no API module (docs/decisions/process-roles.md).
 */
export function wireModuleHooks(publicUrl: string): void {
  setAssessmentLinkBase(publicUrl);
  setAppealLinkBase(publicUrl);
  setWorkerLinkBase(publicUrl);
  provideReassessmentStarter(startAppealReassessment);
  provideAppealLinks(appealLinkForStatement);
}
