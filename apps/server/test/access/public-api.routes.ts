import type { AccessTable, FixtureIds, RouteSpec } from './route-spec.ts';

/** An id nobody has (the people's matrix has no appeal). */
const NONE = '00000000-0000-4000-8000-000000000000';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The public API (/api/v1): API keys only, so every person gets 404 here (`allow: []`) and anonymous
 * callers 401. Who holds which key — every scope (allowed), all but the route's (403), another
 * group's (404) — is `test/access-keys.test.ts`, reading `scope` below.
 */
const key = (scope: RouteSpec['scope'], more: Omit<RouteSpec, 'allow' | 'scope'> = {}): RouteSpec => ({
  allow: [],
  scope,
  ...more,
});

export default {
  public: ['GET /api/v1/openapi.json'],
  protected: {
    'GET /api/v1/me': key(null, { tenant: false }),
    'GET /api/v1/engagements': key('engagements:read', { tenant: false }),
    'GET /api/v1/engagements/:id': key('engagements:read'),
    'POST /api/v1/engagements': key('engagements:write', {
      tenant: true,
      body: (ids: FixtureIds) => ({
        companyId: ids.company,
        engagedEntityId: ids.engagedEntity,
        engagedIndividualId: ids.engagedIndividual,
        contractStart: day(10),
        contractEnd: day(200),
        contractValue: 1000,
        serviceProvided: 'Matrix delivery',
        specialistEmail: ids.specialistEmail,
        approverEmail: ids.approverEmail,
      }),
    }),
    // an allowed key gets past its scope to the version check (412 for a made-up ETag)
    'PATCH /api/v1/engagements/:id': key('engagements:write', {
      body: { serviceProvided: 'Changed by the matrix' },
      headers: { 'if-match': '"not-the-current-version"' },
    }),
    'GET /api/v1/assessments/:id': key('determinations:read'),
    'GET /api/v1/assessments/:id/statements': key('statements:read'),
    'GET /api/v1/statements/:id/pdf': key('statements:read', {
      url: (ids) => `/api/v1/statements/${ids.assessmentReport}/pdf`,
    }),
    'GET /api/v1/appeals': key('appeals:read', { tenant: false }),
    'GET /api/v1/appeals/:id': key('appeals:read', { url: (ids) => `/api/v1/appeals/${ids.appeal ?? NONE}` }),
    'POST /api/v1/appeals/:id/decision': key('appeals:manage', {
      url: (ids) => `/api/v1/appeals/${ids.appeal ?? NONE}/decision`,
      body: { decision: 'rejected', comment: 'The matrix keeps the determination.' },
    }),
    // a key's webhooks are its own group's: another group's key lists/registers in its own group
    'GET /api/v1/webhooks': key('webhooks:manage', { tenant: false }),
    'POST /api/v1/webhooks': key('webhooks:manage', {
      tenant: false,
      // a public address literal: no DNS in the matrix
      body: { url: 'https://93.184.216.34/hook', events: ['sds.issued'] },
    }),
    'DELETE /api/v1/webhooks/:id': key('webhooks:manage', {
      url: (ids) => `/api/v1/webhooks/${ids.webhookEndpoint}`,
    }),
  },
} satisfies AccessTable;
