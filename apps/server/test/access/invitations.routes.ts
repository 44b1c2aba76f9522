import { randomUUID } from 'node:crypto';
import { REGISTRATION_TOKEN_ROUTE_PATTERN } from '@statera/shared';
import type { AccessTable } from './route-spec.ts';

/** Invitations, registration, onboarding, client creation and maintenance windows. */
const TOKEN = `:token(${REGISTRATION_TOKEN_ROUTE_PATTERN})`;
const PEOPLE_MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
const PROVIDER_STAFF = ['provider_admin', 'provider_user'] as const;
/** Everyone with a session except API users (who reach only their own routes). */
const SIGNED_IN_PEOPLE = [
  'provider_admin',
  'provider_user',
  'client_admin',
  'company_admin',
  'client_user',
  'approver',
  'specialist',
  'appeal_manager',
  'lead_appeal_manager',
] as const;

const uid = () => randomUUID().slice(0, 8);
const email = (prefix: string) => `${prefix}.${uid()}@matrix.test`;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

export default {
  public: [
    'GET /api/maintenance',
    `GET /api/users/${TOKEN}`,
    `POST /api/users/${TOKEN}`,
    `PUT /api/users/${TOKEN}/confirm`,
  ],
  protected: {
    // The fixture's group: the company admin manages only the subsidiary, so the group's top company is 404 to them.
    'POST /api/client-users': {
      allow: PEOPLE_MANAGERS,
      body: (ids) => ({ emails: email('invitee'), companyId: ids.company }),
      tenant: true,
    },
    'POST /api/gt-users': { allow: ['provider_admin'], body: () => ({ emails: email('staff') }) },
    'PUT /api/users/:id/resend-invitation': {
      allow: PEOPLE_MANAGERS,
      url: (ids) => `/api/users/${ids.invitedUser}/resend-invitation`,
    },
    // The fixture's invitee is already invited (not waiting), so the provider admin gets 409.
    'PUT /api/users/:id/accept-invitation': {
      allow: ['provider_admin'],
      url: (ids) => `/api/users/${ids.invitedUser}/accept-invitation`,
    },
    'PUT /api/users/:id/reject-invitation': {
      allow: ['provider_admin'],
      url: (ids) => `/api/users/${ids.invitedUser}/reject-invitation`,
    },
    // The fixture's company has an active admin: provider staff get 409.
    'POST /api/companies/:id/invite-client-admin': {
      allow: PROVIDER_STAFF,
      body: () => ({ firstName: 'Nia', lastName: 'Admin', email: email('admin') }),
    },
    'POST /api/companies': {
      allow: PROVIDER_STAFF,
      body: () => ({ name: `Matrix ${uid()} plc`, companyNumber: uid(), companyAdminEmail: email('client-admin') }),
    },
    'PUT /api/users/:userId/complete-onboarding-step': {
      allow: SIGNED_IN_PEOPLE,
      url: (ids) => `/api/users/${ids.self}/complete-onboarding-step`,
      body: { step: 'assessment_process' },
      // the fixture's people have no onboarding rows, so every caller hears "not part of your onboarding"
      badRequestFor: SIGNED_IN_PEOPLE,
      tenant: false,
    },
    'PUT /api/users/:userId/complete-onboarding': {
      allow: SIGNED_IN_PEOPLE,
      url: (ids) => `/api/users/${ids.self}/complete-onboarding`,
      tenant: false,
    },
    // Windows far enough ahead not to close the app for the rest of the matrix.
    'GET /api/maintenance-windows': { allow: ['provider_admin'] },
    'POST /api/maintenance-windows': {
      allow: ['provider_admin'],
      body: () => ({ startsAt: inDays(30), endsAt: inDays(30.1), message: 'Matrix' }),
    },
    'DELETE /api/maintenance-windows/:id': {
      allow: ['provider_admin'],
      url: (ids) => `/api/maintenance-windows/${ids.maintenanceWindow}`,
      tenant: false,
    },
  },
} satisfies AccessTable;
