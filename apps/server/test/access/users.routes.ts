import type { AccessTable } from './route-spec.ts';

export default {
  protected: {
    'GET /api/users/:userId': { allow: 'signed-in', url: (ids) => `/api/users/${ids.self}`, tenant: false },
  },
} satisfies AccessTable;
