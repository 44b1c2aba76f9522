import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, holdingSettings, ssoLoginRequests, users } from '../../db/schema/index.ts';
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

/** Any signed-in route proves the access token works. */
const signedIn = (accessToken: string) =>
  ctx.app.inject({ url: '/api/my-engagements', headers: { authorization: `Bearer ${accessToken}` } });

describe('GET /api/sso-redirect-link', () => {
  it("answers the provider's authorization URL with PKCE, state and nonce, and stores only the state's hash", async () => {
    const link = new URL(await sso.redirectLink(providerA, '/engagements?tab=open'));
    expect(link.origin).toBe(sso.idp.issuer);
    const p = link.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('redirect_uri')).toBe(URLS.callback);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('scope')).toBe('openid email profile');
    for (const key of ['state', 'nonce', 'code_challenge', 'client_id']) expect(p.get(key)).toBeTruthy();
    const rows = await ctx.app.db.select().from(ssoLoginRequests);
    expect(rows.some((r) => r.stateHash === p.get('state'))).toBe(false);
    expect(rows.some((r) => r.redirectPath === '/engagements?tab=open')).toBe(true);
  });

  it('is 404 for an unknown or disabled provider', async () => {
    const disabled = await sso.addProvider(a.company.id, { enabled: false });
    for (const name of ['no-such-provider', disabled]) {
      const res = await ctx.app.inject({ url: '/api/sso-redirect-link', query: { name } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_key).toBe('errors.notFound');
    }
  });

  it('refuses a return path to another site', async () => {
    const res = await ctx.app.inject({
      url: '/api/sso-redirect-link',
      query: { name: providerA, redirect: '//evil.example/x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('single sign-on', () => {
  it('links the account by verified email on first login and gives working tokens', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: a.company.id });
    const account = sso.account(user.email);
    const { landing } = await sso.signIn(providerA, account, { redirect: '/engagements/42' });
    expect(landing.searchParams.get('ssoRedirect')).toBe('/engagements/42');

    const res = await sso.exchange(sso.tokenOf(landing));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', userId: user.id, isFirstLogin: true, expiresIn: 900 });
    expect((await signedIn(body.accessToken)).statusCode).toBe(200);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);

    const [linked] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(linked!.ssoSubject).toBe(account.sub);
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['user.sso_linked', 'user.login']));
    expect(events.find((e) => e.action === 'user.login')!.after).toEqual({ verifiedBy: 'sso' });
  });

  it('finds a linked account by its subject even when the provider email changes', async () => {
    const user = await buildUser(ctx.app.db, { role: 'approver', companyId: a.company.id });
    const account = sso.account(user.email);
    await sso.exchange(sso.tokenOf((await sso.signIn(providerA, account)).landing));
    const renamed = sso.account(`renamed.${user.email}`, { sub: account.sub });
    const res = await sso.exchange(sso.tokenOf((await sso.signIn(providerA, renamed)).landing));
    expect(res.json()).toMatchObject({ status: 'OK', userId: user.id, isFirstLogin: false });
  });

  it('skips the emailed code and a due password change: the provider authenticated the user', async () => {
    const t = await buildTenant(ctx.app.db);
    await ctx.app.db
      .update(holdingSettings)
      .set({ mailVerificationPeriod: 'daily', changePasswordPeriodWeeks: 6 })
      .where(eq(holdingSettings.companyId, t.company.id));
    await ctx.app.db
      .update(users)
      .set({ passwordChangedAt: new Date('2020-01-01') })
      .where(eq(users.id, t.specialist.id));
    const name = await sso.addProvider(t.company.id);
    const res = await sso.exchange(sso.tokenOf((await sso.signIn(name, sso.account(t.specialist.email))).landing));
    expect(res.json()).toMatchObject({ status: 'OK', userId: t.specialist.id });
  });

  it('signs in a user of a subsidiary through the group provider', async () => {
    const res = await sso.exchange(
      sso.tokenOf((await sso.signIn(providerA, sso.account(a.companyAdmin.email))).landing),
    );
    expect(res.json()).toMatchObject({ status: 'OK', userId: a.companyAdmin.id });
  });

  it('accepts a login token once: a replay is 401', async () => {
    const user = await buildUser(ctx.app.db, { role: 'client_user', companyId: a.company.id });
    const token = sso.tokenOf((await sso.signIn(providerA, sso.account(user.email))).landing);
    expect((await sso.exchange(token)).statusCode).toBe(200);
    const replay = await sso.exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_key).toBe('errors.tokenInvalid');
    expect((await sso.exchange('x'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses an expired login token', async () => {
    const user = await buildUser(ctx.app.db, { role: 'client_user', companyId: a.company.id });
    const token = sso.tokenOf((await sso.signIn(providerA, sso.account(user.email))).landing);
    await ctx.app.db
      .update(ssoLoginRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoLoginRequests.userId, user.id));
    expect((await sso.exchange(token)).statusCode).toBe(401);
  });
}, 60_000);
