import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Everyone of the group who may see engagements reads its agencies (API users: none). */
const READERS = PEOPLE;
/** Those who manage the group's engagements change them. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;

export default {
  protected: {
    // Scoped: an empty page for someone who reaches no group.
    'GET /api/my-agencies': { allow: READERS },
    'GET /api/companies/:id/agencies': { allow: READERS },
    'GET /api/companies/:id/agencies-select-options': { allow: READERS },
    'POST /api/companies/:id/agencies': {
      allow: MANAGERS,
      body: { name: 'Matrix Staffing', number: 'MX-1', email: 'desk@matrix-staffing.test' },
    },
    'GET /api/agencies/:id': { allow: READERS, url: (ids) => `/api/agencies/${ids.agency}` },
    'PUT /api/agencies/:id': {
      allow: MANAGERS,
      url: (ids) => `/api/agencies/${ids.agency}`,
      body: { name: 'Matrix Staffing Renamed', contactName: 'Pat Desk' },
    },
    // The fixture's engagement names the agency: 409 for those allowed, nothing deleted.
    'DELETE /api/agencies/:id': { allow: MANAGERS, url: (ids) => `/api/agencies/${ids.agency}` },
    'PUT /api/agencies/:id/update-email': {
      allow: MANAGERS,
      url: (ids) => `/api/agencies/${ids.agency}/update-email`,
      body: { email: 'new-desk@matrix-staffing.test', resend: true },
    },
    'GET /api/agencies/:id/engagements': {
      allow: READERS,
      url: (ids) => `/api/agencies/${ids.agency}/engagements`,
    },
  },
} satisfies AccessTable;
