import type { AccessTable } from './route-spec.ts';

/** Who follows the fixture engagement's emails: its company's managers and its specialist and approver. */
const VIEWERS = ['provider_admin', 'provider_user', 'client_admin', 'specialist', 'approver'] as const;

export default {
  // The mail provider's delivery events: signed with EMAIL_WEBHOOK_SECRET instead of a session.
  public: ['POST /api/email-events/webhook'],
  protected: {
    'GET /api/engagements/:id/notifications': { allow: VIEWERS },
    'GET /api/email-changelogs': {
      allow: VIEWERS,
      url: (ids) => `/api/email-changelogs?engagementId=${ids.engagement}`,
      tenant: true,
    },
    // The fixture has no failed email, so every caller is refused (404); who may resend is tested in
    // modules/email-tracker/email-tracker.test.ts and test/policies/email-tracker.policy.test.ts.
    'POST /api/engagements/:id/email-messages/:messageId/resend': {
      allow: [],
      body: { email: 'someone@example.test' },
      url: (ids) => `/api/engagements/${ids.engagement}/email-messages/00000000-0000-4000-8000-000000000000/resend`,
    },
  },
} satisfies AccessTable;
