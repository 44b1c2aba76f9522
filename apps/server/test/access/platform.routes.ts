import type { AccessTable } from './route-spec.ts';

export default {
  public: ['GET /api/health', 'GET /api/health/ready', 'GET /api/documentation/public'],
} satisfies AccessTable;
