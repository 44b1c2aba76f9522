import type { AccessTable } from './route-spec.ts';

/** Those who see the fixture's engagement: its company's managers and its two seat holders. */
const READERS = ['provider_admin', 'provider_user', 'client_admin', 'approver', 'specialist'] as const;
/** Those who ask for a change: the client admin and the seat holders. */
const REQUESTERS = ['client_admin', 'approver', 'specialist'] as const;
/** Those who manage the engagement and apply changes: provider staff managing the client, its admin. */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

export default {
  protected: {
    'GET /api/engagements/:id/contract-changes': { allow: READERS },
    'GET /api/engagements/:id/count-active-assessments': { allow: READERS },
    'POST /api/engagements/:id/request-report-change': {
      allow: REQUESTERS,
      body: { comment: 'The contract was extended.' },
    },
    'POST /api/engagements/:id/update-report': {
      allow: MANAGERS,
      body: { comment: 'New reference', changes: { yourReference: 'PO-1' } },
      fresh: true,
    },
    // A change of the fixture's engagement does not exist: the fixture's engagement is found, the
    // change is not (404 for everyone). Who may fulfil is tested in
    // modules/contract-changes/contract-changes.test.ts and test/policies/contract-changes.policy.test.ts.
    'POST /api/requested-contract-changes/update-report': {
      allow: [],
      body: (ids) => ({ engagementId: ids.engagement, contractChanges: [NO_SUCH] }),
      tenant: true,
    },
    'PUT /api/contract-changes/mark-as-seen': { allow: [], body: { contractChangesIds: [NO_SUCH] }, tenant: false },
    'POST /api/contract-changes/:id/reassessment': {
      allow: [],
      url: () => `/api/contract-changes/${NO_SUCH}/reassessment`,
    },
  },
} satisfies AccessTable;
