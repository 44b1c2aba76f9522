import type { AccessTable } from './route-spec.ts';

/** Who manages tenant A's webhooks: its client admin and provider admins (`webhooks.manage`). */
const MANAGE = ['provider_admin', 'client_admin'] as const;
const hook = (ids: { company: string; webhookEndpoint: string }) =>
  `/api/companies/${ids.company}/webhooks/${ids.webhookEndpoint}`;
const target = { url: 'https://93.184.216.34/hook', events: ['sds.issued', 'assessment.approved'] };

export default {
  protected: {
    'GET /api/companies/:id/webhooks': { allow: MANAGE },
    'POST /api/companies/:id/webhooks': { allow: MANAGE, body: target },
    'PUT /api/companies/:id/webhooks/:endpointId': {
      allow: MANAGE,
      url: hook,
      body: { ...target, enabled: true, description: 'Matrix' },
    },
    'DELETE /api/companies/:id/webhooks/:endpointId': { allow: MANAGE, url: hook, fresh: true },
    'POST /api/companies/:id/webhooks/:endpointId/secret': { allow: MANAGE, url: (ids) => `${hook(ids)}/secret` },
    'POST /api/companies/:id/webhooks/:endpointId/test': { allow: MANAGE, url: (ids) => `${hook(ids)}/test` },
    'GET /api/companies/:id/webhooks/:endpointId/deliveries': {
      allow: MANAGE,
      url: (ids) => `${hook(ids)}/deliveries`,
    },
  },
} satisfies AccessTable;
