import type { AccessTable } from './route-spec.ts';

/**
 * The worker's side of an appeal: no account, the link key (or, in file URLs, the 5-minute
 * attachment token) is the credential. Wrong keys, expiry, feature, rate limits and the hidden
 * internal thread are tested in modules/appeal-contractor/*.test.ts.
 */
export default {
  public: [
    'GET /api/appeals/key/:key',
    'PUT /api/appeals/:key/start',
    'GET /api/appeals/:key/attachment-token',
    'POST /api/appeals/key/:key/comments',
    'PUT /api/appeals/key/:key/comments/:commentId',
    'PUT /api/appeals/key/:key/comments/:commentId/attachments',
    'PUT /api/appeals/key/:key/comments/:commentId/attachments/detach',
    'PUT /api/appeals/:key/thread-seen',
    'GET /api/appeals/:key/assessment-report',
    'PUT /api/appeals/:key/submit-to-manager',
    'PUT /api/appeals/key/:key/contractor',
    'GET /api/appeals/:key/comments/:commentId/files',
    'GET /api/appeals/:key/attachments/:attachmentId',
    // the worker's own account before approval (modules/worker-account; tested in worker-account.test.ts)
    'GET /api/worker-accounts/:key',
    'PUT /api/worker-accounts/:key',
  ],
  protected: {},
} satisfies AccessTable;
