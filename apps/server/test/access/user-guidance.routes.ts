import { type AccessTable, PEOPLE } from './route-spec.ts';

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/** User guidance belongs to no tenant: everyone who works in the product reads it. */
export default {
  protected: {
    'GET /api/user-guidances': { allow: PEOPLE, tenant: false },
    'GET /api/user-guidances/unseen': { allow: PEOPLE, tenant: false },
    // An attachment that is not the caller's upload: the provider admin gets 400 errors.attachmentNotUsable.
    'POST /api/user-guidances': { allow: ['provider_admin'], body: { attachmentIds: [NO_SUCH] }, tenant: false },
    // No such guidance: every caller gets 404 (or 403 for delete); opening and deleting a real one per role
    // is tried in modules/user-guidance/user-guidance.test.ts and test/policies/user-guidance.policy.test.ts.
    'GET /api/user-guidances/:id': { allow: [], url: () => `/api/user-guidances/${NO_SUCH}`, tenant: false },
    'DELETE /api/user-guidances/:id': { allow: [], url: () => `/api/user-guidances/${NO_SUCH}`, tenant: false },
  },
} satisfies AccessTable;
