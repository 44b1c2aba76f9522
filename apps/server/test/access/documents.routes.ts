import { type AccessTable, PEOPLE } from './route-spec.ts';

/** Those who see the fixture's engagement: its company's managers and its two seat holders. */
const READERS = ['provider_admin', 'provider_user', 'client_admin', 'approver', 'specialist'] as const;
/** Those who add to its file: the client admin and the seat holders (provider staff read only). */
const CONTRIBUTORS = ['client_admin', 'approver', 'specialist'] as const;
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

export default {
  // A signed link is the proof (HMAC, minutes, bound to the file and the user): no session.
  public: ['GET /api/attachments/:attachmentId', 'POST /api/attachments/token/:token'],
  protected: {
    // A JSON body instead of multipart: allowed callers get 415, refused ones 404 (API users).
    'POST /api/attachments': { allow: PEOPLE, body: {}, tenant: false },
    'GET /api/engagements/:id/documents': { allow: READERS },
    'GET /api/engagements/:id/download-documents': { allow: READERS },
    // An attachment that is not the caller's upload: allowed callers get 400 errors.attachmentNotUsable.
    'POST /api/engagements/:id/documents': { allow: CONTRIBUTORS, body: { attachmentIds: [NO_SUCH] } },
    // The fixture has no document: every caller gets 404; who may delete, comment and open one is
    // tested in modules/documents/documents.test.ts and test/policies/documents.policy.test.ts.
    'DELETE /api/engagements/:id/documents/:attachmentId': {
      allow: [],
      url: (ids) => `/api/engagements/${ids.engagement}/documents/${NO_SUCH}`,
    },
    'POST /api/engagements/documents/:documentId/comments': {
      allow: [],
      body: { body: 'A comment' },
      url: () => `/api/engagements/documents/${NO_SUCH}/comments`,
    },
    'GET /api/documents/:documentId': { allow: [], url: () => `/api/documents/${NO_SUCH}` },
  },
} satisfies AccessTable;
