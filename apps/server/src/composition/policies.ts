import { agencyPolicy } from '../modules/agencies/agency.policy.ts';
import { apiKeyPolicy } from '../modules/api-keys/api-key.policy.ts';
import { appealManagementPolicy } from '../modules/appeal-management/appeal-management.policy.ts';
import {
  appealCommentPolicy,
  appealDeskPolicy,
  appealGroupPolicy,
  appealPolicy,
} from '../modules/appeals/appeal.policy.ts';
import { assessmentPolicy } from '../modules/assessments/assessment.policy.ts';
import { assessmentLifecyclePolicy } from '../modules/assessments/assessment-lifecycle.policy.ts';
import { assessmentListPolicy } from '../modules/assessments/assessment-list.policy.ts';
import { commentPolicy } from '../modules/assessments/comment.policy.ts';
import { authorizationTokenPolicy } from '../modules/authorization-tokens/authorization-token.policy.ts';
import { clientCreationPolicy } from '../modules/client-creation/client-creation.policy.ts';
import { companyPolicy } from '../modules/companies/company.policy.ts';
import { companyListPolicy } from '../modules/companies/company-list.policy.ts';
import { contractChangePolicy } from '../modules/contract-changes/contract-change.policy.ts';
import { contractorReportPolicy } from '../modules/contractor-reports/contractor-report.policy.ts';
import { csvImportPolicy } from '../modules/csv-import/csv-import.policy.ts';
import { dashboardPolicy } from '../modules/dashboards/dashboard.policy.ts';
import { attachmentPolicy } from '../modules/documents/attachment.policy.ts';
import { documentPolicy } from '../modules/documents/document.policy.ts';
import { emailTrackerPolicy } from '../modules/email-tracker/email-tracker.policy.ts';
import { engagedEntityPolicy } from '../modules/engaged-entities/engaged-entity.policy.ts';
import { engagementPolicy } from '../modules/engagements/engagement.policy.ts';
import { featureAccessPolicy, featurePolicy } from '../modules/features/feature.policy.ts';
import { invitationPolicy } from '../modules/invitations/invitation.policy.ts';
import { maintenancePolicy } from '../modules/maintenance/maintenance.policy.ts';
import { engagementLiabilityPolicy, offPayrollPolicy } from '../modules/off-payroll/off-payroll.policy.ts';
import { assessmentReportPolicy } from '../modules/reports/assessment-report.policy.ts';
import { ruleSetImpactPolicy } from '../modules/rule-set-impact/rule-set-impact.policy.ts';
import { smsOutboxPolicy } from '../modules/sms/sms.policy.ts';
import { statisticsPolicy } from '../modules/statistics/statistics.policy.ts';
import { userGuidancePolicy } from '../modules/user-guidance/user-guidance.policy.ts';
import { providerStaffPolicy } from '../modules/users/provider-staff.policy.ts';
import { appealRolePolicy, avatarPolicy, userPolicy } from '../modules/users/user.policy.ts';
import { userListPolicy } from '../modules/users/user-list.policy.ts';
import { userOptionsPolicy } from '../modules/users/user-options.policy.ts';
import { webhookPolicy } from '../modules/webhooks/webhook.policy.ts';
import { workerAccountPolicy } from '../modules/worker-account/worker-account.policy.ts';

/**
 * Every resource that has rules, keyed by name; each ability is a pure function
 * (actor, subject) => boolean. `visible`, where a policy has it, decides 404 before any ability is
 * asked. The same functions compute the abilities sent to the web.
 */
export const POLICIES = {
  agency: agencyPolicy,
  apiKey: apiKeyPolicy,
  appeal: appealPolicy,
  appealComment: appealCommentPolicy,
  appealDesk: appealDeskPolicy,
  appealGroup: appealGroupPolicy,
  appealManagement: appealManagementPolicy,
  appealRole: appealRolePolicy,
  assessment: assessmentPolicy,
  assessmentReport: assessmentReportPolicy,
  attachment: attachmentPolicy,
  avatar: avatarPolicy,
  assessmentList: assessmentListPolicy,
  assessmentLifecycle: assessmentLifecyclePolicy,
  authorizationToken: authorizationTokenPolicy,
  clientCreation: clientCreationPolicy,
  comment: commentPolicy,
  company: companyPolicy,
  companyList: companyListPolicy,
  contractChange: contractChangePolicy,
  contractorReport: contractorReportPolicy,
  csvImport: csvImportPolicy,
  dashboard: dashboardPolicy,
  engagedEntity: engagedEntityPolicy,
  emailTracker: emailTrackerPolicy,
  document: documentPolicy,
  engagement: engagementPolicy,
  engagementLiability: engagementLiabilityPolicy,
  feature: featurePolicy,
  featureAccess: featureAccessPolicy,
  invitation: invitationPolicy,
  maintenance: maintenancePolicy,
  offPayroll: offPayrollPolicy,
  ruleSetImpact: ruleSetImpactPolicy,
  providerStaff: providerStaffPolicy,
  smsOutbox: smsOutboxPolicy,
  statistics: statisticsPolicy,
  user: userPolicy,
  userGuidance: userGuidancePolicy,
  userList: userListPolicy,
  userOptions: userOptionsPolicy,
  workerAccount: workerAccountPolicy,
  webhook: webhookPolicy,
};

/** What a 404 calls the subject of each resource that has a `visible` rule. */
export const SUBJECT_NAMES: Partial<Record<keyof typeof POLICIES, string>> = {
  agency: 'Agency',
  appeal: 'Appeal',
  appealManagement: 'Company',
  assessmentList: 'User',
  company: 'Company',
  engagedEntity: 'Engaged entity',
  contractChange: 'Engagement',
  csvImport: 'Import',
  document: 'Engagement',
  engagement: 'Engagement',
  feature: 'Company',
  invitation: 'User',
  offPayroll: 'Company',
  user: 'User',
  webhook: 'Company',
};
