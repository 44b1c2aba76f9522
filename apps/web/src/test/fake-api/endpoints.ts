import type {
  TAffiliation,
  TAgency,
  TAgencyPage,
  TApiKeySummary,
  TAppeal,
  TAppealAttachmentToken,
  TAppealComment,
  TAppealMail,
  TAppealManagementSettings,
  TAppealPage,
  TAssessment,
  TAssessmentPage,
  TAssessmentReports,
  TAssessmentVersions,
  TAuthorizationToken,
  TCompany,
  TCompanyFeature,
  TCompanyFeaturePage,
  TCompanyPage,
  TCompanyReport,
  TContractorAppeal,
  TContractorReportHistory,
  TContractorReportLink,
  TCreatedApiKey,
  TCreatedClient,
  TCreatedUserGuidances,
  TCurrentQuestion,
  TEmailChangelogList,
  TEmailTracker,
  TEngagedEntity,
  TEngagedEntityDetail,
  TEngagedEntityPage,
  TEngagedIndividualDetail,
  TEngagement,
  TEngagementHistory,
  TEngagementLiability,
  TEngagementPage,
  TFeatureStatistics,
  TGtManager,
  TInterviewQuestion,
  TLoginResponse,
  TLogoutResponse,
  TMaintenanceStatus,
  TMaintenanceWindow,
  TOnboardingState,
  TOption,
  TPermissionsCheck,
  TPhoneCodeSent,
  TPreviousAssessments,
  TRecentFeatures,
  TRegistrationInfo,
  TRelatedAssessmentPage,
  TRelatedEngagementPage,
  TResultsBySections,
  TSector,
  TSsoRedirectLink,
  TThread,
  TThreadSeen,
  TTransferManagedCompaniesResult,
  TUnseenUserGuidances,
  TUpdateEmailResult,
  TUser,
  TUserGuidanceDetail,
  TUserGuidancePage,
  TUserOption,
  TUserPage,
  TVerificationDelivery,
  TVersionChanges,
  TWebhookEndpointList,
  TWebhookEndpointWithSecret,
} from '@statera/shared';
import type { OpenApiDocument } from '../../features/api-access/openapi.ts';
import type { DocumentEndpoints } from './document-endpoints.ts';

/**
 * What each endpoint the web tests call answers, by "METHOD /path" with `:name` parameters, typed
 * by the @statera/shared response types the server serialises through: a handler answering a shape
 * the schema no longer has fails the type check. Add an endpoint here when a test needs it.
 * (`null`: the endpoint answers 204 No Content.)
 */
export interface Endpoints extends DocumentEndpoints {
  'GET /api/documentation/public': OpenApiDocument;
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
  'GET /api/users/:id/engagements': TEngagementPage;
  'PUT /api/users/:id/engagements': { swapped: number };
  'POST /api/users/archive': { archived: number };
  'POST /api/users/force-password-reset': { updated: number };
  'POST /api/client-users': unknown;
  'POST /api/gt-users': unknown;
  'GET /api/gt-user-options': TUserOption[];
  'POST /api/authorization-tokens': TAuthorizationToken;
  'POST /api/users/:id/password-years-validation': { valid: boolean };
  'POST /api/users/:id/phone-code': TPhoneCodeSent;
  'GET /api/api-keys': TApiKeySummary[];
  'POST /api/api-keys': TCreatedApiKey;
  'POST /api/api-keys/:id/rotate': TCreatedApiKey;
  'DELETE /api/api-keys/:id': null;

  'GET /api/companies': TCompanyPage;
  'POST /api/companies': TCreatedClient;
  'GET /api/companies/:id': TCompany;
  'PUT /api/companies/:id': TCompany;
  'PUT /api/companies/:id/holding': TCompany;
  'GET /api/companies/:id/webhooks': TWebhookEndpointList;
  'POST /api/companies/:id/webhooks': TWebhookEndpointWithSecret;
  'GET /api/companies/:id/users': TUserPage;
  'GET /api/companies/:id/user-options': TUserOption[];
  'GET /api/companies/:id/check-user-affiliation': TAffiliation;
  'GET /api/companies/:id/departments': TOption[];
  'PUT /api/companies/:id/departments': TOption[];
  'GET /api/companies/:id/engaged-entities': TEngagedEntity[];
  'POST /api/companies/:id/engaged-entities': TEngagedEntity;
  'GET /api/companies/:id/agencies-select-options': TOption[];
  'GET /api/companies/:id/engaged-individual-roles': string[];
  'PUT /api/departments/:id/delete': null;
  'GET /api/company-options': TOption[];
  'GET /api/sectors': TSector[];
  'GET /api/gt-managers': TGtManager[];

