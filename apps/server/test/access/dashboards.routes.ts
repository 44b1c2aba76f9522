import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Everyone who works in the product has a dashboard at `/`; API users are kept to the key generator. */
export default {
  protected: {
    'GET /api/my-dashboard': { allow: PEOPLE, tenant: false },
  },
} satisfies AccessTable;
