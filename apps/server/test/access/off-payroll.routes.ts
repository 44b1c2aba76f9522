import type { AccessTable } from './route-spec.ts';

/** The group's scope: provider staff managing the client and the client admin (the group settings' people). */
const GROUP = ['provider_admin', 'provider_user', 'client_admin'] as const;
/** The engagement's card: its company's managers and its approver. */
const CARD = ['provider_admin', 'provider_user', 'client_admin', 'approver'] as const;
/** Who records the chain: those who manage the engagement. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;

const year = {
  start: '2020-04-01',
  end: '2021-03-31',
  turnover: 20_000_000,
  balanceSheetTotal: 9_000_000,
  employees: 120,
  evidence: 'Annual accounts filed at Companies House',
};

export default {
  protected: {
    'GET /api/companies/:id/off-payroll': { allow: GROUP },
    'PUT /api/companies/:id/off-payroll/profile': {
      allow: GROUP,
      body: { kind: 'company', publicAuthority: false, ukConnection: true, paysApprenticeshipLevy: true },
    },
    // After the first allowed caller the period is taken: 409, still allowed.
    'POST /api/companies/:id/off-payroll/financial-years': { allow: GROUP, body: year },
    'POST /api/companies/:id/off-payroll/financial-years/import': {
      allow: GROUP,
      body: { years: [{ ...year, start: '2021-04-01', end: '2022-03-31' }] },
    },
    'PUT /api/off-payroll/financial-years/:id': {
      allow: GROUP,
      url: (ids) => `/api/off-payroll/financial-years/${ids.financialYear}`,
      body: { ...year, start: '2019-04-01', end: '2020-03-31' },
    },
    'PUT /api/off-payroll/financial-years/:id/confirm': {
      allow: GROUP,
      url: (ids) => `/api/off-payroll/financial-years/${ids.financialYear}/confirm`,
    },
    'DELETE /api/off-payroll/financial-years/:id': {
      allow: GROUP,
      fresh: true,
      url: (ids) => `/api/off-payroll/financial-years/${ids.financialYear}`,
    },
    'GET /api/engagements/:id/liability': { allow: CARD },
    'PUT /api/engagements/:id/chain': {
      allow: MANAGERS,
      body: (ids) => ({
        parties: [
          { id: ids.chainParty, kind: 'agency', name: 'Matrix Agency', ukStatus: 'uk_resident' },
          { kind: 'umbrella', name: 'Matrix Umbrella Ltd', ukStatus: 'uk_resident' },
        ],
      }),
    },
    'PUT /api/engagements/:id/chain/:partyId/sds-receipt': {
      allow: MANAGERS,
      url: (ids) => `/api/engagements/${ids.engagement}/chain/${ids.chainParty}/sds-receipt`,
      body: { receivedOn: '2026-05-01', note: 'Confirmed by email' },
    },
    'PUT /api/engagements/:id/reasonable-care': {
      allow: MANAGERS,
      body: { notTaken: true, note: 'HMRC review found the questionnaire was answered for a group without checking.' },
    },
  },
} satisfies AccessTable;
