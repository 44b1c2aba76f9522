import type {
  TAffiliation,
  TApiKey,
  TAppealManagementSettings,
  TAssessment,
  TAssessmentPage,
  TAssessmentReports,
  TAssessmentVersions,
  TAuthorizationToken,
  TCompany,
  TCompanyFeature,
  TCompanyFeaturePage,
  TCompanyPage,
  TContractorReportHistory,
  TContractorReportLink,
  TCreatedClient,
  TCurrentQuestion,
  TEngagedEntity,
  TEngagement,
  TEngagementPage,
  TFeatureStatistics,
  TGtManager,
  TInterviewQuestion,
  TLoginResponse,
  TLogoutResponse,
  TMaintenanceStatus,
  TOnboardingState,
  TOption,
  TPermissionsCheck,
  TPreviousAssessments,
  TRecentFeatures,
  TRegistrationInfo,
  TResultsBySections,
  TSector,
  TSsoRedirectLink,
  TThread,
  TThreadSeen,
  TTransferManagedCompaniesResult,
  TUser,
  TUserOption,
  TUserPage,
  TVerificationDelivery,
  TVersionChanges,
} from '@statera/shared';

/**
 * What each endpoint the web tests call answers, by "METHOD /path" with `:name` parameters, typed
 * by the @statera/shared response types the server serialises through: a handler answering a shape
 * the schema no longer has fails the type check. Add an endpoint here when a test needs it.
 * (`null`: the endpoint answers 204 No Content.)
 */
export interface Endpoints {
  'GET /api/features': TCompanyFeaturePage;
  'GET /api/features/statistics': TFeatureStatistics;
  'GET /api/companies/:id/features': TCompanyFeaturePage;
  'GET /api/companies/:id/recent-features': TRecentFeatures;
  'POST /api/companies/:id/features/:featureId': TCompanyFeature;
  'PUT /api/companies/:id/features/:featureId': TCompanyFeature;
  'PUT /api/companies/:id/features/:featureId/deactivate': TCompanyFeature;
  'GET /api/companies/:id/appeal-management/settings': TAppealManagementSettings;
  'PUT /api/companies/:id/lead-appeal-manager': TAppealManagementSettings;
  'PUT /api/companies/:id/appeal-manager': TAppealManagementSettings;
  'POST /api/companies/:id/appeal-managers': TAppealManagementSettings;
  'DELETE /api/companies/:id/appeal-managers/:userId': TAppealManagementSettings;
  'GET /api/users': TUserPage;
  'GET /api/users/:id': TUser;
  'PUT /api/users/:id': TUser;
  'GET /api/users/:id/permissions': TPermissionsCheck;
  'PUT /api/users/:id/accept-terms': TUser;
  'PUT /api/users/:id/complete-onboarding': TOnboardingState;
  'PUT /api/users/:id/complete-onboarding-step': TOnboardingState;
  'PUT /api/users/:id/roles': unknown;
  'PUT /api/users/:id/am-role': unknown;
  'PUT /api/users/:id/archive': unknown;
  'PUT /api/users/:id/restore': unknown;
  'PUT /api/users/:id/force-password-reset': { updated: number };
  'PUT /api/users/:id/promote-gt': unknown;
  'PUT /api/users/:id/managed-companies': TTransferManagedCompaniesResult;
  'POST /api/users/archive': { archived: number };
  'POST /api/users/force-password-reset': { updated: number };
  'POST /api/client-users': unknown;
  'POST /api/gt-users': unknown;
  'GET /api/gt-user-options': TUserOption[];
  'POST /api/authorization-tokens': TAuthorizationToken;
  'POST /api/users/:id/password-years-validation': { valid: boolean };
  'POST /api/api-key': TApiKey;

