import type { AccessTable } from './route-spec.ts';

/** statistics.view: provider staff, and the client and company admins of their own companies. */
const STATISTICS = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;

/**
 * The statistics pages count over the caller's own reach (no resource in the URL); a company's
 * statistics are for those who manage the company (the fixture's is the top company: its
 * subsidiary's admin does not). Per-role cases, blocked permissions and foreign companies are in
 * modules/statistics/statistics.test.ts.
 */
export default {
  protected: {
    'GET /api/statistics/:page': {
      allow: STATISTICS,
      tenant: false,
      url: () => '/api/statistics/engagements',
    },
    'GET /api/companies/:id/statistics': { allow: ['provider_admin', 'provider_user', 'client_admin'] },
  },
} satisfies AccessTable;
