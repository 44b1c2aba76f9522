import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { authorizationToken } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { authorizationTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';

const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const issue = (user: { id: string }, password: string) =>
  injectAs(ctx, user, { method: 'POST', url: '/api/authorization-tokens', payload: { password } });
let changes = 0;
/** A sensitive call: the user's own email change (a new address each time). */
const changeEmail = (user: { id: string; email: string }, token?: string) =>
  injectAs(ctx, user, {
    method: 'PUT',
    url: `/api/users/${user.id}`,
    payload: { email: `changed.${++changes}.${user.email}` },
    headers: token ? { 'x-authorization-token': token } : {},
  });

describe('POST /api/authorization-tokens', () => {
  it('gives a 5-minute token for the right password, stored hashed', async () => {
    const res = await issue(t.specialist, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, expirationDate } = res.json();
    const minutes = (new Date(expirationDate).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const [row] = await ctx.app.db
      .select()
      .from(authorizationTokens)
      .where(eq(authorizationTokens.tokenHash, sha256(token)));
    expect(row?.userId).toBe(t.specialist.id);
  });

  it('answers 422 on the password field for a wrong password', async () => {
    const res = await issue(t.specialist, 'not-the-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_key: 'errors.wrongPassword',
      errors: { password: ['errors.wrongPassword'] },
    });
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/authorization-tokens', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('requireAuthorization', () => {
  it('accepts a token once, and only from its owner', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const token = await authorizationToken(ctx, u);
    expect((await changeEmail(t.approver, token)).statusCode).toBe(403);
    expect((await changeEmail(u, token)).statusCode).toBe(200);
    expect((await changeEmail(u, token)).statusCode).toBe(403);
  });

  it('refuses an expired token', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const token = await authorizationToken(ctx, u);
    await ctx.app.db
      .update(authorizationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authorizationTokens.tokenHash, sha256(token)));
    const res = await changeEmail(u, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_key).toBe('errors.authorizationRequired');
  });

  it('keeps the token unused when the change is refused', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const token = await authorizationToken(ctx, u);
    const clash = await injectAs(ctx, u, {
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: { email: t.specialist.email },
      headers: { 'x-authorization-token': token },
    });
    expect(clash.statusCode).toBe(409);
    expect((await changeEmail(u, token)).statusCode).toBe(200);
  });

  it('is skipped for provider admins', async () => {
    const admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    expect((await changeEmail(admin)).statusCode).toBe(200);
  });
});
