import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { ssoLoginRequests } from '../../db/schema/index.ts';
import { type SsoFixture, startSsoFixture, URLS } from './testing/sso-fixture.ts';

const ctx = useTestApp();
let sso: SsoFixture;
let a: Tenant;
let providerA: string;

beforeAll(async () => {
  sso = await startSsoFixture(ctx);
  a = await buildTenant(ctx.app.db);
  providerA = await sso.addProvider(a.company.id);
});
afterAll(async () => sso?.close());

const logout = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken } });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

/** Signs a new user of tenant A in through the provider; answers the session and the provider browser. */
async function ssoSession() {
  const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: a.company.id });
  const { landing, browser } = await sso.signIn(providerA, sso.account(user.email));
  const session = (await sso.exchange(sso.tokenOf(landing))).json();
  return { user, browser, refreshToken: session.refreshToken as string };
}

describe('logout of a single-sign-on session', () => {
  it("answers the provider's end-session URL, which ends the provider session and returns to /login", async () => {
    const { browser, refreshToken } = await ssoSession();
    const res = await logout(refreshToken);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().redirectUrl);
    expect(url.origin).toBe(sso.idp.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(URLS.afterLogout);
    const stored = await ctx.app.db.select({ idToken: ssoLoginRequests.idToken }).from(ssoLoginRequests);
    expect(stored.map((r) => r.idToken)).toContain(url.searchParams.get('id_token_hint'));
    expect((await refresh(refreshToken)).statusCode).toBe(401);

    expect((await browser.signOut(url.href, URLS.afterLogout)).href).toBe(URLS.afterLogout);
    // The provider forgot the user: signing in again shows its login form.
    const again = await browser.follow(await sso.redirectLink(providerA), URLS.callback);
    expect(again.res?.status).toBe(200);
    expect(await again.res?.text()).toContain('name="password"');
  });

  it('still goes through the provider after the refresh token was rotated', async () => {
    const { refreshToken } = await ssoSession();
    const rotated = (await refresh(refreshToken)).json().refreshToken as string;
    expect((await logout(rotated)).json().redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('answers 204 for a token that was already revoked', async () => {
    const { refreshToken } = await ssoSession();
    expect((await logout(refreshToken)).statusCode).toBe(200);
    expect((await logout(refreshToken)).statusCode).toBe(204);
  });

  it('answers 204 for a password session of a linked user', async () => {
    const { user } = await ssoSession();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().status).toBe('OK');
    const res = await logout(login.json().refreshToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
}, 60_000);
