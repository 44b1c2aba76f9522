import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { authorized } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { apiKeys, auditEvents, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';

const ctx = useTestApp();
let t: Tenant;
let apiUser: UserRow;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
});

const body = { name: 'Workday sync', scopes: ['engagements:read', 'engagements:write'], expiresInDays: 90 };
const make = async (user: { id: string }, payload: object = body, confirm = true) =>
  injectAs(ctx, user, {
    method: 'POST',
    url: '/api/api-keys',
    payload,
    headers: confirm ? await authorized(ctx, user) : {},
  });
const me = (key: string) => ctx.app.inject({ url: '/api/v1/me', headers: { 'x-api-key': key } });

describe('API keys', () => {
  it('makes a named, scoped, expiring key once, after a password confirmation, stored as SHA-256', async () => {
    expect((await make(apiUser, body, false)).statusCode).toBe(403);
    const res = await make(apiUser);
    expect(res.statusCode).toBe(201);
    const { key, apiKey } = res.json();
    expect(key).toMatch(/^st_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey).toMatchObject({ name: 'Workday sync', scopes: body.scopes, state: 'live', dateLastUsed: null });
    const days = (Date.parse(apiKey.dateExpires) - Date.parse(apiKey.dateCreated)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await ctx.app.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.keyHash).toBe(sha256(key));
    expect((await me(key)).json()).toMatchObject({ keyId: apiKey.id, scopes: body.scopes });
    const listed = (await injectAs(ctx, apiUser, { url: '/api/api-keys' })).json();
    const mine = listed.find((k: { id: string }) => k.id === apiKey.id);
    expect(mine.dateLastUsed).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);
    const profile = await injectAs(ctx, apiUser, { url: `/api/users/${apiUser.id}` });
    expect(profile.json()).toMatchObject({ hasApiKeyGenerated: true, abilities: { generateApiKey: true } });
  });

  it('refuses an unknown scope, no scope and a lifetime past two years', async () => {
    for (const payload of [
      { ...body, scopes: ['everything'] },
      { ...body, scopes: [] },
      { ...body, expiresInDays: 731 },
    ])
      expect((await make(apiUser, payload)).statusCode).toBe(400);
  });

  it('rotates: a new secret with the same name and scopes; the old one stops at once', async () => {
    const first = (await make(apiUser)).json();
    const res = await injectAs(ctx, apiUser, {
      method: 'POST',
      url: `/api/api-keys/${first.apiKey.id}/rotate`,
      headers: await authorized(ctx, apiUser),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().apiKey).toMatchObject({ name: 'Workday sync', scopes: body.scopes, state: 'live' });
    expect((await me(first.key)).statusCode).toBe(401);
    expect((await me(res.json().key)).statusCode).toBe(200);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, apiUser.id), eq(auditEvents.action, 'api_key.rotated')));
    expect(event?.requestId).toBeTruthy();
  });

  it('revokes: the key stops at once; another API user does not find it', async () => {
    const { key, apiKey } = (await make(apiUser)).json();
    const other = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    const url = `/api/api-keys/${apiKey.id}`;
    expect((await injectAs(ctx, other, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await injectAs(ctx, apiUser, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await me(key)).statusCode).toBe(401);
    const listed = (await injectAs(ctx, apiUser, { url: '/api/api-keys' })).json();
    expect(listed.find((k: { id: string }) => k.id === apiKey.id).state).toBe('revoked');
  });

  it('is for API users of a group only; a key cannot make keys', async () => {
    for (const user of [t.clientAdmin, t.specialist, await buildUser(ctx.app.db, { role: 'provider_admin' })])
      expect((await make(user)).statusCode).toBe(403);
    const { key } = (await make(apiUser)).json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: { 'x-api-key': key } })).statusCode,
    ).toBe(404);
  });

  it('stops the keys of an archived user', async () => {
    const u = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    const { key } = (await make(u)).json();
    const archived = await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${u.id}/archive` });
    expect(archived.statusCode).toBe(200);
    expect((await me(key)).statusCode).toBe(401);
  });

  it('acts for an active user only, whatever the key row says (the user is read with the key)', async () => {
    const u = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    const { key } = (await make(u)).json();
    expect((await me(key)).statusCode).toBe(200);
    // The key itself untouched (not revoked, not expired): only its user's status changes.
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, u.id));
    ctx.app.actorCache?.clear();
    expect((await me(key)).statusCode).toBe(401);
    await ctx.app.db.update(users).set({ status: 'active' }).where(eq(users.id, u.id));
    expect((await me(key)).statusCode).toBe(200);
  });
});
