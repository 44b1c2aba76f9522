import type { AccessTable } from './route-spec.ts';

const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;

export default {
  protected: {
    'GET /api/assessments/:id': { allow: VIEWERS },
    'GET /api/assessments/:id/versions': { allow: VIEWERS },
    'GET /api/assessments/:id/version-changes': { allow: VIEWERS },
    'PUT /api/assessments/:id/start-interview': { allow: ['specialist'] },
    'PUT /api/assessments/:id/submit': { allow: ['specialist'] },
    'PUT /api/assessments/:id/approve': { allow: ['approver'] },
    'PUT /api/assessments/:id/return-to-review': { allow: ['approver'], body: { comment: 'Please check Q4.' } },
    'POST /api/assessments/:id/comments': { allow: VIEWERS, body: { body: 'A note.' } },
  },
} satisfies AccessTable;