  'GET /api/my-engagements': TEngagementPage;
  'POST /api/engagements': TEngagement;
  'GET /api/engagements/:id/contractor-report-history-mails': TContractorReportHistory;
  'POST /api/engagements/:id/send-contractor-report': TContractorReportHistory;
  'PUT /api/resend-contractor-report': TContractorReportHistory;
  'GET /api/engagements/:id/notifications': TEmailTracker;
  'GET /api/email-changelogs': TEmailChangelogList;
  'POST /api/engagements/:id/email-messages/:messageId/resend': TEmailTracker;
  'GET /api/contractor-reports/:key': TContractorReportLink;
  'GET /api/download-contractor-report': Blob;
  // The worker's appeal (public, by link key; file URLs by attachment token)
  'GET /api/appeals/key/:key': TContractorAppeal;
  'PUT /api/appeals/:key/start': TContractorAppeal;
  'POST /api/appeals/key/:key/comments': TAppealComment;
  'PUT /api/appeals/key/:key/comments/:commentId': TAppealComment;
  'PUT /api/appeals/key/:key/comments/:commentId/attachments': TAppealComment;
  'PUT /api/appeals/key/:key/comments/:commentId/attachments/detach': TAppealComment;
  'PUT /api/appeals/:key/thread-seen': null;
  'PUT /api/appeals/:key/submit-to-manager': TContractorAppeal;
  'PUT /api/appeals/key/:key/contractor': TContractorAppeal;
  'GET /api/appeals/:key/attachment-token': TAppealAttachmentToken;
  'GET /api/appeals/:key/assessment-report': Response;
  'GET /api/appeals/:key/attachments/:attachmentId': Response;
  'GET /api/appeals/:key/comments/:commentId/files': Response;
  'PUT /api/assessments/:id/submit': TAssessment;
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
  'POST /api/interviews/:id/confirm-unchanged': TCurrentQuestion;
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
  'GET /api/engagements/:id': TEngagement;
  'GET /api/engagements/:id/liability': TEngagementLiability;
  'PUT /api/engagements/:id': TEngagement;
  'PUT /api/engagements/:id/archive': TEngagement;
  'PUT /api/engagements/:id/restore': TEngagement;
  'PUT /api/engagements/:id/dates': TEngagement;
  'PUT /api/engagements/:id/transform': TEngagement;
  'DELETE /api/engagements/:id/delete': null;
  'GET /api/engagements/:id/history': TEngagementHistory;
  'GET /api/companies/:id/engagements': TEngagementPage;

  'GET /api/users/:id/appeals': TAppealPage;
  'GET /api/engagements/:id/appeals': TAppealPage;
  'GET /api/appeals/:id': TAppeal;
  'POST /api/appeals': TAppeal;
  'PUT /api/appeals/:id/close': TAppeal;
  'PUT /api/appeals/:id/reopen': TAppeal;
  'PUT /api/appeals/:id/submit-to-contractor': TAppeal;
  'PUT /api/appeals/:id/manager': TAppeal;
  'PUT /api/appeals/:id/contractor': TAppeal;
  'POST /api/appeals/:id/comments': TAppealComment | TAppeal;
  'PUT /api/appeals/:id/comments/:commentId': TAppealComment | TAppeal;
  'DELETE /api/appeals/:id/comments/:commentId': TAppeal;
  'GET /api/appeals/:id/comments/:commentId/attachments/:attachmentId': Response;
  'PUT /api/appeals/:id/comments/:commentId/attachments': TAppealComment | TAppeal;
  'PUT /api/appeals/:id/comments/:commentId/attachments/detach': TAppealComment | TAppeal;
  'POST /api/appeals/:id/management-comments': TAppealComment | TAppeal;
  'PUT /api/appeals/:id/management-comments/:commentId': TAppealComment | TAppeal;
  'DELETE /api/appeals/:id/management-comments/:commentId': TAppeal;
  'GET /api/appeal/:id/history-mails': TAppealMail[];
  'POST /api/appeal/:id/mail/:mailId/resend': TAppealMail[];

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
  'GET /api/maintenance-windows': TMaintenanceWindow[];

  // engaged entities (/intermediaries) and agencies
  'GET /api/users/:id/engaged-entities': TEngagedEntityPage;
  'GET /api/engaged-entities/:id': TEngagedEntityDetail;
  'PUT /api/engaged-entities/:id': TEngagedEntityDetail;
  'PUT /api/engaged-entities/:id/archive': TEngagedEntityDetail;
  'PUT /api/engaged-entities/:id/restore': TEngagedEntityDetail;
  'DELETE /api/engaged-entities/:id': null;
  'GET /api/engaged-entities/:id/engagements': TRelatedEngagementPage;
  'GET /api/engaged-entities/:id/assessments': TRelatedAssessmentPage;
  'GET /api/engaged-entities/:id/appeals': unknown;
  'POST /api/engaged-entities/:id/engaged-individuals': TEngagedIndividualDetail;
  'PUT /api/engaged-individual/:id': TEngagedIndividualDetail;
  'PUT /api/engaged-individuals/:id/update-email': TUpdateEmailResult;
  'GET /api/my-agencies': TAgencyPage;
  'POST /api/companies/:id/agencies': TAgency;
  'GET /api/agencies/:id': TAgency;
  'PUT /api/agencies/:id': TAgency;
  'DELETE /api/agencies/:id': null;
  'PUT /api/agencies/:id/update-email': TUpdateEmailResult;
  'GET /api/agencies/:id/engagements': TRelatedEngagementPage;

  // the company report and user guidance
  'POST /api/companies/:id/report': TCompanyReport;
  'GET /api/companies/:id/report': TCompanyReport;
  'DELETE /api/companies/:id/report': null;
  'GET /api/user-guidances': TUserGuidancePage;
  'POST /api/user-guidances': TCreatedUserGuidances;
  'GET /api/user-guidances/unseen': TUnseenUserGuidances;
  'GET /api/user-guidances/:id': TUserGuidanceDetail;
  'DELETE /api/user-guidances/:id': null;
}

export type Route = keyof Endpoints;
