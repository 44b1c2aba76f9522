import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { ProviderBrowser } from './testing/provider-browser.ts';
import { type SsoFixture, startSsoFixture, URLS } from './testing/sso-fixture.ts';

/** The app's log lines, to read why a sign-in was refused (the browser only sees one key). */
const logLines: Array<{ msg?: string; reason?: string }> = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const ctx = useTestApp({ logStream, logLevel: 'warn' });
const lastRefusal = () => logLines.filter((l) => l.msg === 'single sign-on refused').at(-1)?.reason;
let sso: SsoFixture;
let a: Tenant;
let b: Tenant;
let providerA: string;

beforeAll(async () => {
  sso = await startSsoFixture(ctx);
  [a, b] = [await buildTenant(ctx.app.db), await buildTenant(ctx.app.db)];
  providerA = await sso.addProvider(a.company.id);
});
afterAll(async () => sso?.close());

/** The login page the browser lands on after a refused single sign-on, with its error key. */
function expectRefused(landing: URL, key: 'errors.ssoFailed' | 'errors.ssoNoAccount', reason: string) {
  expect(landing.pathname).toBe('/login');
  expect(landing.searchParams.get('ssoError')).toBe(key);
  expect(lastRefusal()).toBe(reason);
}

describe('single sign-on refuses', () => {
  it('a callback whose state it did not issue, and the attempt cannot be completed afterwards', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: a.company.id });
    const account = sso.account(user.email);
    const browser = new ProviderBrowser();
    const back = await browser.signIn(
      await sso.redirectLink(providerA),
      account.email,
      account.password,
      URLS.callback,
    );
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'not-the-state-we-sent');
    expectRefused(await sso.callback(tampered), 'errors.ssoFailed', 'unknown_state');
    expectRefused(await sso.callback(new URL(URLS.callback)), 'errors.ssoFailed', 'unknown_state');

    // The genuine answer still works once; replaying it does not.
    expect(sso.tokenOf(await sso.callback(back))).toBeTruthy();
    expectRefused(await sso.callback(back), 'errors.ssoFailed', 'unknown_state');
  });

  it('an error answer from the provider', async () => {
    const link = new URL(await sso.redirectLink(providerA, '/engagements'));
    const cancelled = new URL(URLS.callback);
    cancelled.searchParams.set('state', link.searchParams.get('state')!);
    cancelled.searchParams.set('error', 'access_denied');
    const landing = await sso.callback(cancelled);
    expectRefused(landing, 'errors.ssoFailed', 'provider_error');
    expect(landing.searchParams.get('ssoRedirect')).toBe('/engagements');
  });

  it('a client that the provider does not authenticate (wrong client secret)', async () => {
    const name = await sso.addProvider(a.company.id, { clientSecret: 'wrong' });
    const { landing } = await sso.signIn(name, sso.account(a.clientUser.email));
    expectRefused(landing, 'errors.ssoFailed', 'invalid_response');
  });

  it('an archived user', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: a.company.id, status: 'archived' });
    expectRefused(
      (await sso.signIn(providerA, sso.account(user.email))).landing,
      'errors.ssoNoAccount',
      'user_not_active',
    );
  });

  it('a user who was archived after linking', async () => {
    const user = await buildUser(ctx.app.db, { role: 'approver', companyId: a.company.id });
    const account = sso.account(user.email);
    const first = await sso.signIn(providerA, account);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, user.id));
    expect((await sso.exchange(sso.tokenOf(first.landing))).statusCode).toBe(401);
    expectRefused((await sso.signIn(providerA, account)).landing, 'errors.ssoNoAccount', 'user_not_active');
  });

  it("a user of another client group, through this group's provider", async () => {
    const { landing } = await sso.signIn(providerA, sso.account(b.clientAdmin.email));
    expectRefused(landing, 'errors.ssoNoAccount', 'outside_provider_company');
  });

  it('provider staff through a client provider, and client users through the staff provider', async () => {
    const staff = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const viaClient = await sso.signIn(providerA, sso.account(staff.email));
    expectRefused(viaClient.landing, 'errors.ssoNoAccount', 'outside_provider_company');
    const staffProvider = await sso.addProvider(null);
    const viaStaff = await sso.signIn(staffProvider, sso.account(a.approver.email));
    expectRefused(viaStaff.landing, 'errors.ssoNoAccount', 'outside_provider_company');
    const ok = await sso.exchange(sso.tokenOf((await sso.signIn(staffProvider, sso.account(staff.email))).landing));
    expect(ok.json()).toMatchObject({ status: 'OK', userId: staff.id });
  });

  it('an email the provider does not vouch for, and an unknown email', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: a.company.id });
    const unverified = sso.account(user.email, { emailVerified: false });
    expectRefused((await sso.signIn(providerA, unverified)).landing, 'errors.ssoNoAccount', 'email_not_verified');
    const stranger = sso.account('nobody@elsewhere.test');
    expectRefused((await sso.signIn(providerA, stranger)).landing, 'errors.ssoNoAccount', 'unknown_email');
  });

  it('a second provider identity for an account already linked to another', async () => {
    const user = await buildUser(ctx.app.db, { role: 'client_user', companyId: a.company.id });
    await sso.exchange(sso.tokenOf((await sso.signIn(providerA, sso.account(user.email))).landing));
    const other = sso.account(user.email, { sub: 'another-subject' });
    expectRefused((await sso.signIn(providerA, other)).landing, 'errors.ssoNoAccount', 'linked_to_other_identity');
  });
}, 60_000);
