import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from '../../../../test/helpers/test-app.ts';
import { ssoProviders } from '../../../db/schema/index.ts';
import { normalPublicUrl } from '../../../lib/public-url.ts';
import { ssoUrls } from '../sso.service.ts';
import { type LocalAccount, type LocalOidcProvider, startLocalOidcProvider } from './local-oidc-provider.ts';
import { ProviderBrowser } from './provider-browser.ts';

/** The URLs of a test app, which has no PUBLIC_URL: the default address (lib/public-url.ts). */
export const URLS = ssoUrls(normalPublicUrl(undefined));
const CLIENT = {
  clientId: 'statera-test',
  clientSecret: `secret-${randomUUID()}`,
  redirectUris: [URLS.callback],
  postLogoutRedirectUris: [URLS.afterLogout],
};

/** A local provider for a test file, and ways to register it in the app and sign in through it. */
export async function startSsoFixture(ctx: TestContext) {
  const idp: LocalOidcProvider = await startLocalOidcProvider({ clients: [CLIENT] });

  /** Registers a provider in the app for `companyId` (null: provider staff) and answers its name. */
  async function addProvider(companyId: string | null, overrides: { enabled?: boolean; clientSecret?: string } = {}) {
    const name = `idp-${randomUUID().slice(0, 8)}`;
    await ctx.app.db.insert(ssoProviders).values({
      name,
      displayName: `Provider ${name}`,
      issuer: idp.issuer,
      clientId: CLIENT.clientId,
      clientSecret: overrides.clientSecret ?? CLIENT.clientSecret,
      companyId,
      enabled: overrides.enabled ?? true,
    });
    return name;
  }

  /** A provider account for an app user's email (another email or unverified when asked). */
  function account(email: string, extra: Partial<LocalAccount> = {}): LocalAccount {
    const a = { sub: `sub-${randomUUID()}`, email, password: 'provider-pass', ...extra };
    idp.addAccount(a);
    return a;
  }

  async function redirectLink(name: string, redirect?: string): Promise<string> {
    const res = await ctx.app.inject({
      url: '/api/sso-redirect-link',
      query: { name, ...(redirect ? { redirect } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().link as string;
  }

  /** Runs the app's callback for the URL the provider sent the browser to; answers the redirect. */
  async function callback(url: URL): Promise<URL> {
    const res = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(res.statusCode, res.body).toBe(302);
    return new URL(String(res.headers.location), 'http://app.invalid');
  }

  /** The whole round trip up to the web page: /sso-login/{token} or /login?ssoError=… */
  async function signIn(name: string, a: LocalAccount, opts: { redirect?: string; browser?: ProviderBrowser } = {}) {
    const browser = opts.browser ?? new ProviderBrowser();
    const back = await browser.signIn(await redirectLink(name, opts.redirect), a.email, a.password, URLS.callback);
    return { landing: await callback(back), browser };
  }

  const exchange = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/sso-login/${token}` });
  const tokenOf = (landing: URL) => {
    expect(landing.pathname).toMatch(/^\/sso-login\//);
    return landing.pathname.slice('/sso-login/'.length);
  };

  return { idp, addProvider, account, redirectLink, callback, signIn, exchange, tokenOf, close: () => idp.close() };
}
export type SsoFixture = Awaited<ReturnType<typeof startSsoFixture>>;
