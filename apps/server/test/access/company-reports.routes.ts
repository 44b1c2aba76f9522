import type { AccessTable } from './route-spec.ts';

/**
 * The group's company report (the fixture holds one, queued): those who manage the group and hold
 * statistics.view. A company admin's own subsidiary is tried in modules/company-reports.
 */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;

export default {
  protected: {
    // Asking while it is queued answers it (202) and starts nothing new.
    'POST /api/companies/:id/report': { allow: MANAGERS },
    'GET /api/companies/:id/report': { allow: MANAGERS },
    'DELETE /api/companies/:id/report': { allow: MANAGERS, fresh: true },
  },
} satisfies AccessTable;
