import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Provider staff who manage tenant A's client change its subscriptions. */
const PROVIDER_STAFF = ['provider_admin', 'provider_user'] as const;
/** The client's features are seen by those who manage it and by its own people. */
const CLIENT_AND_PEOPLE = [
  ...PROVIDER_STAFF,
  'client_admin',
  'client_user',
  'approver',
  'specialist',
  'appeal_manager',
  'lead_appeal_manager',
] as const;

export default {
  protected: {
    // Scoped lists: every person gets the features of the groups in reach (API users are refused).
    'GET /api/features': { allow: PEOPLE },
    'GET /api/features/statistics': { allow: PROVIDER_STAFF },
    'GET /api/companies/:id/features': { allow: CLIENT_AND_PEOPLE },
    'GET /api/companies/:id/recent-features': { allow: CLIENT_AND_PEOPLE },
    // The first allowed caller activates the test feature (201), the next gets 409: both past the check.
    'POST /api/companies/:id/features/:featureId': {
      allow: PROVIDER_STAFF,
      url: (ids) => `/api/companies/${ids.company}/features/test`,
      body: { autoRenewal: false },
    },
    'PUT /api/companies/:id/features/:featureId': {
      allow: PROVIDER_STAFF,
      url: (ids) => `/api/companies/${ids.company}/features/appeal_process`,
      body: { autoRenewal: true },
    },
    // Ending the appeal subscription would refuse the appeal routes: a fresh group per caller.
    'PUT /api/companies/:id/features/:featureId/deactivate': {
      allow: PROVIDER_STAFF,
      url: (ids) => `/api/companies/${ids.company}/features/appeal_process/deactivate`,
      fresh: true,
    },
  },
} satisfies AccessTable;
