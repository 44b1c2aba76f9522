import type { TAppealAction } from './appeal-states.ts';
import type { TAssessmentAction } from './assessment-states.ts';
import type { TEngagementAction } from './lifecycle-states.ts';

/** The kinds of record an audit event is about (audit_events.entity_type). */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'company',
  'department',
  'engaged_entity',
  'engagement',
  'assessment',
  'maintenance_window',
  'export',
  'agency',
  'appeal',
  'company_feature',
  'csv_import',
  'user_guidance',
  'ruleset_impact',
  'webhook_endpoint',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Every action the server records in the audit log, with the kind of record it is about. The
 * server's `recordAudit` accepts only these names (a typo fails the type check); the engagement
 * history and the email changelog screens read their labels and filters from here.
 */
export const AUDIT_ACTIONS = {
  // people: accounts and their lifecycle
  'user.invited': 'user',
  'user.invitation_resent': 'user',
  'user.invitation_accepted': 'user',
  'user.invitation_rejected': 'user',
  'user.invitation_withdrawn': 'user',
  'user.invitation_confirmed': 'user',
  'user.registered': 'user',
  'user.archived': 'user',
  'user.restored': 'user',
  'user.deleted': 'user',
  'user.updated': 'user',
  'user.role_changed': 'user',
  'user.am_role_changed': 'user',
  'user.provider_admin_granted': 'user',
  'user.provider_admin_revoked': 'user',
  'user.avatar_changed': 'user',
  'user.avatar_removed': 'user',
  'user.phone_code_sent': 'user',
  'user.phone_changed': 'user',
  'user.terms_accepted': 'user',
  'user.onboarding_step_completed': 'user',
  'user.onboarding_completed': 'user',
  'user.sso_linked': 'user',
  // people: sign-in and credentials
  'user.login': 'user',
  'user.logout': 'user',
  'user.locked_out': 'user',
  'user.password_changed': 'user',
  'user.password_recovered': 'user',
  'user.password_reset_forced': 'user',
  'user.authorization_failed': 'user',
  'auth.refresh_reuse': 'user',
  'api_key.generated': 'user',
  'api_key.rotated': 'user',
  'api_key.revoked': 'user',
  // companies
  'company.created': 'company',
  'company.subsidiary_created': 'company',
  'company.activated': 'company',
  'company.updated': 'company',
  'company.holding_updated': 'company',
  'company.manager_changed': 'company',
  'company.admin_invited': 'company',
  'company.archived': 'company',
  'company.restored': 'company',
  'company.deleted': 'company',
  'department.created': 'department',
  'department.updated': 'department',
  'department.deleted': 'department',
  // engagements and assessments
  'engaged_entity.created': 'engaged_entity',
  'engagement.created': 'engagement',
  'engagement.seat_changed': 'engagement',
  // engagement lifecycle (ENGAGEMENT_TRANSITIONS, through the server's transitionEngagement)
  'engagement.convert': 'engagement',
  'engagement.end': 'engagement',
  'engagement.archive': 'engagement',
  'engagement.restore': 'engagement',
  'engagement.delete': 'engagement',
  'engagement.change_dates': 'engagement',
  'engagement.transform': 'engagement',
  /** PUT engagements/{id}: department, service, value, agency or reference changed. */
  'engagement.updated': 'engagement',
  /** A new engagement copied from another (duplicatedEngagementId). */
  'engagement.duplicated': 'engagement',
  'assessment.created': 'assessment',
  'assessment.start': 'assessment',
  'assessment.submit': 'assessment',
  'assessment.approve': 'assessment',
  'assessment.return': 'assessment',
  'assessment.start_update': 'assessment',
  'assessment.resubmit': 'assessment',
  'assessment.archive': 'assessment',
  'interview.answered': 'assessment',
  'assessment.report_requested': 'assessment',
  'assessment.report_generated': 'assessment',
  'assessment.report_failed': 'assessment',
  'interview.answer_edited': 'assessment',
  'interview.answer_confirmed': 'assessment',
  'interview.unchanged_answers_confirmed': 'assessment',
  /** "Confirmed by both client and worker" set (or withdrawn) from the worker's account at submission. */
  'interview.evidence_derived': 'assessment',
  // the worker's own account (modules/worker-account; actor null when the worker answers)
  'worker_account.invited': 'assessment',
  'worker_account.answered': 'assessment',
  'worker_account.difference_resolved': 'assessment',
  'assessment.comment_created': 'assessment',
  'assessment.comment_updated': 'assessment',
  'assessment.comment_submitted': 'assessment',
  'assessment.version_seen': 'assessment',
  'assessment.presentation_seen': 'assessment',
  'assessment.due_date_changed': 'assessment',
  'assessment.answerer_changed': 'assessment',
  'assessment.approver_changed': 'assessment',
  'assessment.answerer_accepted': 'assessment',
  /** A reminder email (opens, due soon, overdue, reassessment due) was sent; also its dedupe record. */
  'assessment.reminder_sent': 'assessment',
  'contractor_report.sent': 'engagement',
  'contractor_report.resent': 'engagement',
  /** A failed email (blocked, bounce, dropped) sent again, to a corrected address (email tracker). */
  'email.resent': 'engagement',
  // assessment lifecycle (reassessment, continuous employment, rejection, pre-assessment)
  'assessment.reject': 'assessment',
  'assessment.close': 'assessment',
  'assessment.reassessment_started': 'assessment',
  'assessment.continuous_employment_started': 'assessment',
  'interview.reset': 'assessment',
  'interview.synchronized': 'assessment',
  'engagement.converted': 'engagement',
  // engagement documents and contract changes (recorded against the engagement)
  'document.added': 'engagement',
  'document.deleted': 'engagement',
  'document.commented': 'engagement',
  'contract_change.requested': 'engagement',
  'contract_change.fulfilled': 'engagement',
  'contract_change.seen': 'engagement',
  'contract_change.reassessment_linked': 'engagement',
  // off-payroll scope of a client group and an engagement's supply chain (docs/off-payroll-liability.md)
  'off_payroll.profile_updated': 'company',
  'off_payroll.financial_year_created': 'company',
  'off_payroll.financial_year_updated': 'company',
  'off_payroll.financial_year_deleted': 'company',
  'off_payroll.financial_year_confirmed': 'company',
  'off_payroll.financial_years_imported': 'company',
  /** The recorded scope of a tax year changed (in or out, or its basis) after its figures changed. */
  'off_payroll.scope_decided': 'company',
  'engagement.chain_updated': 'engagement',
  'engagement.sds_receipt_recorded': 'engagement',
  'engagement.reasonable_care_recorded': 'engagement',
  // platform
  'maintenance.planned': 'maintenance_window',
  'maintenance.cancelled': 'maintenance_window',
  // a new questionnaire or rule set re-determined every live result (rule-set impact report)
  'ruleset_impact.completed': 'ruleset_impact',
  'export.created': 'export',
  // engaged entities and individuals, agencies (an individual's events are its entity's)
  'engaged_entity.updated': 'engaged_entity',
  'engaged_entity.archived': 'engaged_entity',
  'engaged_entity.restored': 'engaged_entity',
  'engaged_entity.deleted': 'engaged_entity',
  'engaged_entity.individual_added': 'engaged_entity',
  'engaged_entity.individual_updated': 'engaged_entity',
  'engaged_entity.individual_email_changed': 'engaged_entity',
  'agency.created': 'agency',
  'agency.updated': 'agency',
  'agency.deleted': 'agency',
  'agency.email_changed': 'agency',
  // appeals: the worker's side through the link (actor null)
  'appeal.start': 'appeal',
  'appeal.submit_to_manager': 'appeal',
  'appeal.contractor_email_changed': 'appeal',
  'appeal.comment_created': 'appeal',
  'appeal.comment_updated': 'appeal',
  'appeal.comment_attachments_added': 'appeal',
  'appeal.comment_attachments_detached': 'appeal',
  /** The statement email to the worker carried an appeal link (a new appeal, or a new key). */
  'appeal.link_issued': 'appeal',
  /** A not-yet-started appeal whose statement a newer one replaced (APPEAL_TRANSITIONS outdate). */
  'appeal.outdate': 'appeal',
  // appeals (APPEAL_TRANSITIONS, through the server's transitionAppeal; and the manager's edits)
  'appeal.created': 'appeal',
  'appeal.recorded': 'appeal',
  'appeal.submit_to_contractor': 'appeal',
  'appeal.close_rejected': 'appeal',
  'appeal.close_accepted': 'appeal',
  'appeal.complete_reassessment': 'appeal',
  'appeal.reopen': 'appeal',
  'appeal.disable': 'appeal',
  'appeal.manager_changed': 'appeal',
  'appeal.mail_resent': 'appeal',
  'appeal.reminder_sent': 'appeal',
  'appeal.new_sds_sent': 'appeal',
  // feature subscriptions (modules/features)
  'feature.activated': 'company_feature',
  'feature.extended': 'company_feature',
  'feature.auto_renewal_changed': 'company_feature',
  'feature.deactivated': 'company_feature',
  'feature.renewed': 'company_feature',
  'feature.ended': 'company_feature',
  'feature.expiry_warned': 'company_feature',
  // appeal management (modules/appeal-management)
  'company.lead_appeal_manager_changed': 'company',
  'company.appeals_reassigned': 'company',
  // CSV imports (modules/csv-import): queued, its outcome; each record it makes has its own event too
  'csv_import.queued': 'csv_import',
  'csv_import.completed': 'csv_import',
  'csv_import.failed': 'csv_import',
  'csv_import.cancelled': 'csv_import',
  // the company report (modules/company-reports): asked, built by the job, failed, removed
  'company.report_requested': 'company',
  'company.report_created': 'company',
  'company.report_failed': 'company',
  'company.report_deleted': 'company',
  // user guidance (modules/user-guidance)
  'user_guidance.added': 'user_guidance',
  'user_guidance.deleted': 'user_guidance',
  'user_guidance.seen': 'user_guidance',
  // webhook endpoints of a client group (modules/webhooks)
  'webhook.created': 'webhook_endpoint',
  'webhook.updated': 'webhook_endpoint',
  'webhook.deleted': 'webhook_endpoint',
  'webhook.secret_rotated': 'webhook_endpoint',
  'webhook.test_sent': 'webhook_endpoint',
} as const satisfies Record<string, TAuditEntityType> &
  Record<`assessment.${TAssessmentAction}`, 'assessment'> &
  Record<`engagement.${TEngagementAction}`, 'engagement'> &
  Record<`appeal.${TAppealAction}`, 'appeal'>;

export type TAuditAction = keyof typeof AUDIT_ACTIONS;
/** The entity type an action is recorded against. */
export type TAuditEntityOf<A extends TAuditAction> = (typeof AUDIT_ACTIONS)[A];

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as TAuditAction[];

export function isAuditAction(name: string): name is TAuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, name);
}

/** The actions recorded against one kind of record (e.g. the filter of a history screen). */
export function auditActionsOf(entityType: TAuditEntityType): TAuditAction[] {
  return AUDIT_ACTION_NAMES.filter((a) => AUDIT_ACTIONS[a] === entityType);
}

/** The audit action of an assessment transition. */
export const assessmentAuditAction = (action: TAssessmentAction): `assessment.${TAssessmentAction}` =>
  `assessment.${action}`;
