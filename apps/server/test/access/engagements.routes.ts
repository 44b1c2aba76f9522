import { type AccessTable, PEOPLE } from './route-spec.ts';

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
