/** Error keys the server answers with (spec §8); the web translates them. */
export const ERROR_KEYS = {
  validation: 'errors.validationFailed',
  unauthorized: 'errors.unauthorized',
  wrongCredentials: 'errors.wrongEmailOrPassword',
  tokenInvalid: 'errors.tokenInvalid',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  conflict: 'errors.conflict',
  invalidTransition: 'errors.invalidStateTransition',
  tooManyRequests: 'errors.tooManyRequests',
  payloadTooLarge: 'errors.payloadTooLarge',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  /** A known API path called with a method it does not take (405, with Allow). */
  methodNotAllowed: 'errors.methodNotAllowed',
  internal: 'errors.internal',
  notApproverOrSpecialist: 'errors.userIsNotApproverOrSpecialist',
  invalidCompany: 'errors.invalidCompany',
  assessmentNotOpen: 'errors.assessmentNotOpen',
  interviewIncomplete: 'errors.interviewIncomplete',
  questionNotInPath: 'errors.questionNotInPath',
  /** A submitted comment cannot go back to being a draft. */
  commentAlreadySubmitted: 'errors.commentAlreadySubmitted',
  /** Only an answered question can be changed or confirmed (answer the current one with POST answers). */
  questionNotAnswered: 'errors.questionNotAnswered',
  /** The answers read for "confirm the unchanged answers" no longer come next (the interview moved on). */
  unchangedAnswersMoved: 'errors.unchangedAnswersMoved',
  /** The assessment has no submitted version (nothing to show or mark as seen). */
  noSuchVersion: 'errors.noSuchVersion',
  invalidAnswer: 'errors.invalidAnswer',
  serviceUnavailable: 'errors.serviceUnavailable',
  /** Users admin: the password given to confirm an action is wrong. */
  wrongPassword: 'errors.wrongPassword',
  /** A sensitive change needs a fresh X-Authorization-Token (POST /api/authorization-tokens). */
  authorizationRequired: 'errors.authorizationRequired',
  smsCodeInvalid: 'errors.smsCodeInvalid',
  /** The SMS provider did not take the message (down, slow, refusing our credentials): 503 with Retry-After. */
  smsUnavailable: 'errors.smsUnavailable',
  /** The SMS provider refused the number (not in international format, not a mobile, not reachable). */
  phoneNotTextable: 'errors.phoneNotTextable',
  userAssignedToAnotherCompany: 'errors.userAssignedToAnotherCompany',
  emailNotFoundOrUserNotActive: 'errors.emailNotFoundOrUserNotActive',
  emailTaken: 'errors.emailTaken',
  /** PUT users/{id}: the spec's photoId/photoParams/originalPhotoId; the picture goes to PUT users/{id}/avatar. */
  photoThroughAvatar: 'errors.photoThroughAvatar',
  /** PUT users/{id}: the spec's roleIds; a role changes through PUT users/{id}/roles. */
  rolesThroughRoleChange: 'errors.rolesThroughRoleChange',
  /** PUT users/{id}: a person's company is fixed (docs/decisions/spec-names-and-fields.md). */
  companyCannotChange: 'errors.companyCannotChange',
  /** Bulk archive refused: some users hold seats on active engagements or assessments. */
  usersHaveAssignedRoles: 'errors.usersHaveAssignedRoles',
  cannotArchiveYourself: 'errors.cannotArchiveYourself',
  /** The company's only admin cannot be archived, deleted or degraded without a replacement. */
  lastAdmin: 'errors.lastAdmin',
  /** Promoting a user needs the current admin's new role (oldAdminNewRole). */
  oldAdminNewRoleRequired: 'errors.oldAdminNewRoleRequired',
  /** The user holds seats the new role cannot hold: give emailToSwap. */
  swapRequired: 'errors.swapRequired',
  /** Only a client admin may be specialist and approver on one engagement. */
  seatConflict: 'errors.onlyClientAdminCanHoldBothSeats',
  roleChangeNotAllowed: 'errors.roleChangeNotAllowed',
  cannotActivateUserInInactiveCompany: 'errors.cannotActivateUserInInactiveCompany',
  leadReplacementRequired: 'errors.leadAppealManagerReplacementRequired',
  fileExtensionUnsupported: 'errors.fileExtensionUnsupported',
  fileTooBig: 'errors.fileTooBig',
  /** Uploads: more files than the endpoint takes (spec §8 "too many files"). */
  tooManyFiles: 'errors.tooManyFiles',
  /** Uploads: a file name over 190 characters (spec §9), or none. */
  fileNameTooLong: 'errors.fileNameTooLong',
  fileEmpty: 'errors.fileEmpty',
  /** Uploads: the multipart body could not be read (spec §8 "file could not be loaded"). */
  fileCouldNotBeLoaded: 'errors.fileCouldNotBeLoaded',
  /** The worker's appeal: as many unsent drafts as ABUSE_LIMITS allow (409). */
  appealDraftLimit: 'errors.appealDraftLimit',
  /** The worker's appeal: as many comments as ABUSE_LIMITS allow (409). */
  appealCommentLimit: 'errors.appealCommentLimit',
  /** The worker's appeal: as many files, or bytes, as ABUSE_LIMITS allow (409). */
  appealFileLimit: 'errors.appealFileLimit',
  /** A statement was sent to this address for this engagement as often as allowed within 24 hours (429). */
  recipientEmailLimit: 'errors.recipientEmailLimit',
  /** The user exists (and is visible) but has no avatar. */
  avatarNotFound: 'errors.avatarNotFound',
  /** Invitations: some addresses are invalid or used (listed in errors.invalidEmails / errors.usedEmails). */
  invalidEmails: 'errors.invalidEmails',
  /** Registration: the email is not the invited one. */
  emailMismatch: 'errors.emailMismatch',
  companyTaxNumberExists: 'errors.companyTaxNumberExists',
  /** The company is awaiting activation or archived, so the action cannot happen yet. */
  companyNotActive: 'errors.companyNotActive',
  /** invite-client-admin: the company already has an active admin (transfer the role instead). */
  companyHasActiveAdmin: 'errors.companyHasActiveAdmin',
  numberMustBeUnique: 'errors.numberMustBeUnique',
  /** Registration refused: the invited address has an account; confirm with its password instead. */
  accountExists: 'errors.accountExists',
  /** accept/reject/resend an invitation that is not in the needed state. */
  invitationNotPending: 'errors.invitationNotPending',
  /** 503 during a maintenance window. */
  maintenance: 'errors.maintenance',
  /** Companies admin: a name already used in the company (departments). */
  nameMustBeUnique: 'errors.nameMustBeUnique',
  /** A company with engagements cannot be deleted (archive it instead). */
  companyHasEngagements: 'errors.companyHasEngagements',
  /** People of the company hold seats on live engagements of companies that stay active. */
  companyUsersHoldSeats: 'errors.companyUsersHoldSeats',
  /** A department used by active engagements cannot be deleted. */
  departmentInUse: 'errors.departmentInUse',
  /** The assessment has no Status Determination Statement (or no such version). */
  reportNotFound: 'errors.reportNotFound',
  /** The SDS version is still being generated, or its generation failed. */
  reportNotReady: 'errors.reportNotReady',
  /** An SDS is issued only for an approved assessment. */
  assessmentNotApproved: 'errors.assessmentNotApproved',
  /** A subsidiary cannot be restored while its client is archived. */
  parentCompanyArchived: 'errors.parentCompanyArchived',
  /** A client's manager must be an active provider user. */
  managerMustBeProviderUser: 'errors.managerMustBeProviderUser',
  /** A blocked permission name that is not in the permission catalogue. */
  unknownPermission: 'errors.unknownPermission',
  /** Promote/revoke provider admin or hand over clients: the person is not in the needed role. */
  notProviderStaff: 'errors.notProviderStaff',
  /** A provider admin cannot take away their own admin rights (someone else must). */
  cannotRevokeYourself: 'errors.cannotRevokeYourself',
  /** The terms version accepted is not the one in force (reload and read them again). */
  termsVersionOutdated: 'errors.termsVersionOutdated',
  /** Single sign-on did not complete (provider error, wrong state, invalid id_token). */
  ssoFailed: 'errors.ssoFailed',
  /** The provider's identity matches no active account this provider may sign in. */
  ssoNoAccount: 'errors.ssoNoAccount',
  /** A seat change names an archived user (spec §8 "archived user email": give a new user's email). */
  archivedUserEmail: 'errors.archivedUserEmail',
  /** A new due date must not be in the past. */
  dateInPast: 'errors.dateInPast',
  /** The assessment's new specialist must first accept the previous specialist's answers. */
  answererNotAccepted: 'errors.answererNotAccepted',
  /** Send contractor report: the engagement has no approved assessment with a generated statement. */
  noContractorReport: 'errors.noContractorReport',
  /** Send contractor report: no worker, agency or extra address to send to. */
  noContractorReportRecipients: 'errors.noContractorReportRecipients',
  /** Contractor report download: the 8-digit code is wrong (spec §8 "invalid individual code"). */
  invalidIndividualCode: 'errors.invalidIndividualCode',
  /** Contractor report download: too many wrong codes, the link is locked for a while. */
  individualCodeLocked: 'errors.individualCodeLocked',
  // assessment lifecycle
  /** The typed rejection confirmation is not "Reject". */
  rejectConfirmation: 'errors.rejectConfirmation',
  /** Only the engagement's current assessment can start what comes after it. */
  notCurrentAssessment: 'errors.notCurrentAssessment',
  /** The group's continuous-employed setting is off. */
  continuousEmploymentDisabled: 'errors.continuousEmploymentDisabled',
  /** A preliminary engagement converts only once its pre-assessment is approved. */
  preAssessmentNotApproved: 'errors.preAssessmentNotApproved',
  /** The company's subscription to the feature this action needs is not active (spec §4 features). */
  featureNotActive: 'errors.featureNotActive',
  /** An ongoing appeal must be closed first (spec §8 active appeal warning). */
  activeAppeal: 'errors.activeAppeal',
  // engaged entities and agencies
  /** An archived engaged entity of the group has this name: restore it instead (spec §8 archived name clash). */
  archivedNameClash: 'errors.archivedNameClash',
  /** An engaged entity or agency with engagements cannot be deleted (archive the entity instead). */
  hasEngagements: 'errors.hasEngagements',
  /** An agency needs a contact name or an email (spec §8 "must choose or invite an agency person"). */
  agencyPersonRequired: 'errors.agencyPersonRequired',
  /** The engagement named is not one of this individual's or agency's. */
  engagementNotRelated: 'errors.engagementNotRelated',
  /** Edit address and resend: only a blocked, bounced or dropped email (spec §8) can be sent again. */
  emailNotFailed: 'errors.emailNotFailed',
  /** Edit address and resend: the email's body was removed after delivery and cannot be sent again. */
  emailNotResendable: 'errors.emailNotResendable',
  /** The worker must agree to the processing of their data before starting an appeal (spec §8). */
  dataProcessingConsentRequired: 'errors.dataProcessingConsentRequired',
  /** The worker submits to the manager with nothing written since the last submission. */
  appealNothingToSubmit: 'errors.appealNothingToSubmit',
  // the worker's own account and the dispute desk (issue 29)
  /** The worker has already given their account for this assessment: it is a dated statement, never replaced. */
  workerAccountAnswered: 'errors.workerAccountAnswered',
  /** Inviting the worker needs an address: the engaged individual has none and none was given. */
  workerEmailRequired: 'errors.workerEmailRequired',
  /** Approval refused: a difference between the specialist's and the worker's accounts is not resolved. */
  workerDifferencesUnresolved: 'errors.workerDifferencesUnresolved',
  /** Approval refused: the worker's answer was accepted but the submitted answers still differ. */
  workerAnswerNotApplied: 'errors.workerAnswerNotApplied',
  /** "Confirmed by both client and worker" is answered from the worker's account, which has not been received. */
  evidenceNeedsWorkerAccount: 'errors.evidenceNeedsWorkerAccount',
  /** The person who approved the disputed statement may not decide its appeal while someone else can. */
  appealDeciderApprovedStatement: 'errors.appealDeciderApprovedStatement',
  /** Nobody else may decide: the approver decides, and must record why. */
  appealConflictReasonRequired: 'errors.appealConflictReasonRequired',
  // engagement lifecycle
  /** Delete refused: an assessment of the engagement was approved (archive it instead). */
  engagementHasApprovedAssessment: 'errors.engagementHasApprovedAssessment',
  /** PUT dates: only an engagement still in date (contract end not passed) can be extended. */
  engagementNotInDate: 'errors.engagementNotInDate',
  /** New contract dates: the end must not be before today (spec §5). */
  contractEndInPast: 'errors.contractEndInPast',
  /** New contract dates: the end must be after the current assessment's due date (spec §5). */
  contractEndBeforeDueDate: 'errors.contractEndBeforeDueDate',
  /** Transform: the engagement is not a test engagement. */
  notTestEngagement: 'errors.notTestEngagement',
  /** A test engagement never sends a statement to the worker (spec §3). */
  testEngagementNoContractorReport: 'errors.testEngagementNoContractorReport',
  // documents and contract changes
  /** A signed download link whose few minutes have run out (open the document again). */
  attachmentLinkExpired: 'errors.attachmentLinkExpired',
  /** An attachment that is not the caller's own fresh upload, or is already kept as a document. */
  attachmentNotUsable: 'errors.attachmentNotUsable',
  /** Spec §8 "generic upload failure": the file could not be stored. */
  uploadFailed: 'errors.uploadFailed',
  /** Only a requested (not yet fulfilled) contract change can be fulfilled. */
  contractChangeNotRequested: 'errors.contractChangeNotRequested',
  /** An update of the report names no change. */
  contractChangeEmpty: 'errors.contractChangeEmpty',
  /** Features: activating a feature that is already active. */
  featureAlreadyActive: 'errors.featureAlreadyActive',
  /** Features: extending or changing a subscription that has ended (activate it again). */
  featureEnded: 'errors.featureEnded',
  /** Features: extending a feature that has no end (a default feature). */
  featureWithoutEnd: 'errors.featureWithoutEnd',
  /** Features belong to the client (top company); a subsidiary has none of its own. */
  featureOfClientOnly: 'errors.featureOfClientOnly',
  /** Lead appeal manager: another change came first (one lead per company); reload and retry. */
  leadAppealManagerChanged: 'errors.leadAppealManagerChanged',
  // CSV imports (spec §5 CSV rules, §8 CSV row errors; keys in the web's csvImport namespace)
  /** A CSV date that is not DD/MM/YYYY (or no such day). */
  csvDate: 'csvImport.errors.date',
  /** The engaged entity type is not Company, Sole trader or LLP. */
  csvEntityType: 'csvImport.errors.entityType',
  /** A users import's role is not Client user, Specialist or Approver. */
  csvUserRole: 'csvImport.errors.userRole',
  /** The same address appears on more than one row (spec §5 "emails unique within a CSV"). */
  csvDuplicateEmail: 'csvImport.errors.duplicateEmail',
  /** The same name or number appears on more than one row of a clients or subsidiaries file. */
  csvDuplicateValue: 'csvImport.errors.duplicateValue',
  /** A person the file would invite is named as specialist on some rows and approver on others (spec §8 "different roles"). */
  csvDifferentRoles: 'csvImport.errors.differentRoles',
  /** An agency of the group has this name with a different number (spec §8). */
  csvAgencyNumberMismatch: 'csvImport.errors.agencyNumberMismatch',
  /** The file gives one agency name several numbers (spec §8). */
  csvAgencyNumbers: 'csvImport.errors.agencyNumbers',
  /** The agency number belongs to another agency of the group (spec §8 "wrong agency"). */
  csvWrongAgency: 'csvImport.errors.wrongAgency',
  /** An import for one agency names another (spec §8 "file may contain engagements for the current agency only"). */
  csvAgencyOnly: 'csvImport.errors.agencyOnly',
  /** The engaged entity exists in the group with another type. */
  csvEntityTypeMismatch: 'csvImport.errors.entityTypeMismatch',
  /** The engaged entity exists in the group with another number. */
  csvEntityNumberMismatch: 'csvImport.errors.entityNumberMismatch',
  /** The company has no (live) department of this name. */
  csvUnknownDepartment: 'csvImport.errors.unknownDepartment',
  /** The engagement is already logged (or twice in the file); process with duplicate to log it anyway. */
  csvDuplicateEngagement: 'csvImport.errors.duplicateEngagement',
  /** The file has no header row, or no data row. */
  csvEmpty: 'csvImport.errors.empty',
  /** More rows than an import takes (CSV_IMPORT_LIMITS.maxRows). */
  csvTooManyRows: 'csvImport.errors.tooManyRows',
  /** The file's rows could not be read as CSV (unbalanced quotes, too many columns). */
  csvMalformed: 'csvImport.errors.malformed',
  /** An import of this file (or with this key) is queued or running (409). */
  csvImportRunning: 'csvImport.errors.running',
  /** This key was imported already (409): parse the file again to import it again. */
  csvImportCompleted: 'csvImport.errors.completed',
  /** The key is for another kind of import than the call. */
  csvWrongEntity: 'csvImport.errors.wrongEntity',
  /** Only a queued or running import can be cancelled. */
  csvImportNotRunning: 'csvImport.errors.notRunning',
  /** The process call met row errors: the import failed with validationFailed. */
  csvValidationFailed: 'csvImport.errors.validationFailed',
  /** The run was cancelled. */
  csvImportCancelled: 'csvImport.errors.cancelled',
  /** The run stopped on an unexpected failure; retry with the same key. */
  csvImportFailed: 'csvImport.errors.failed',
  // off-payroll scope and the supply chain (docs/off-payroll-liability.md)
  /** A financial year overlaps another of the group's (each day belongs to one year). */
  financialYearOverlaps: 'errors.financialYearOverlaps',
  /** A financial year runs at most 18 months (Companies Act 2006 s.392) and ends after it starts. */
  financialYearLength: 'errors.financialYearLength',
  /** Gross group figures without the group box ticked. */
  grossFiguresNeedGroup: 'errors.grossFiguresNeedGroup',
  /** The chain's order: agencies first, then at most one intermediary or umbrella company, last. */
  chainOrder: 'errors.chainOrder',
  /** A chain party's agency is not one of the group's agencies. */
  chainAgencyUnknown: 'errors.chainAgencyUnknown',
  /** /api/v1: every POST carries an Idempotency-Key header (400 without). */
  idempotencyKeyRequired: 'errors.idempotencyKeyRequired',
  /** /api/v1: an Idempotency-Key reused with another request (422). */
  idempotencyKeyReused: 'errors.idempotencyKeyReused',
  /** /api/v1: the first request of this Idempotency-Key is still running (409). */
  idempotencyKeyInProgress: 'errors.idempotencyKeyInProgress',
  /** /api/v1: If-Match names an older version of the resource (412). */
  preconditionFailed: 'errors.preconditionFailed',
  /** /api/v1: an update without If-Match (428). */
  preconditionRequired: 'errors.preconditionRequired',
  /** A user holds as many live API keys as allowed (409). */
  apiKeyLimit: 'errors.apiKeyLimit',
} as const;
export type TErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

// The §8 answer's schema lives beside: this file stays free of zod (the web's first download reads ERROR_KEYS).
export { type TErrorResponse, ZErrorResponse } from './schemas/error-response.ts';
