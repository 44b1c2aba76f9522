import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Everyone of the group who may see engagements reads its engaged entities (API users: none). */
const READERS = PEOPLE;
/** Those who manage the group's engagements change them (client and company admins, provider staff). */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;

export default {
  protected: {
    'GET /api/users/:userId/engaged-entities': {
      allow: READERS,
      url: (ids) => `/api/users/${ids.self}/engaged-entities`,
      tenant: false,
    },
    'GET /api/engaged-entities/:id': { allow: READERS, url: (ids) => `/api/engaged-entities/${ids.engagedEntity}` },
    'POST /api/companies/:id/engaged-entities': {
      allow: MANAGERS,
      body: { name: 'Matrix Contracting Ltd', type: 'company', engagedIndividualName: 'Sam Example' },
    },
    'PUT /api/engaged-entities/:id': {
      allow: MANAGERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}`,
      body: { name: 'Matrix Renamed Contracting Ltd', type: 'company' },
    },
    // Archiving changes the fixture's entity: a fresh one per caller.
    'PUT /api/engaged-entities/:id/archive': {
      allow: MANAGERS,
      fresh: true,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/archive`,
    },
    // Restoring an active entity is a 409 for those allowed.
    'PUT /api/engaged-entities/:id/restore': {
      allow: MANAGERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/restore`,
    },
    // The fixture's engagement names the entity: 409 for those allowed, nothing deleted.
    'DELETE /api/engaged-entities/:id': { allow: MANAGERS, url: (ids) => `/api/engaged-entities/${ids.engagedEntity}` },
    'POST /api/engaged-entities/:id/engaged-individuals': {
      allow: MANAGERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/engaged-individuals`,
      body: { name: 'Alex Matrix', email: 'alex.matrix@example.test' },
    },
    'PUT /api/engaged-individual/:id': {
      allow: MANAGERS,
      url: (ids) => `/api/engaged-individual/${ids.engagedIndividual}`,
      body: { name: 'Worker Renamed', email: 'worker.renamed@example.test' },
    },
    'GET /api/engaged-individuals/:id': {
      allow: READERS,
      url: (ids) => `/api/engaged-individuals/${ids.engagedIndividual}`,
    },
    'PUT /api/engaged-individuals/:id/update-email': {
      allow: MANAGERS,
      url: (ids) => `/api/engaged-individuals/${ids.engagedIndividual}/update-email`,
      body: { email: 'worker.new@example.test', resend: true },
    },
    // Lists scoped by the engagements each reader may see.
    'GET /api/engaged-entities/:id/engagements': {
      allow: READERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/engagements`,
    },
    'GET /api/engaged-entities/:id/assessments': {
      allow: READERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/assessments`,
    },
    'GET /api/companies/:id/engaged-entities': { allow: READERS },
    'GET /api/companies/:id/engaged-individuals': { allow: READERS },
    'GET /api/companies/:id/engaged-individual-roles': { allow: READERS },
  },
} satisfies AccessTable;