  'GET /api/companies': TCompanyPage;
  'POST /api/companies': TCreatedClient;
  'GET /api/companies/:id': TCompany;
  'PUT /api/companies/:id': TCompany;
  'PUT /api/companies/:id/holding': TCompany;
  'GET /api/companies/:id/users': TUserPage;
  'GET /api/companies/:id/user-options': TUserOption[];
  'GET /api/companies/:id/check-user-affiliation': TAffiliation;
  'GET /api/companies/:id/departments': TOption[];
  'PUT /api/companies/:id/departments': TOption[];
  'GET /api/companies/:id/engaged-entities': TEngagedEntity[];
  'POST /api/companies/:id/engaged-entities': TEngagedEntity;
  'GET /api/companies/:id/agencies-select-options': TOption[];
  'PUT /api/departments/:id/delete': null;
  'GET /api/company-options': TOption[];
  'GET /api/sectors': TSector[];
  'GET /api/gt-managers': TGtManager[];

  'GET /api/my-engagements': TEngagementPage;
  'POST /api/engagements': TEngagement;
  'GET /api/engagements/:id/contractor-report-history-mails': TContractorReportHistory;
  'POST /api/engagements/:id/send-contractor-report': TContractorReportHistory;
  'PUT /api/resend-contractor-report': TContractorReportHistory;
  'GET /api/contractor-reports/:key': TContractorReportLink;
  'GET /api/download-contractor-report': Blob;
  'PUT /api/assessments/:id/approve': TAssessment;
  'PUT /api/assessments/:id/return-to-review': TAssessment;
  'GET /api/assessments/:id': TAssessment;
  'PUT /api/assessments/:id/reports': TAssessmentReports;
  'GET /api/assessments/:id/report': Response;
  'GET /api/assessment-checklist': Response;
  'GET /api/assessments/:id/versions': TAssessmentVersions;
  'GET /api/assessments/:id/version-changes': TVersionChanges;
  'GET /api/assessments/:id/results-by-sections': TResultsBySections;
  'PUT /api/assessments/:id/mark-version-as-seen': TAssessment;
  'POST /api/assessments/:id/comments': TAssessment;
  'PUT /api/assessments/:id/comments/:commentId': TAssessment;
  'POST /api/threads/:id/comments': TThread;
  'PUT /api/threads/:id/mark-as-seen': TThreadSeen;
  'GET /api/interviews/:id/currentQuestion': TCurrentQuestion;
  'GET /api/interviews/:id/question': TInterviewQuestion;
  'GET /api/interviews/:id/questions': { questions: TInterviewQuestion[] };
  'POST /api/interviews/:id/answers': TCurrentQuestion;
  'PUT /api/interview-questions/:id/confirm': TInterviewQuestion;
  'GET /api/users/:id/assessments': TAssessmentPage;
  'PUT /api/assessments/:id/due-date': TAssessment;
  'PUT /api/assessments/:id/answerer': TAssessment;
  'PUT /api/assessments/:id/approver': TAssessment;
  'PUT /api/assessments/:id/accept-answerer': TAssessment;
  'PUT /api/assessments/:id/reject': TAssessment;
  'PUT /api/assessments/:id/start-reassessment': TAssessment;
  'PUT /api/assessments/:id/close-reassessment': TAssessment;
  'PUT /api/assessments/:id/start-continuous-employment': TAssessment;
  'GET /api/engagements/:id/previous-assessments': TPreviousAssessments;
  'PUT /api/engagements/:id/convert': TEngagement;

  'POST /api/login': TLoginResponse;
  'POST /api/logout': TLogoutResponse | null;
  'POST /api/sso-login/:token': TLoginResponse;
  // The invitation: an anonymous route sharing only its URL shape with GET /api/users/:id.
  'GET /api/users/:token': TRegistrationInfo;
  'POST /api/users/:token': TLoginResponse;
  'PUT /api/users/:token/confirm': TLoginResponse;
  'POST /api/verification-code': TLoginResponse;
  'POST /api/resend-verification-code-email': TVerificationDelivery;
  'POST /api/password-tokens/:token/password-years-validation': { valid: boolean };
  'PUT /api/password-reset-tokens/:token/password': null;
  'GET /api/sso-redirect-link': TSsoRedirectLink;

  'GET /api/maintenance': TMaintenanceStatus;
}

export type Route = keyof Endpoints;
