import type { AccessTable } from './route-spec.ts';

/** Who sets up tenant A's appeal roles: those managing it with appeal_managers.manage, and its lead. */
const SETS_UP = ['provider_admin', 'provider_user', 'client_admin', 'lead_appeal_manager'] as const;

export default {
  protected: {
    'GET /api/companies/:id/appeal-management/settings': { allow: SETS_UP },
    // An address that is nobody of the company: 422 past the permission check, no lead changes.
    'PUT /api/companies/:id/appeal-manager': {
      allow: SETS_UP,
      body: { newappealManagerEmail: 'nobody@matrix.test' },
    },
    'PUT /api/companies/:id/lead-appeal-manager': {
      allow: SETS_UP,
      body: { newManagerEmail: 'nobody@matrix.test', disableOldLam: false, swapActiveAppeals: false },
    },
    'POST /api/companies/:id/appeal-managers': {
      allow: SETS_UP,
      body: (ids) => ({ userIds: [ids.clientUser] }),
    },
    'DELETE /api/companies/:id/appeal-managers/:userId': {
      allow: SETS_UP,
      url: (ids) => `/api/companies/${ids.company}/appeal-managers/${ids.clientUser}`,
    },
  },
} satisfies AccessTable;
