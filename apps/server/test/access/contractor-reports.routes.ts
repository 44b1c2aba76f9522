import type { AccessTable } from './route-spec.ts';

/** Those who deal with an engagement's statement: its company's managers and its approver. */
const SENDERS = ['provider_admin', 'provider_user', 'client_admin', 'approver'] as const;

export default {
  // The contractor's side: a link key (and its code) instead of an account.
  public: ['GET /api/contractor-reports/:key', 'GET /api/download-contractor-report'],
  protected: {
    // The fixture's engagement has no approved assessment: allowed callers get 409.
    'POST /api/engagements/:id/send-contractor-report': { allow: SENDERS, body: { emails: [] } },
    'GET /api/engagements/:id/contractor-report-history-mails': { allow: SENDERS },
    // The fixture has no sending, so every caller is refused (404); who may resend is tested in
    // modules/contractor-reports/contractor-reports.test.ts and test/policies/contractor-reports.policy.test.ts.
    'PUT /api/resend-contractor-report': {
      allow: [],
      body: { engagementMailGroupId: '00000000-0000-4000-8000-000000000000' },
    },
  },
} satisfies AccessTable;
