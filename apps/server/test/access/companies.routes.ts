import type { AccessTable } from './route-spec.ts';

const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
const SCOPED_LIST = [...MANAGERS, 'company_admin', 'client_user', 'approver', 'specialist', 'appeal_manager'] as const;

export default {
  protected: {
    // Lists are scoped (an empty page for people who manage no company), not refused.
    'GET /api/company-options': { allow: SCOPED_LIST },
    'GET /api/companies': { allow: SCOPED_LIST },
    'GET /api/companies/:id': { allow: [...MANAGERS, 'specialist', 'approver', 'client_user', 'appeal_manager'] },
    'PUT /api/companies/:id': { allow: MANAGERS, body: { name: 'Renamed plc' } },
    'PUT /api/companies/:id/holding': {
      // Group settings: only the group admin (spec §6), not even a provider admin.
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
    'GET /api/companies/:id/engaged-entities': { allow: MANAGERS },
    'POST /api/companies/:id/engaged-entities': {
      allow: MANAGERS,
      body: { name: 'Matrix Contracting Ltd', type: 'company', engagedIndividualName: 'Sam Example' },
    },
    'GET /api/companies/:id/departments': { allow: MANAGERS },
    'GET /api/companies/:id/agencies-select-options': { allow: MANAGERS },
    'GET /api/companies/:id/user-options': { allow: MANAGERS },
  },
} satisfies AccessTable;
