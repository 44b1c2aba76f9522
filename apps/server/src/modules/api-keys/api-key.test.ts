import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { authorized } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';

const ctx = useTestApp();
let t: Tenant;
let apiUser: UserRow;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
});

const generate = async (user: { id: string }, headers: Record<string, string> = {}) =>
  injectAs(ctx, user, { method: 'POST', url: '/api/api-key', headers });
const withKey = (key: string, url: string) => ctx.app.inject({ url, headers: { 'x-api-key': key } });

describe('POST /api/api-key', () => {
  it('gives an API user a key once, stored as SHA-256, after a password confirmation', async () => {
    expect((await generate(apiUser)).statusCode).toBe(403);
    const res = await generate(apiUser, await authorized(ctx, apiUser));
    expect(res.statusCode).toBe(201);
    const { key, prefix } = res.json();
    expect(key).toMatch(/^st_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const [row] = await ctx.app.db.select().from(apiKeys).where(eq(apiKeys.userId, apiUser.id));
    expect(row?.keyHash).toBe(sha256(key));
    const me = await injectAs(ctx, apiUser, { url: `/api/users/${apiUser.id}` });
    expect(me.json()).toMatchObject({ hasApiKeyGenerated: true, isApiUser: true, abilities: { generateApiKey: true } });
  });

  it('authenticates X-Api-Key as its user, and a new key revokes the old one', async () => {
    const first = (await generate(apiUser, await authorized(ctx, apiUser))).json().key;
    const me = await withKey(first, `/api/users/${apiUser.id}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(apiUser.id);
    const second = (await generate(apiUser, await authorized(ctx, apiUser))).json().key;
    expect((await withKey(first, `/api/users/${apiUser.id}`)).statusCode).toBe(401);
    expect((await withKey(second, `/api/users/${apiUser.id}`)).statusCode).toBe(200);
    expect((await withKey('st_made-up', `/api/users/${apiUser.id}`)).statusCode).toBe(401);
  });

  it('keeps API users to the key generator and documentation', async () => {
    const key = (await generate(apiUser, await authorized(ctx, apiUser))).json().key;
    expect((await withKey(key, '/api/companies')).statusCode).toBe(404);
    expect((await injectAs(ctx, apiUser, { url: '/api/my-engagements' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/documentation/public' })).statusCode).toBe(200);
  });

  it('lets a provider admin generate a key for themselves, which works as them', async () => {
    const admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const res = await generate(admin);
    expect(res.statusCode).toBe(201);
    expect((await withKey(res.json().key, '/api/companies')).statusCode).toBe(200);
  });

  it.each([
    ['client admin', () => t.clientAdmin],
    ['specialist', () => t.specialist],
  ])('refuses a %s', async (_l, user) => {
    expect((await generate(user(), await authorized(ctx, user()))).statusCode).toBe(403);
  });

  it('stops the key of an archived user', async () => {
    const u = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    const key = (await generate(u, await authorized(ctx, u))).json().key;
    const archived = await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${u.id}/archive` });
    expect(archived.statusCode).toBe(200);
    expect((await withKey(key, `/api/users/${u.id}`)).statusCode).toBe(401);
  });
});
