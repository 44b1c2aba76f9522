import type { AccessTable } from './route-spec.ts';

/** Those who see a report: provider staff and the group's admins (each their companies' part). */
const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;

export default {
  protected: {
    'GET /api/ruleset-impacts': { allow: VIEWERS },
    // Reports are not a tenant's: a foreign group's admins see the run, with none of tenant A's results.
    'GET /api/ruleset-impacts/:id': {
      allow: VIEWERS,
      url: (ids) => `/api/ruleset-impacts/${ids.ruleSetImpact}`,
      tenant: false,
    },
    // The fixture's assessment is not approved: managers get 200 with it skipped (nothing changes).
    // The company admin manages only the subsidiary, so the top company's result is not theirs (404).
    'POST /api/ruleset-impacts/:id/reassessments': {
      allow: ['provider_admin', 'provider_user', 'client_admin'],
      url: (ids) => `/api/ruleset-impacts/${ids.ruleSetImpact}/reassessments`,
      body: (ids) => ({ assessmentIds: [ids.assessment] }),
      tenant: true,
      foreignAllow: ['provider_admin'],
    },
  },
} satisfies AccessTable;
