import { isCompanyAdminRole, isProviderRole } from '@statera/shared';
import { agencyPolicy } from '../modules/agencies/agency.policy.ts';
import { apiKeyPolicy } from '../modules/api-keys/api-key.policy.ts';
import { appealPolicy } from '../modules/appeals/appeal.policy.ts';
import { assessmentListPolicy } from '../modules/assessments/assessment-list.policy.ts';
import { authorizationTokenPolicy } from '../modules/authorization-tokens/authorization-token.policy.ts';
import { companyListPolicy } from '../modules/companies/company-list.policy.ts';
import { csvImportPolicy } from '../modules/csv-import/csv-import.policy.ts';
import { dashboardPolicy } from '../modules/dashboards/dashboard.policy.ts';
import { engagedEntityPolicy } from '../modules/engaged-entities/engaged-entity.policy.ts';
import { featurePolicy } from '../modules/features/feature.policy.ts';
import { maintenancePolicy } from '../modules/maintenance/maintenance.policy.ts';
import { ruleSetImpactPolicy } from '../modules/rule-set-impact/rule-set-impact.policy.ts';
import { smsOutboxPolicy } from '../modules/sms/sms.policy.ts';
import { statisticsPolicy } from '../modules/statistics/statistics.policy.ts';
import { userGuidancePolicy } from '../modules/user-guidance/user-guidance.policy.ts';
import { userListPolicy } from '../modules/users/user-list.policy.ts';
import { type Actor, can } from './actor.ts';

/**
 * What the signed-in user may do across the app; the web builds its navigation from these. Each
 * entry is the policy rule the server enforces on the matching route (or, for pages, the scope
 * that decides what the page lists).
 */
export function appAbilities(actor: Actor): Record<string, boolean> {
  const manages = actor.managedCompanyIds === 'all' || actor.managedCompanyIds.length > 0;
  const seated = actor.role === 'approver' || actor.role === 'specialist';
  return {
    /** `/`: the role's dashboard (GET my-dashboard); API users have none. */
    viewDashboard: dashboardPolicy.view(actor),
    /** /statistics/* and their exports (statistics.view, unless the group blocks it). */
    viewStatistics: statisticsPolicy.view(actor),
    createEngagement: manages && can(actor, 'engagements.manage') && companyListPolicy.list(actor),
    viewEngagements: can(actor, 'engagements.view') && (manages || seated),
    /** The /assessments list (GET /users/{own id}/assessments): specialists, approvers and managers. */
    viewAssessments:
      assessmentListPolicy.list(actor, { id: actor.id, companyId: actor.companyId }) && (manages || seated),
    viewDocumentation: true,
    generateApiKey: apiKeyPolicy.generate(actor),
    viewUsers: userListPolicy.listAll(actor),
    viewCompanyUsers: userListPolicy.listCompanyUsers(actor),
    viewSmsOutbox: smsOutboxPolicy.view(actor),
    /** The rule-set impact reports (what a new questionnaire or rule set would change). */
    viewRuleSetImpacts: ruleSetImpactPolicy.view(actor),
    manageMaintenance: maintenancePolicy.manage(actor),
    /** Let through during a maintenance window (the maintenance hook's rule); others are signed out. */
    workDuringMaintenance: maintenancePolicy.workDuringWindow(actor),
    /** Sensitive changes need no password re-confirmation (requireAuthorization's rule, spec §6). */
    skipPasswordConfirmation: authorizationTokenPolicy.skipConfirmation(actor),
    viewClients: isProviderRole(actor.role),
    viewCompany: actor.companyId !== null && isCompanyAdminRole(actor.role),
    viewSubsidiaries: actor.role === 'client_admin',
    // The Settings entry: a client admin's group settings, or the platform settings, which hold
    // something only for those who plan maintenance (provider staff open a client's settings from its page).
    viewSettings: actor.role === 'client_admin' || maintenancePolicy.manage(actor),
    manageProviderStaff: can(actor, 'provider_users.manage'),
    manageCompanyUsers: can(actor, 'users.manage'),
    /** /intermediaries and /agencies in the navigation: those who manage a group's engagements. */
    viewIntermediaries: engagedEntityPolicy.list(actor) && manages && can(actor, 'engagements.manage'),
    viewAgencies: agencyPolicy.list(actor) && manages && can(actor, 'engagements.manage'),
    /** Create an engaged entity or an agency (in a group the user reaches; the server checks which). */
    createIntermediary: manages && can(actor, 'engagements.manage'),
    /** /appeals (GET users/{own id}/appeals): appeal managers, the lead, and those who read a group's appeals. */
    viewAppeals: appealPolicy.list(actor),
    /** The 60 s poll of one's own group's features (GET companies/{own company}/recent-features): not API users. */
    followFeatures: actor.companyId !== null && featurePolicy.visible(actor, { id: actor.companyId }),
    /** The /subscriptions page: provider staff who manage feature subscriptions. */
    viewSubscriptions: featurePolicy.listSubscriptions(actor),
    /** The import screens of the engagement list, users, clients and subsidiaries (CSV or .xlsx). */
    importEngagements: csvImportPolicy.importEngagements(actor) && manages,
    importUsers: csvImportPolicy.importUsers(actor) && manages,
    importSubsidiaries: csvImportPolicy.importSubsidiaries(actor) && manages,
    importClients: csvImportPolicy.importClients(actor),
    /** /user-guidance: everyone who works in the product lists and opens the guidance. */
    viewUserGuidance: userGuidancePolicy.view(actor),
    /** Upload and delete guidance documents (user_guidance.manage). */
    manageUserGuidance: userGuidancePolicy.manage(actor),
    /** The updated-guidance modal (spec §2: client admins and client users). */
    notifyGuidanceUpdates: userGuidancePolicy.notifyUpdates(actor),
  };
}
