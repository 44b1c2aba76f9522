import { createStateraClient, type Schemas } from '@statera/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiKey, type TestApiKey } from '../../../test/factories/api-keys.ts';
import { engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectFetch } from '../../../test/helpers/inject-fetch.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/** The typed client generated from the committed document, against the real server. */
const ctx = useTestApp();
let t: Tenant;
let key: TestApiKey;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  key = await buildApiKey(ctx.app.db, { companyId: t.company.id });
});

const client = () =>
  createStateraClient({ baseUrl: 'http://statera.test', apiKey: key.key, fetch: injectFetch(ctx.app) });

describe('@statera/api-client', () => {
  it('creates, reads, updates with If-Match and walks engagements, typed end to end', async () => {
    const api = client();
    const created = await api.POST('/api/v1/engagements', {
      params: { header: { 'idempotency-key': 'client-create-1' } },
      body: engagementInput(t, { serviceProvided: 'Typed client delivery' }),
    });
    expect(created.response.status).toBe(201);
    const engagement: Schemas['V1Engagement'] = created.data!;
    expect(engagement.serviceProvided).toBe('Typed client delivery');
    expect(engagement.assessments).toHaveLength(1);

    const read = await api.GET('/api/v1/engagements/{id}', { params: { path: { id: engagement.id } } });
    const etag = read.response.headers.get('etag')!;
    const updated = await api.PATCH('/api/v1/engagements/{id}', {
      params: { path: { id: engagement.id }, header: { 'if-match': etag } },
      body: { yourReference: 'PO-77' },
    });
    expect(updated.data?.yourReference).toBe('PO-77');
    const stale = await api.PATCH('/api/v1/engagements/{id}', {
      params: { path: { id: engagement.id }, header: { 'if-match': etag } },
      body: { yourReference: 'PO-78' },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.error_key).toBe('errors.preconditionFailed');

    const page = await api.GET('/api/v1/engagements', { params: { query: { limit: 10 } } });
    expect(page.data?.data.map((e) => e.id)).toContain(engagement.id);
    expect(page.response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);

    const assessment = await api.GET('/api/v1/assessments/{id}', {
      params: { path: { id: engagement.currentAssessment!.id } },
    });
    expect(assessment.data).toMatchObject({ engagementId: engagement.id, status: 'created', determination: null });
  });

  it('surfaces refusals in the §8 shape', async () => {
    const readOnly = await buildApiKey(ctx.app.db, { companyId: t.company.id, scopes: ['engagements:read'] });
    const api = createStateraClient({
      baseUrl: 'http://statera.test',
      apiKey: readOnly.key,
      fetch: injectFetch(ctx.app),
    });
    const refused = await api.POST('/api/v1/engagements', {
      params: { header: { 'idempotency-key': 'client-create-2' } },
      body: engagementInput(t),
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ error_key: 'errors.forbidden' });
  });
});
