import { TERMS_VERSION } from '@statera/shared';
import { TEST_PASSWORD } from '../factories/tenant.ts';
import { IMAGES, multipart } from '../helpers/multipart.ts';
import { type AccessTable, MATRIX_ROLES } from './route-spec.ts';

/** Provider staff managing the group, and its client admin. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
/** API users reach only the key generator, their own user and the documentation. */
const PEOPLE = MATRIX_ROLES.filter((r) => r !== 'api_user');
const self = (path = '') => ({ url: (ids: { self: string }) => `/api/users/${ids.self}${path}`, tenant: false });
const avatarUpload = multipart([{ name: 'photo', filename: 'me.png', contentType: 'image/png', data: IMAGES.png }]);

export default {
  protected: {
    'GET /api/users/:userId': { allow: 'signed-in', ...self() },
    'PUT /api/users/:userId': { allow: PEOPLE, ...self(), body: { firstName: 'Matrix' } },
    'GET /api/users/:userId/permissions': {
      allow: 'signed-in',
      url: (ids) => `/api/users/${ids.self}/permissions?permissions[]=users.manage`,
      tenant: false,
    },
    'GET /api/users': { allow: ['provider_admin', 'provider_user'] },
    'GET /api/companies/:id/users': { allow: MANAGERS },
    'GET /api/gt-user-options': { allow: ['provider_admin'] },
    'GET /api/gt-managers': { allow: ['provider_admin'] },
    'PUT /api/users/:userId/archive': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.clientUser}/archive`,
      fresh: true,
    },
    // an active user: allowed callers get 409 (nothing to restore)
    'PUT /api/users/:userId/restore': { allow: MANAGERS, url: (ids) => `/api/users/${ids.clientUser}/restore` },
    'DELETE /api/users/:userId/delete': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.clientUser}/delete`,
      fresh: true,
    },
    'PUT /api/users/:userId/force-password-reset': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.clientUser}/force-password-reset`,
    },
    'POST /api/users/force-password-reset': {
      allow: MANAGERS,
      body: (ids) => ({ userIds: [ids.clientUser] }),
      tenant: true,
    },
    'POST /api/users/archive': {
      allow: MANAGERS,
      body: (ids) => ({ userIds: [ids.clientUser] }),
      tenant: true,
      fresh: true,
    },
    'PUT /api/users/:userId/roles': {
      allow: MANAGERS,
      url: (ids) => `/api/users/${ids.clientUser}/roles`,
      body: { newRole: 'approver' },
      authorize: true,
      fresh: true,
    },
    // the lead appeal manager of the person's company sets up appeal managers too
    'PUT /api/users/:userId/am-role': {
      allow: [...MANAGERS, 'lead_appeal_manager'],
      url: (ids) => `/api/users/${ids.clientUser}/am-role`,
      body: { amRole: 'appeal_manager' },
    },
    'PUT /api/companies/:id/users/:userId/promote-for-admin': {
      allow: MANAGERS,
      url: (ids) => `/api/companies/${ids.company}/users/${ids.clientUser}/promote-for-admin`,
      body: { oldAdminNewRole: 'specialist' },
      authorize: true,
      fresh: true,
    },
    'PUT /api/companies/:id/users/:userId/degrade-to-member': {
      allow: MANAGERS,
      url: (ids) => `/api/companies/${ids.company}/users/${ids.user}/degrade-to-member`,
      body: (ids) => ({ newRole: 'specialist', newAdminReplacement: ids.clientUser }),
      authorize: true,
      fresh: true,
    },
    'GET /api/companies/:id/check-user-affiliation': {
      allow: MANAGERS,
      url: (ids) => `/api/companies/${ids.company}/check-user-affiliation?userEmail=someone%40example.test`,
    },
    'PUT /api/users/:userId/avatar': {
      allow: PEOPLE,
      ...self('/avatar'),
      body: avatarUpload.payload,
      headers: avatarUpload.headers,
    },
    // the caller's own original (none kept: errors.avatarNotFound); only who may change the avatar
    'GET /api/users/:userId/avatar/original': { allow: PEOPLE, ...self('/avatar/original') },
    // the client admin's avatar: the people of the group and provider staff managing it (none set: errors.avatarNotFound)
    'GET /api/users/:userId/avatar': { allow: PEOPLE, url: (ids) => `/api/users/${ids.user}/avatar` },
    'DELETE /api/users/:userId/avatar': { allow: PEOPLE, ...self('/avatar') },
    'POST /api/users/:userId/phone-code': { allow: PEOPLE, ...self('/phone-code'), body: { phone: '+447700900000' } },
    'PUT /api/users/:userId/phone': {
      allow: PEOPLE,
      ...self('/phone'),
      body: { phone: '+447700900000', smsCode: '123456' },
    },
    'PUT /api/users/:userId/promote-gt': {
      allow: ['provider_admin'],
      url: (ids) => `/api/users/${ids.providerUser}/promote-gt`,
      fresh: true,
    },
    'PUT /api/users/:userId/revoke-admin': {
      allow: ['provider_admin'],
      url: (ids) => `/api/users/${ids.otherProviderAdmin}/revoke-admin`,
      fresh: true,
    },
    'PUT /api/users/:userId/managed-companies': {
      allow: ['provider_admin'],
      url: (ids) => `/api/users/${ids.providerUser}/managed-companies`,
      body: (ids) => ({ newManagerEmail: ids.otherProviderAdminEmail }),
      fresh: true,
    },
    'GET /api/users/:userId/contacts': { allow: PEOPLE, ...self('/contacts') },
    'PUT /api/users/:userId/accept-terms': {
      allow: 'signed-in',
      ...self('/accept-terms'),
      body: { termsVersion: TERMS_VERSION },
    },
    'POST /api/authorization-tokens': { allow: 'signed-in', body: { password: TEST_PASSWORD }, tenant: false },
    'GET /api/api-keys': { allow: ['api_user'], tenant: false },
    'POST /api/api-keys': {
      allow: ['api_user'],
      authorize: true,
      tenant: false,
      body: { name: 'Matrix integration', scopes: ['engagements:read'], expiresInDays: 30 },
    },
    // The tenant's API user's own key: anyone else (another group's API user too) does not find it.
    // No fresh tenant needed: only the owner is allowed and goes last; a rotated or revoked key still
    // answers its owner (409 "only a live key", or 204 again).
    'POST /api/api-keys/:id/rotate': {
      allow: ['api_user'],
      authorize: true,
      url: (ids) => `/api/api-keys/${ids.apiKey}/rotate`,
    },
    'DELETE /api/api-keys/:id': { allow: ['api_user'], url: (ids) => `/api/api-keys/${ids.apiKey}` },
    'GET /api/sms-messages': { allow: ['provider_admin'] },
  },
} satisfies AccessTable;
