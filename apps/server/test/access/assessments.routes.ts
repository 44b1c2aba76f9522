import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Those managing the fixture's (top) company: seats, due date and the lifecycle actions (a wrong state answers 409). */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;

export default {
  protected: {
    'GET /api/assessments/:id': { allow: VIEWERS },
    'GET /api/assessments/:id/versions': { allow: VIEWERS },
    'GET /api/assessments/:id/version-changes': { allow: VIEWERS },
    'PUT /api/assessments/:id/start-interview': { allow: ['specialist'] },
    // The worker's own account (issue 29): the fixture's interview is under way (in_progress).
    'GET /api/assessments/:id/worker-account': { allow: VIEWERS },
    'POST /api/assessments/:id/worker-account': {
      allow: [...MANAGERS, 'specialist'],
      body: { email: 'worker.matrix@example.test' },
    },
    // Only the approver, and only while the assessment awaits them: nobody here.
    'PUT /api/assessments/:id/worker-account/differences/:questionId': {
      allow: [],
      url: (ids) => `/api/assessments/${ids.assessment}/worker-account/differences/ctl_how`,
      body: { choice: 'worker' },
    },
    'PUT /api/assessments/:id/submit': { allow: ['specialist'] },
    'PUT /api/assessments/:id/approve': { allow: ['approver'] },
    'PUT /api/assessments/:id/return-to-review': { allow: ['approver'], body: { comment: 'Please check Q4.' } },
    'POST /api/assessments/:id/comments': { allow: VIEWERS, body: { body: 'A note.' } },
    'POST /api/threads/:id/comments': {
      allow: VIEWERS,
      url: (ids) => `/api/threads/${ids.thread}/comments`,
      body: { body: 'A draft.', status: 'created' },
    },
    'PUT /api/threads/:id/mark-as-seen': { allow: VIEWERS, url: (ids) => `/api/threads/${ids.thread}/mark-as-seen` },
    // Only the author edits a comment (the fixture's comment is the approver's).
    'PUT /api/assessments/:id/comments/:commentId': {
      allow: ['approver'],
      url: (ids) => `/api/assessments/${ids.assessment}/comments/${ids.comment}`,
      body: { body: 'Edited.' },
    },
    'PUT /api/assessments/:id/mark-version-as-seen': { allow: ['approver'], body: { version: 1 } },
    'PUT /api/assessments/:id/mark-presentation-as-seen': { allow: ['specialist'] },
    'GET /api/assessments/:id/results-by-sections': { allow: VIEWERS },
    // Everyone who sees engagements lists their own assessments (API users do not).
    'GET /api/users/:userId/assessments': {
      allow: PEOPLE,
      tenant: false,
      url: (ids) => `/api/users/${ids.self}/assessments`,
    },
    // Managers of the top company (the company admin manages only the subsidiary).
    'PUT /api/assessments/:id/due-date': { allow: MANAGERS, body: { dueDate: day(40) } },
    'PUT /api/assessments/:id/answerer': {
      allow: MANAGERS,
      body: (ids) => ({ newAnswererEmail: ids.specialistEmail }),
    },
    'PUT /api/assessments/:id/approver': { allow: MANAGERS, body: (ids) => ({ newApproverEmail: ids.approverEmail }) },
    // Only the specialist, who gets a 409 here: nothing to take over in the fixture.
    'PUT /api/assessments/:id/accept-answerer': { allow: ['specialist'] },
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
