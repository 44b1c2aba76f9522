import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';

/** What the app needs to talk to one OpenID Connect provider. */
export interface ProviderConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The identity the provider vouched for, read from the validated id_token (and UserInfo when it lacks the email). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  idToken: string;
}

const CACHE_MS = 60 * 60_000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/**
 * Discovers the provider (cached for an hour per process; only a speed-up, nothing relies on it).
 * Plain-http issuers are allowed for local providers; production issuers are https.
 * The client authenticates with client_secret_basic unless the provider only offers client_secret_post.
 */
function configurationFor(p: ProviderConnection): Promise<oidc.Configuration> {
  const key = createHash('sha256').update(`${p.issuer}\n${p.clientId}\n${p.clientSecret}`).digest('hex');
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const insecure = new URL(p.issuer).protocol === 'http:';
  const config = (async () => {
    const discovered = await oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
    if (methods && !methods.includes('client_secret_basic')) return discovered;
    const basic = new oidc.Configuration(
      discovered.serverMetadata(),
      p.clientId,
      p.clientSecret,
      oidc.ClientSecretBasic(p.clientSecret),
    );
    if (insecure) oidc.allowInsecureRequests(basic);
    return basic;
  })();
  cache.set(key, { at: Date.now(), config });
  config.catch(() => cache.delete(key));
  return config;
}

/** The provider's authorization URL: authorization code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  p: ProviderConnection,
  params: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const config = await configurationFor(p);
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: params.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: params.state,
      nonce: params.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/**
 * Exchanges the authorization code of `callbackUrl` and validates the id_token (signature, issuer,
 * audience, expiry, nonce) and the state. Throws when anything does not check out.
 */
export async function exchangeCode(
  p: ProviderConnection,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  const config = await configurationFor(p);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw new Error('The provider returned no id_token.');
  let email = claims.email;
  let verified = claims.email_verified;
  // Providers that keep the id_token small answer the email from UserInfo only.
  if (typeof email !== 'string' && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = info.email;
    verified = info.email_verified;
  }
  return {
    subject: claims.sub,
    email: typeof email === 'string' ? email.trim().toLowerCase() : null,
    emailVerified: verified === true,
    idToken: tokens.id_token,
  };
}

/** The provider's end-session URL for RP-initiated logout, or null when it has none. */
export async function endSessionUrl(
  p: ProviderConnection,
  params: { idToken: string; postLogoutRedirectUri: string },
): Promise<string | null> {
  const config = await configurationFor(p);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return oidc
    .buildEndSessionUrl(config, {
      id_token_hint: params.idToken,
      post_logout_redirect_uri: params.postLogoutRedirectUri,
    })
    .toString();
}

export const randomState = oidc.randomState;
export const randomNonce = oidc.randomNonce;
export const randomCodeVerifier = oidc.randomPKCECodeVerifier;
