import type { AccessTable } from './route-spec.ts';

const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;
/** Those managing the fixture's (top) company: the lifecycle actions (a wrong state answers 409). */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;

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
    // lifecycle (assessment-lifecycle.routes.ts)
    'PUT /api/assessments/:id/reject': {
      allow: ['approver'],
      body: { confirmation: 'Reject', reason: 'Not eligible.' },
    },
    'PUT /api/assessments/:id/start-reassessment': { allow: MANAGERS, body: { reason: 'manual' } },
    'PUT /api/assessments/:id/close-reassessment': { allow: MANAGERS, body: { additionalMailComment: 'No change.' } },
    'PUT /api/assessments/:id/start-continuous-employment': { allow: MANAGERS },
    'PUT /api/assessments/:id/reset-interview': { allow: ['specialist'], fresh: true },
    'PUT /api/assessments/:id/synchronize-interview': { allow: ['specialist'], fresh: true },
  },
} satisfies AccessTable;
