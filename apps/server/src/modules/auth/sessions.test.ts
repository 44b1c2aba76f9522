import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { authorizationToken, signIn } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Access tokens live only as long as their session (refresh-token family): whatever ends the
 * session refuses its access token at the next request, not 15 minutes later.
 */
const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

/** A fresh user per test keeps the per-account login throttle and other tests' sessions apart. */
const person = () => buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
const me = (user: { id: string }, accessToken: string) =>
  ctx.app.inject({ url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
const logout = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken } });

describe('access tokens end with their session', () => {
  it('refuses the access token right after logout, while another session of the user goes on', async () => {
    const u = await person();
    const laptop = await signIn(ctx, u);
    const phone = await signIn(ctx, u);
    expect((await me(u, laptop.accessToken)).statusCode).toBe(200);
    expect((await logout(laptop.refreshToken)).statusCode).toBe(204);
    const after = await me(u, laptop.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error_key).toBe('errors.unauthorized');
    expect((await me(u, phone.accessToken)).statusCode).toBe(200);
  });

  it('refuses every access token of the family once a used refresh token is presented again', async () => {
    const u = await person();
    const s = await signIn(ctx, u);
    const rotated = (await refresh(s.refreshToken)).json() as { accessToken: string; refreshToken: string };
    expect((await me(u, rotated.accessToken)).statusCode).toBe(200);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await me(u, s.accessToken)).statusCode).toBe(401);
    expect((await me(u, rotated.accessToken)).statusCode).toBe(401);
  });

  it('keeps the access token of a rotated refresh token working (rotation is not revocation)', async () => {
    const u = await person();
    const s = await signIn(ctx, u);
    const rotated = (await refresh(s.refreshToken)).json() as { accessToken: string };
    expect((await me(u, s.accessToken)).statusCode).toBe(200);
    expect((await me(u, rotated.accessToken)).statusCode).toBe(200);
  });

  it("ends the user's sessions and their access tokens on a forced password reset", async () => {
    const u = await person();
    const s = await signIn(ctx, u);
    const forced = await injectAs(ctx, providerAdmin, {
      method: 'PUT',
      url: `/api/users/${u.id}/force-password-reset`,
    });
    expect(forced.statusCode).toBe(200);
    expect((await me(u, s.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });
});

describe('changing the password from My account', () => {
  it('ends the other sessions, and the session that changed it stays signed in', async () => {
    const u = await person();
    const other = await signIn(ctx, u);
    const current = await signIn(ctx, u);
    const token = await authorizationToken(ctx, u);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: { authorization: `Bearer ${current.accessToken}`, 'x-authorization-token': token },
      payload: { oldPassword: TEST_PASSWORD, password: 'Another-Fresh-Pass-9!' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await me(u, other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);

    expect((await me(u, current.accessToken)).statusCode).toBe(200);
    const next = await refresh(current.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(u, next.json().accessToken)).statusCode).toBe(200);
  });

  it('leaves the sessions alone when the password is not part of the change', async () => {
    const u = await person();
    const other = await signIn(ctx, u);
    const changed = await injectAs(ctx, u, { method: 'PUT', url: `/api/users/${u.id}`, payload: { position: 'Lead' } });
    expect(changed.statusCode).toBe(200);
    expect((await me(u, other.accessToken)).statusCode).toBe(200);
  });
});
