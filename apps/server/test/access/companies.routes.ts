import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Who manages tenant A's group: a provider admin, the provider user managing it, its client admin. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
/** Everyone but API users: lists are scoped (an empty page for people who manage no company), not refused. */
const SCOPED_LIST = PEOPLE;
/** A subsidiary is also managed by its own company admin. */
const SUBSIDIARY_MANAGERS = [...MANAGERS, 'company_admin'] as const;

export default {
  protected: {
    'GET /api/company-options': { allow: SCOPED_LIST },
    'GET /api/companies': { allow: SCOPED_LIST },
    'GET /api/sectors': { allow: PEOPLE },
    // The company page: its managers and its own people (the subsidiary admin manages only the subsidiary).
    'GET /api/companies/:id': {
      allow: [...MANAGERS, 'specialist', 'approver', 'client_user', 'appeal_manager', 'lead_appeal_manager'],
    },
    // Renaming the main company is a provider admin's; the subsidiary shows who may edit at all.
    'PUT /api/companies/:id': {
      allow: SUBSIDIARY_MANAGERS,
      url: (ids) => `/api/companies/${ids.subsidiary}`,
      body: { name: 'Renamed Ltd' },
    },
    'PUT /api/companies/:id/holding': {
      // Group settings: only the group admin (spec §6); provider staff may view them.
      allow: ['client_admin'],
      body: {
        highRiskThreshold: 10,
        mediumRiskThreshold: 20,
        riskMargin: 5,
        changePasswordPeriod: null,
        mailVerificationPeriod: 'off',
        mailVerificationNewDevice: false,
        blockedPermissions: [],
        continuousEmployed: false,
      },
    },
    // An unknown email answers 422 (past the permission check) and changes nothing.
    'PUT /api/companies/:id/manager': { allow: ['provider_admin'], body: { newManagerEmail: 'nobody@matrix.test' } },
    // Archiving a subsidiary archives its people: a fresh group per caller.
    'PUT /api/companies/:id/archive': {
      allow: MANAGERS,
      url: (ids) => `/api/companies/${ids.subsidiary}/archive`,
      fresh: true,
    },
    // Restoring an active company is a 409 for those allowed; nothing changes.
    'PUT /api/companies/:id/restore': { allow: MANAGERS, url: (ids) => `/api/companies/${ids.subsidiary}/restore` },
    'DELETE /api/companies/:id': { allow: MANAGERS, url: (ids) => `/api/companies/${ids.subsidiary}`, fresh: true },
    // The company workbook: those who manage the company, as its people list.
    'GET /api/companies/:id/export': { allow: MANAGERS },
    'GET /api/companies/:id/subcompany-list': { allow: MANAGERS },
    'GET /api/companies/:id/subcompany-options': { allow: MANAGERS },
    'GET /api/users/:userId/companies': {
      allow: PEOPLE,
      url: (ids) => `/api/users/${ids.self}/companies`,
      tenant: false,
    },
    'GET /api/users/:userId/company-options': {
      allow: PEOPLE,
      url: (ids) => `/api/users/${ids.self}/company-options?includeSubsidiaries=true`,
      tenant: false,
    },
    'GET /api/companies/:id/departments': { allow: MANAGERS },
    // A second add of the same name is a 422, still past the permission check.
    'POST /api/companies/:id/departments': { allow: MANAGERS, body: { name: 'Matrix Operations' } },
    'PUT /api/companies/:id/departments': {
      allow: MANAGERS,
      body: { departmentsToEdit: [], departmentsToAdd: ['Matrix Finance'] },
    },
    // The fixture's engagement uses the department: 409 for those allowed, nothing deleted.
    'PUT /api/departments/:departmentId/delete': { allow: MANAGERS },
    'GET /api/companies/:id/user-options': { allow: MANAGERS },
  },
} satisfies AccessTable;
