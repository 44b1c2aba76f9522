/**
 * Every TanStack Query key of the app, from one factory (TkDodo's "effective query keys"): a
 * resource's keys all start with its root (`['users']`, `['companies']`, …), from the broad to the
 * specific, so invalidating `queryKeys.users.all` refreshes every user query, `queryKeys.users.detail(id)`
 * one user and its sub-resources. Queries and invalidations both read their keys here; no feature
 * writes a key by hand.
 */
export const queryKeys = {
  /** GET /api/api-keys: the signed-in API user's keys. */
  apiKeys: { all: ['api-keys'] as const },
  users: {
    all: ['users'] as const,
    list: (scope: object, query: object) => ['users', 'list', scope, query] as const,
    /** GET /api/users/{id}: also the signed-in user's entry (the layout, guards and My account read it). */
    detail: (id: string) => ['users', id] as const,
    contacts: (id: string) => ['users', id, 'contacts'] as const,
    permissions: (id: string, permissions: readonly string[]) => ['users', id, 'permissions', permissions] as const,
    /** GET /api/users/{id}/engagements?role= (the seat swap screen) */
    engagements: (id: string, role: string) => ['users', id, 'engagements', role] as const,
  },
  gtUserOptions: (queryString: string) => ['gt-user-options', queryString] as const,
  gtManagers: ['gt-managers'] as const,
  avatars: (url: string | null) => ['avatars', url] as const,
  invitations: (token: string) => ['invitations', token] as const,
  passwordRecoveryTokens: (token: string) => ['password-recovery-tokens', token] as const,

  companies: {
    all: ['companies'] as const,
    list: (query: object) => ['companies', 'list', query] as const,
    detail: (id: string) => ['companies', id] as const,
    departments: (id: string) => ['companies', id, 'departments'] as const,
    subsidiaries: (id: string, query: object) => ['companies', id, 'subsidiaries', query] as const,
    people: (id: string, query: object) => ['companies', id, 'people', query] as const,
    userOptions: (id: string | null, filter: object) => ['companies', id, 'user-options', filter] as const,
    agencies: (id: string) => ['companies', id, 'agencies'] as const,
    engagedEntities: (id: string) => ['companies', id, 'engaged-entities'] as const,
    engagedIndividualRoles: (id: string) => ['companies', id, 'engaged-individual-roles'] as const,
    engagedEntityOptions: (id: string, queryString: string) =>
      ['companies', id, 'engaged-entities', queryString] as const,
    /** GET /api/companies/{id}/report (its state, progress and signed link) */
    report: (id: string) => ['companies', id, 'report'] as const,
    /** GET /api/companies/{id}/off-payroll (the group's scope per tax year) */
    offPayroll: (id: string) => ['companies', id, 'off-payroll'] as const,
    webhooks: (id: string) => ['companies', id, 'webhooks'] as const,
    webhookDeliveries: (id: string, endpointId: string, page: number) =>
      ['companies', id, 'webhooks', endpointId, 'deliveries', page] as const,
  },
  /** GET /api/user-guidances (pages) and /unseen: one root, refreshed after an upload, a delete or an open. */
  userGuidances: {
    all: ['user-guidances'] as const,
    list: (params: object) => ['user-guidances', 'list', params] as const,
    unseen: ['user-guidances', 'unseen'] as const,
  },
  companyOptions: (queryString: string) => ['company-options', queryString] as const,
  /** GET /api/csv/{key}: an import's state (polled while it is queued or running) */
  csvImports: { detail: (key: string) => ['csv-imports', key] as const },
  sectors: ['sectors'] as const,

  engagements: {
    all: ['engagements'] as const,
    mineAll: ['engagements', 'mine'] as const,
    mine: (params: object) => ['engagements', 'mine', params] as const,
    detail: (id: string) => ['engagements', id] as const,
    /** GET /api/engagements/{id}/contractor-report-history-mails */
    contractorReports: (id: string) => ['engagements', id, 'contractor-reports'] as const,
    /** GET /api/engagements/{id}/liability (scope, chain, fee-payer, money at stake) */
    liability: (id: string) => ['engagements', id, 'liability'] as const,
    previousAssessments: (id: string) => ['engagements', id, 'previous-assessments'] as const,
    /** GET /api/engagements/{id}/notifications (the email tracker) */
    emailTracker: (id: string) => ['engagements', id, 'email-tracker'] as const,
    /** GET /api/email-changelogs?engagementId= */
    emailChangelogs: (id: string) => ['engagements', id, 'email-changelogs'] as const,
    /** GET /api/engagements/{id}/history */
    history: (id: string, page: number) => ['engagements', id, 'history', page] as const,
    /** GET /api/companies/{id}/engagements */
    ofCompany: (companyId: string, params: object) => ['engagements', 'company', companyId, params] as const,
    /** GET /api/engagements/{id}/documents (every page and filter under one key). */
    documentsAll: (id: string) => ['engagements', id, 'documents'] as const,
    documents: (id: string, params: object) => ['engagements', id, 'documents', params] as const,
    /** GET /api/engagements/{id}/contract-changes and count-active-assessments */
    contractChanges: (id: string) => ['engagements', id, 'contract-changes'] as const,
    activeAssessmentCount: (id: string) => ['engagements', id, 'active-assessments'] as const,
  },
  /** GET /api/documents/{id} (with its comments and a fresh download link) */
  documents: { detail: (id: string) => ['documents', id] as const },
  /** POST /api/attachments/token/{token} (public) */
  attachmentLink: (token: string) => ['attachment-link', token] as const,
  /** GET /api/contractor-reports/{key} (public) */
  contractorReportLink: (key: string) => ['contractor-report-link', key] as const,
  /** GET /api/appeals/key/{key} (public: the worker's appeal) */
  contractorAppeal: (key: string) => ['contractor-appeal', key] as const,
  /** GET /api/worker-accounts/{key}: the worker's own account form (issue 29) */
  workerAccountForm: (key: string) => ['worker-account-form', key] as const,
  assessments: {
    detail: (id: string) => ['assessments', id] as const,
    versions: (id: string) => ['assessments', id, 'versions'] as const,
    /** GET /api/assessments/{id}/worker-account */
    workerAccount: (id: string) => ['assessments', id, 'worker-account'] as const,
    versionChanges: (id: string, version: number) => ['assessments', id, 'version-changes', version] as const,
    resultsBySections: (id: string) => ['assessments', id, 'results-by-sections'] as const,
    /** Every assessment list (GET /api/users/{userId}/assessments). */
    lists: ['assessments', 'list'] as const,
    list: (userId: string, params: object) => ['assessments', 'list', userId, params] as const,
  },
  interviews: {
    all: (id: string | null) => ['interviews', id] as const,
    current: (id: string) => ['interviews', id, 'current'] as const,
    question: (id: string, interviewQuestionId: string | null) =>
      ['interviews', id, 'question', interviewQuestionId] as const,
    questions: (id: string | null) => ['interviews', id, 'questions'] as const,
  },

  /** Engaged entities (/intermediaries) and their individuals. */
  engagedEntities: {
    all: ['engaged-entities'] as const,
    list: (userId: string, params: object) => ['engaged-entities', 'list', userId, params] as const,
    detail: (id: string) => ['engaged-entities', id] as const,
    engagements: (id: string, params: object) => ['engaged-entities', id, 'engagements', params] as const,
    assessments: (id: string, params: object) => ['engaged-entities', id, 'assessments', params] as const,
    appeals: (id: string) => ['engaged-entities', id, 'appeals'] as const,
  },
  agencies: {
    all: ['agencies'] as const,
    list: (params: object) => ['agencies', 'list', params] as const,
    detail: (id: string) => ['agencies', id] as const,
    engagements: (id: string, params: object) => ['agencies', id, 'engagements', params] as const,
  },
  /** GET /api/my-dashboard and the statistics pages: numbers over every resource, refetched on each visit. */
  dashboard: {
    mine: (query: object) => ['dashboard', query] as const,
    statistics: (page: string, query: object) => ['statistics', page, query] as const,
  },
  appeals: {
    all: ['appeals'] as const,
    /** Every appeal list (GET /api/users/{userId}/appeals). */
    lists: ['appeals', 'list'] as const,
    list: (userId: string, params: object) => ['appeals', 'list', userId, params] as const,
    /** GET /api/engagements/{id}/appeals: an engagement's appeals (refreshed with every list). */
    engagement: (engagementId: string) => ['appeals', 'list', 'engagement', engagementId] as const,
    /** GET /api/appeals/{id}: the appeal page. */
    detail: (id: string) => ['appeals', id] as const,
    /** GET /api/appeal/{id}/history-mails */
    mails: (id: string) => ['appeals', id, 'mails'] as const,
  },
  /** Feature subscriptions (GET /api/features, companies/{id}/features, recent-features, statistics). */
  features: {
    all: ['features'] as const,
    list: (query: object) => ['features', 'list', query] as const,
    statistics: ['features', 'statistics'] as const,
    company: (id: string, query: object) => ['features', 'company', id, query] as const,
    recent: (id: string) => ['features', 'recent', id] as const,
  },
  /** GET /api/companies/{id}/appeal-management/settings */
  appealManagement: (companyId: string) => ['appeal-management', companyId] as const,

  maintenance: ['maintenance'] as const,
  maintenanceWindows: ['maintenance-windows'] as const,
  smsMessages: (page: number) => ['sms-messages', page] as const,
  ruleSetImpacts: {
    all: ['ruleset-impacts'] as const,
    detail: (id: string) => ['ruleset-impacts', id] as const,
  },
  documentation: ['documentation'] as const,
} as const;
