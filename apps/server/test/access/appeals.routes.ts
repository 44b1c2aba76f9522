import type { AccessTable } from './route-spec.ts';

/** An appeal the fixture does not have: every caller is refused (404). */
const NONE = '00000000-0000-4000-8000-000000000000';
const onAppeal = (path: string) => ({ allow: [] as const, url: () => `/api/${path.replaceAll(':x', NONE)}` });

/**
 * Those who see appeals: provider staff, the group's admins, appeal managers and the lead, and the
 * specialists and approvers (the appeals of the assessments they took part in, read only).
 */
const APPEAL_READERS = [
  'provider_admin',
  'provider_user',
  'client_admin',
  'company_admin',
  'approver',
  'specialist',
  'appeal_manager',
  'lead_appeal_manager',
] as const;

/**
 * The manager's side of appeals. The fixture has no appeal, so the calls on one are refused for
 * everyone here (404); who may do what to an appeal — allowed and denied per role, another group's
 * 404 — is tested in modules/appeals/appeals.test.ts and test/policies/appeals.policy.test.ts.
 */
export default {
  protected: {
    'GET /api/appeals/statistics': { allow: APPEAL_READERS, tenant: false },
    'GET /api/appeals/overturn-rates': { allow: APPEAL_READERS, tenant: false },
    'GET /api/users/:userId/appeals': {
      allow: APPEAL_READERS,
      tenant: false,
      url: (ids) => `/api/users/${ids.self}/appeals`,
    },
    // The engagement's managers (the fixture's engagement is of the top company), and the specialist
    // and approver of its assessment (the appeals of their assessments).
    'GET /api/engagements/:id/appeals': {
      allow: ['provider_admin', 'provider_user', 'client_admin', 'approver', 'specialist'],
    },
    'GET /api/engaged-entities/:id/appeals': {
      allow: APPEAL_READERS,
      url: (ids) => `/api/engaged-entities/${ids.engagedEntity}/appeals`,
    },
    // Appeal managers of the group record a letter or call; the fixture's assessment is not approved (409).
    'POST /api/appeals': {
      allow: ['appeal_manager', 'lead_appeal_manager'],
      tenant: true,
      body: (ids) => ({
        assessmentId: ids.assessment,
        channel: 'letter',
        receivedOn: '2026-01-05',
        contractorEmail: 'worker@example.test',
        summary: 'The worker disagrees by letter.',
      }),
    },
    'GET /api/appeals/:id': onAppeal('appeals/:x'),
    'PUT /api/appeals/:id/close': {
      ...onAppeal('appeals/:x/close'),
      body: { decision: 'rejected', comment: 'No change.' },
    },
    'PUT /api/appeals/:id/reopen': { ...onAppeal('appeals/:x/reopen'), body: { comment: 'Again.' } },
    'PUT /api/appeals/:id/submit-to-contractor': { ...onAppeal('appeals/:x/submit-to-contractor'), body: {} },
    'PUT /api/appeals/:id/manager': { ...onAppeal('appeals/:x/manager'), body: { appealManagerId: NONE } },
    'PUT /api/appeals/:id/contractor': { ...onAppeal('appeals/:x/contractor'), body: { email: 'w@example.test' } },
    'POST /api/appeals/:id/comments': {
      ...onAppeal('appeals/:x/comments'),
      body: { body: 'A comment.', threadId: 'appeal' },
    },
    'PUT /api/appeals/:id/comments/:commentId': { ...onAppeal('appeals/:x/comments/:x'), body: { body: 'Edited.' } },
    'DELETE /api/appeals/:id/comments/:commentId': onAppeal('appeals/:x/comments/:x'),
    'GET /api/appeals/:id/comments/:commentId/attachments/:attachmentId': onAppeal(
      'appeals/:x/comments/:x/attachments/:x',
    ),
    // A well-formed JSON body (a malformed one is 400 before any lookup, as every body).
    'PUT /api/appeals/:id/comments/:commentId/attachments': {
      ...onAppeal('appeals/:x/comments/:x/attachments'),
      body: () => ({ attachmentIds: [NONE] }),
    },
    'PUT /api/appeals/:id/comments/:commentId/attachments/detach': {
      ...onAppeal('appeals/:x/comments/:x/attachments/detach'),
      body: { attachmentIds: [NONE] },
    },
    'POST /api/appeals/:id/management-comments': {
      ...onAppeal('appeals/:x/management-comments'),
      body: { body: 'Note.' },
    },
    'PUT /api/appeals/:id/management-comments/:commentId': {
      ...onAppeal('appeals/:x/management-comments/:x'),
      body: { body: 'Edited.' },
    },
    'DELETE /api/appeals/:id/management-comments/:commentId': onAppeal('appeals/:x/management-comments/:x'),
    'GET /api/appeal/:id/history-mails': onAppeal('appeal/:x/history-mails'),
    'POST /api/appeal/:id/mail/:mailId/resend': onAppeal('appeal/:x/mail/:x/resend'),
  },
} satisfies AccessTable;
