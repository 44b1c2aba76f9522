/**
 * Every TanStack Query key of the app, from one factory (TkDodo's "effective query keys"): a
 * resource's keys all start with its root (`['users']`, `['companies']`, …), from the broad to the
 * specific, so invalidating `queryKeys.users.all` refreshes every user query, `queryKeys.users.detail(id)`
 * one user and its sub-resources. Queries and invalidations both read their keys here; no feature
 * writes a key by hand.
 */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    list: (scope: object, query: object) => ['users', 'list', scope, query] as const,
    /** GET /api/users/{id}: also the signed-in user's entry (the layout, guards and My account read it). */
    detail: (id: string) => ['users', id] as const,
    contacts: (id: string) => ['users', id, 'contacts'] as const,
    permissions: (id: string, permissions: readonly string[]) => ['users', id, 'permissions', permissions] as const,
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
    engagedEntityOptions: (id: string, queryString: string) =>
      ['companies', id, 'engaged-entities', queryString] as const,
  },
  companyOptions: (queryString: string) => ['company-options', queryString] as const,
  sectors: ['sectors'] as const,

  engagements: {
    all: ['engagements'] as const,
    mineAll: ['engagements', 'mine'] as const,
    mine: (params: object) => ['engagements', 'mine', params] as const,
    detail: (id: string) => ['engagements', id] as const,
    /** GET /api/engagements/{id}/contractor-report-history-mails */
    contractorReports: (id: string) => ['engagements', id, 'contractor-reports'] as const,
    previousAssessments: (id: string) => ['engagements', id, 'previous-assessments'] as const,
  },
  /** GET /api/contractor-reports/{key} (public) */
  contractorReportLink: (key: string) => ['contractor-report-link', key] as const,
  assessments: {
    detail: (id: string) => ['assessments', id] as const,
    versions: (id: string) => ['assessments', id, 'versions'] as const,
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
  documentation: ['documentation'] as const,
} as const;
