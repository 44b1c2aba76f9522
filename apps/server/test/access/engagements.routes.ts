import { type AccessTable, PEOPLE } from './route-spec.ts';

const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
const SEES_ENGAGEMENT = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export default {
  protected: {
    'GET /api/my-engagements': { allow: PEOPLE },
    'GET /api/engagements/:id': {
      allow: ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'],
    },
    'GET /api/engagements/:id/previous-assessments': {
      allow: ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'],
    },
    'PUT /api/engagements/:id/convert': { allow: ['provider_admin', 'provider_user', 'client_admin'] },
    'PUT /api/engagements/:id': {
      allow: MANAGERS,
      body: { serviceProvided: 'Data platform support', contractValue: 12_000 },
    },
    'PUT /api/engagements/:id/archive': { allow: MANAGERS, fresh: true, body: { comment: 'Contract cancelled' } },
    // the fixture's engagement is active: an allowed caller reaches the table's 409
    'PUT /api/engagements/:id/restore': { allow: MANAGERS, body: {} },
    'DELETE /api/engagements/:id/delete': { allow: MANAGERS, fresh: true },
    'PUT /api/engagements/:id/dates': {
      allow: MANAGERS,
      fresh: true,
      body: { contractStart: day(10), contractEnd: day(300) },
    },
    // the fixture's engagement is a normal one: an allowed caller reaches 409 errors.notTestEngagement
    'PUT /api/engagements/:id/transform': {
      allow: MANAGERS,
      body: (ids) => ({
        engagedEntityId: ids.engagedEntity,
        engagedIndividualId: ids.engagedIndividual,
        contractStart: day(10),
        contractEnd: day(300),
        contractValue: 1000,
      }),
    },
    'GET /api/engagements/:id/history': { allow: SEES_ENGAGEMENT },
    'GET /api/companies/:id/engagements': {
      allow: MANAGERS,
      url: (ids) => `/api/companies/${ids.company}/engagements`,
    },
    'GET /api/users/:userId/engagements': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.user}/engagements`,
    },
    'PUT /api/users/:userId/engagements': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.user}/engagements?role=specialist`,
      body: (ids) => ({ emailToSwap: ids.specialistEmail }),
    },
    'POST /api/engagements': {
      allow: ['provider_admin', 'provider_user', 'client_admin'],
      tenant: true,
      body: (ids) => ({
        companyId: ids.company,
        engagedEntityId: ids.engagedEntity,
        engagedIndividualId: ids.engagedIndividual,
        departmentId: ids.department,
        agencyId: ids.agency,
        contractStart: day(10),
        contractEnd: day(200),
        contractValue: 12_000,
        serviceProvided: 'Data platform support',
        specialistEmail: ids.specialistEmail,
        approverEmail: ids.approverEmail,
        type: 'normal',
      }),
    },
  },
} satisfies AccessTable;
