import type { AccessTable } from './route-spec.ts';

/** Who sees the fixture's assessment (engagement of the top company, tenant's specialist and approver). */
const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;

export default {
  protected: {
    // The fixture's assessment is not approved: allowed roles get 409 errors.assessmentNotApproved.
    'PUT /api/assessments/:id/reports': { allow: ['provider_admin', 'provider_user', 'client_admin', 'approver'] },
    // No statement yet: viewers get 404 errors.reportNotFound, everyone else errors.notFound.
    'GET /api/assessments/:id/report': { allow: VIEWERS },
    // The fixture's queued statement: viewers get 409 errors.reportNotReady.
    'GET /api/assessment-reports/:id': {
      allow: VIEWERS,
      url: (ids) => `/api/assessment-reports/${ids.assessmentReport}`,
      tenant: true,
    },
    'GET /api/assessment-checklist': {
      allow: [
        'provider_admin',
        'provider_user',
        'client_admin',
        'company_admin',
        'client_user',
        'approver',
        'specialist',
        'appeal_manager',
        'lead_appeal_manager',
      ],
    },
  },
} satisfies AccessTable;
