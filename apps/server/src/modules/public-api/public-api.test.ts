import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiKey, keyHeaders, type TestApiKey } from '../../../test/factories/api-keys.ts';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildEngagement, engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, engagements } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let key: TestApiKey;
let readOnly: TestApiKey;
let foreign: TestApiKey;

beforeAll(async () => {
  [t, other] = await Promise.all([buildTenant(ctx.app.db), buildTenant(ctx.app.db)]);
  [key, readOnly, foreign] = await Promise.all([
    buildApiKey(ctx.app.db, { companyId: t.company.id }),
    buildApiKey(ctx.app.db, { companyId: t.company.id, scopes: ['engagements:read'] }),
    buildApiKey(ctx.app.db, { companyId: other.company.id }),
  ]);
});

const call = (
  k: TestApiKey,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) => ctx.app.inject({ method, url, headers: keyHeaders(k, headers), ...(payload ? { payload } : {}) });
const engagementCount = async () =>
  (await ctx.app.db.select({ n: count() }).from(engagements).where(eq(engagements.companyId, t.company.id)))[0]!.n;

describe('/api/v1 reach', () => {
  it('describes the key, with its rate-limit state', async () => {
    const res = await call(key, 'GET', '/api/v1/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ keyId: key.id, group: { id: t.company.id }, rateLimitPerMinute: 120 });
    expect(res.headers['ratelimit-limit']).toBe('120');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(120);
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('is for keys only: people get 404, anonymous callers 401, a key reaches nothing else', async () => {
    expect((await injectAs(ctx, t.clientAdmin, { url: '/api/v1/engagements' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/engagements' })).statusCode).toBe(401);
    expect((await call(key, 'GET', '/api/companies')).statusCode).toBe(404);
    expect((await call(key, 'GET', `/api/engagements/${(await buildEngagement(ctx.app.db, t)).id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an expired key', async () => {
    const old = await buildApiKey(ctx.app.db, { companyId: t.company.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await call(old, 'GET', '/api/v1/me')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/engagements', () => {
  it('creates once per Idempotency-Key: a retry answers the first result, another body is refused', async () => {
    const before = await engagementCount();
    const body = engagementInput(t, { serviceProvided: 'Idempotent delivery' });
    const first = await call(key, 'POST', '/api/v1/engagements', body, { 'idempotency-key': 'create-1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers.location).toBe(`/api/v1/engagements/${first.json().id}`);
    const retry = await call(key, 'POST', '/api/v1/engagements', body, { 'idempotency-key': 'create-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await engagementCount()).toBe(before + 1);

    const reused = await call(
      key,
      'POST',
      '/api/v1/engagements',
      { ...body, serviceProvided: 'Other' },
      {
        'idempotency-key': 'create-1',
      },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error_key).toBe('errors.idempotencyKeyReused');
    const without = await call(key, 'POST', '/api/v1/engagements', body);
    expect(without.statusCode).toBe(400);
    expect(await engagementCount()).toBe(before + 1);
  });

  it('frees the key of a refused request, so a corrected retry goes through', async () => {
    const bad = await call(
      key,
      'POST',
      '/api/v1/engagements',
      engagementInput(t, { specialistEmail: 'nobody@example.test' }),
      {
        'idempotency-key': 'create-2',
      },
    );
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const good = await call(
      key,
      'POST',
      '/api/v1/engagements',
      engagementInput(t, { specialistEmail: 'nobody@example.test' }),
      {
        'idempotency-key': 'create-2',
      },
    );
    expect(good.statusCode).toBe(bad.statusCode);
  });

  it('names the key, the request id and the address in the audit log', async () => {
    const res = await call(key, 'POST', '/api/v1/engagements', engagementInput(t), { 'idempotency-key': 'audit-1' });
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, res.json().id), eq(auditEvents.action, 'engagement.created')));
    expect(event).toMatchObject({ actorId: key.userId, apiKeyId: key.id, ip: '127.0.0.1' });
    expect(event?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // people's changes carry the request too
    const archived = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/engagements/${res.json().id}/archive`,
      payload: { comment: 'Cancelled' },
    });
    expect(archived.statusCode).toBe(200);
    const [byPerson] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, res.json().id), eq(auditEvents.action, 'engagement.archive')));
    expect(byPerson).toMatchObject({ actorId: t.clientAdmin.id, apiKeyId: null, ip: '127.0.0.1' });
    expect(byPerson?.requestId).toBeTruthy();
  });

  it('refuses a key without engagements:write (403) and one of another group (404 on the company)', async () => {
    const denied = await call(readOnly, 'POST', '/api/v1/engagements', engagementInput(t), { 'idempotency-key': 'x' });
    expect(denied.statusCode).toBe(403);
    const foreignCall = await call(foreign, 'POST', '/api/v1/engagements', engagementInput(t), {
      'idempotency-key': 'y',
    });
    expect(foreignCall.statusCode).toBe(404);
  });
});

describe('GET and PATCH /api/v1/engagements/{id}', () => {
  it('sends an ETag, answers 304 to it, and updates only with the current one', async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    const read = await call(key, 'GET', `/api/v1/engagements/${id}`);
    expect(read.statusCode).toBe(200);
    const etag = read.headers.etag as string;
    expect(read.json()).not.toHaveProperty('abilities');
    expect((await call(key, 'GET', `/api/v1/engagements/${id}`, undefined, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    const patch = { serviceProvided: 'Changed by the VMS' };
    expect((await call(key, 'PATCH', `/api/v1/engagements/${id}`, patch)).statusCode).toBe(428);
    const ok = await call(key, 'PATCH', `/api/v1/engagements/${id}`, patch, { 'if-match': etag });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ serviceProvided: 'Changed by the VMS', contractValuePence: 4_850_050 });
    expect(ok.headers.etag).not.toBe(etag);
    // a second system still holding the old version is refused, and changes nothing
    const stale = await call(
      key,
      'PATCH',
      `/api/v1/engagements/${id}`,
      { serviceProvided: 'Lost update' },
      {
        'if-match': etag,
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error_key).toBe('errors.preconditionFailed');
    expect((await call(key, 'GET', `/api/v1/engagements/${id}`)).json().serviceProvided).toBe('Changed by the VMS');
  });

  it("answers 404 for another group's engagement and 403 without the scope", async () => {
    const { id } = await buildEngagement(ctx.app.db, t);
    expect((await call(foreign, 'GET', `/api/v1/engagements/${id}`)).statusCode).toBe(404);
    const noRead = await buildApiKey(ctx.app.db, { companyId: t.company.id, scopes: ['appeals:read'] });
    expect((await call(noRead, 'GET', `/api/v1/engagements/${id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/engagements (cursor pagination)', () => {
  it("walks every engagement of the group once, in pages, and none of another group's", async () => {
    await buildEngagement(ctx.app.db, other);
    await Promise.all([1, 2, 3].map(() => buildEngagement(ctx.app.db, t)));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(key, 'GET', `/api/v1/engagements?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { data: { id: string; company: { id: string } }[]; nextCursor: string | null };
      expect(page.data.length).toBeLessThanOrEqual(2);
      for (const e of page.data) expect([t.company.id, t.subsidiary.id]).toContain(e.company.id);
      seen.push(...page.data.map((e) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await engagementCount());
    expect(pages).toBeGreaterThan(1);
    // The walk's summaries (read lean) are the summary fields of each engagement's own read.
    const first = (await call(key, 'GET', '/api/v1/engagements?limit=50')).json().data as Record<string, unknown>[];
    expect(first.length).toBe(seen.length);
    for (const summary of first) {
      expect(Object.keys(summary).length).toBeGreaterThan(10);
      expect((await call(key, 'GET', `/api/v1/engagements/${summary.id}`)).json()).toMatchObject(summary);
    }
    expect((await call(key, 'GET', '/api/v1/engagements?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/appeals (cursor pagination)', () => {
  it("walks the group's appeals once each, and none of another group's", async () => {
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await buildAppeal(ctx.app.db, ctx.app.storage, t)).appeal.id);
    await buildAppeal(ctx.app.db, ctx.app.storage, other);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(key, 'GET', `/api/v1/appeals?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((a: { id: string }) => a.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(mine);
    expect((await call(readOnly, 'GET', '/api/v1/appeals')).statusCode).toBe(403);
  });
});

describe('per-key rate limit', () => {
  it('answers 429 with Retry-After past the key’s limit, counted per key', async () => {
    const small = await buildApiKey(ctx.app.db, { companyId: t.company.id, rateLimitPerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(small, 'GET', '/api/v1/me')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await call(small, 'GET', '/api/v1/me');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(key, 'GET', '/api/v1/me')).statusCode).toBe(200);
  });

  it('counts the requests refused as invalid too', async () => {
    const small = await buildApiKey(ctx.app.db, { companyId: t.company.id, rateLimitPerMinute: 2 });
    const invalid = await call(small, 'GET', '/api/v1/engagements?limit=0');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['ratelimit-remaining']).toBe('1');
    const nul = await call(small, 'GET', '/api/v1/engagements?cursor=%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['ratelimit-remaining']).toBe('0');
    expect((await call(small, 'GET', '/api/v1/me')).statusCode).toBe(429);
  });
});

describe('/api/v1/webhooks', () => {
  it("registers, lists and deletes the key's group's endpoints with webhooks:manage, audited with the key", async () => {
    const body = { url: 'https://93.184.216.34/erp', events: ['sds.issued'] };
    const made = await call(key, 'POST', '/api/v1/webhooks', body, { 'idempotency-key': 'hook-1' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, secret } = made.json();
    expect(secret).toMatch(/^whsec_/);
    const again = await call(key, 'POST', '/api/v1/webhooks', body, { 'idempotency-key': 'hook-1' });
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json().id]).toEqual([201, 'true', id]);

    const list = await call(key, 'GET', '/api/v1/webhooks');
    expect(list.json().data.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(list.body).not.toContain(secret);
    expect((await call(foreign, 'GET', '/api/v1/webhooks')).json().data).toEqual([]);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'webhook.created')));
    expect(event).toMatchObject({ actorId: key.userId, apiKeyId: key.id, companyId: t.company.id });

    expect((await call(foreign, 'DELETE', `/api/v1/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call(readOnly, 'DELETE', `/api/v1/webhooks/${id}`)).statusCode).toBe(403);
    expect((await call(key, 'DELETE', `/api/v1/webhooks/${id}`)).statusCode).toBe(204);
    expect((await call(key, 'GET', '/api/v1/webhooks')).json().data).toEqual([]);
  });

  it('refuses a private target (400) and a key without the scope (403), registering nothing', async () => {
    const privateTarget = await call(
      key,
      'POST',
      '/api/v1/webhooks',
      { url: 'https://10.0.0.7/hook', events: ['sds.issued'] },
      { 'idempotency-key': 'hook-private' },
    );
    expect(privateTarget.statusCode).toBe(400);
    expect(privateTarget.json().errors.url).toEqual(['webhooks.errors.targetRefused']);
    const unscoped = await call(
      readOnly,
      'POST',
      '/api/v1/webhooks',
      { url: 'https://93.184.216.34/erp', events: ['sds.issued'] },
      { 'idempotency-key': 'hook-unscoped' },
    );
    expect(unscoped.statusCode).toBe(403);
    expect((await call(key, 'GET', '/api/v1/webhooks')).json().data).toEqual([]);
  });
});
