import {
  ERROR_KEYS,
  SSO_ERROR_PARAM,
  SSO_REDIRECT_PARAM,
  TIME_LIMITS,
  type TLoginResponse,
  type TSsoRedirectLinkQuery,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ssoLoginRequests, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type AccessTokens, randomToken, sha256 } from '../../lib/tokens.ts';
import { openSession } from '../auth/auth.service.ts';
import {
  authorizationUrl,
  endSessionUrl,
  exchangeCode,
  type ProviderIdentity,
  randomCodeVerifier,
  randomNonce,
  randomState,
} from './oidc-client.ts';
import { findEnabledProvider, findProvider, findRequest, findRequestBy, purgeStaleRequests } from './sso.repository.ts';
import { matchAccount, type SsoRefusal } from './sso-account.ts';

/** How long the round trip through the provider may take, and how long the one-time login token lives. */
export const SSO_REQUEST_MINUTES = TIME_LIMITS.ssoRequestMinutes;
export const SSO_LOGIN_TOKEN_MINUTES = TIME_LIMITS.ssoLoginTokenMinutes;

/** The app's addresses the provider sends the browser back to. */
export interface SsoUrls {
  /** `<app>/api/sso/callback`, registered at the provider as redirect_uri. */
  callback: string;
  /** `<app>/login`, registered at the provider as post_logout_redirect_uri. */
  afterLogout: string;
}

/** The URLs under the app's public address (`app.publicUrl`, lib/public-url.ts). */
export function ssoUrls(publicUrl: string): SsoUrls {
  const base = publicUrl.replace(/\/+$/, '');
  return { callback: `${base}/api/sso/callback`, afterLogout: `${base}/login` };
}

const providerUnreachable = () =>
  new AppError(503, ERROR_KEYS.serviceUnavailable, 'The single sign-on provider cannot be reached. Try again later.');
const invalidLoginToken = () =>
  new AppError(401, ERROR_KEYS.tokenInvalid, 'The sign-in link is not valid, expired or was already used.');

/**
 * Starts a single sign-on: stores the attempt (state hashed, nonce and PKCE verifier) and answers
 * the provider's authorization URL. Unknown or disabled providers are 404.
 */
export async function startSsoLogin(db: Db, input: TSsoRedirectLinkQuery, urls: SsoUrls): Promise<string> {
  const provider = await findEnabledProvider(db, input.name);
  if (!provider) throw notFound('Single sign-on provider');
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomCodeVerifier();
  const link = await authorizationUrl(provider, { redirectUri: urls.callback, state, nonce, codeVerifier }).catch(
    () => {
      throw providerUnreachable();
    },
  );
  await purgeStaleRequests(db);
  await db.insert(ssoLoginRequests).values({
    providerId: provider.id,
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    redirectPath: input.redirect ?? null,
    expiresAt: new Date(Date.now() + SSO_REQUEST_MINUTES * 60_000),
  });
  return link;
}

export interface CallbackResult {
  /** Where the browser goes: the web's /sso-login/{token}, or /login with the error key. */
  location: string;
  /** Why no login token was issued (for the log). */
  refusal?: SsoRefusal | 'unknown_state' | 'provider_error' | 'invalid_response';
}

function webPath(path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The provider's redirect back: checks the state, exchanges the code, validates the id_token,
 * finds (and on first use links) the account, then hands the browser a one-time login token.
 * Every attempt is usable once; any failure ends it and sends the browser to /login with a key.
 */
export async function completeSsoCallback(db: Db, callbackUrl: URL): Promise<CallbackResult> {
  const state = callbackUrl.searchParams.get('state');
  const request = state ? await findRequestByState(db, state) : null;
  if (!state || !request) {
    return { location: webPath('/login', { [SSO_ERROR_PARAM]: ERROR_KEYS.ssoFailed }), refusal: 'unknown_state' };
  }
  const fail = async (key: string, refusal: CallbackResult['refusal']): Promise<CallbackResult> => {
    await db.update(ssoLoginRequests).set({ usedAt: new Date() }).where(eq(ssoLoginRequests.id, request.id));
    return {
      location: webPath('/login', { [SSO_ERROR_PARAM]: key, [SSO_REDIRECT_PARAM]: request.redirectPath }),
      refusal,
    };
  };
  const provider = await findProvider(db, request.providerId);
  if (!provider?.enabled || callbackUrl.searchParams.has('error')) return fail(ERROR_KEYS.ssoFailed, 'provider_error');

  let identity: ProviderIdentity;
  try {
    identity = await exchangeCode(provider, callbackUrl, {
      state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
  } catch {
    return fail(ERROR_KEYS.ssoFailed, 'invalid_response');
  }

  const token = randomToken();
  const outcome = await db.transaction(async (tx) => {
    const locked = await findRequestBy(tx, { stateHash: sha256(state) }, true);
    if (!locked || locked.usedAt || locked.loginTokenHash)
      return { ok: false as const, reason: 'unknown_state' as const };
    const match = await matchAccount(tx, provider, identity);
    if (!match.ok) return match;
    await tx
      .update(ssoLoginRequests)
      .set({
        userId: match.user.id,
        loginTokenHash: sha256(token),
        idToken: identity.idToken,
        expiresAt: new Date(Date.now() + SSO_LOGIN_TOKEN_MINUTES * 60_000),
      })
      .where(eq(ssoLoginRequests.id, locked.id));
    return { ok: true as const };
  });
  if (!outcome.ok) {
    return fail(outcome.reason === 'unknown_state' ? ERROR_KEYS.ssoFailed : ERROR_KEYS.ssoNoAccount, outcome.reason);
  }
  return { location: webPath(`/sso-login/${token}`, { [SSO_REDIRECT_PARAM]: request.redirectPath }) };
}

/** An attempt still waiting for the provider's answer. */
async function findRequestByState(db: Db, state: string) {
  const request = await findRequestBy(db, { stateHash: sha256(state) });
  if (!request || request.usedAt || request.loginTokenHash || request.expiresAt < new Date()) return null;
  return request;
}

/**
 * Exchanges the one-time login token for a session (the same answer as POST /api/login). The
 * provider authenticated the user, so neither the emailed verification code nor a due password
 * change applies. Single use, 5 minutes.
 */
export async function loginWithSsoToken(db: Db, tokens: AccessTokens, token: string): Promise<TLoginResponse> {
  const response = await db.transaction(async (tx) => {
    const request = await findRequestBy(tx, { loginTokenHash: sha256(token) }, true);
    if (!request?.userId || request.usedAt || request.expiresAt < new Date()) return null;
    await tx.update(ssoLoginRequests).set({ usedAt: new Date() }).where(eq(ssoLoginRequests.id, request.id));
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
    if (user?.status !== 'active' || user.deletedAt) return null;
    return openSession(tx, tokens, user, 'sso', request.id);
  });
  if (!response) throw invalidLoginToken();
  return response;
}

/**
 * The provider's end-session URL for a session opened by single sign-on (its refresh family is
 * named after the login request), or null for other sessions and providers without one.
 */
export async function ssoLogoutUrl(db: Db, familyId: string, urls: SsoUrls): Promise<string | null> {
  const request = await findRequest(db, familyId);
  if (!request?.idToken) return null;
  const provider = await findProvider(db, request.providerId);
  if (!provider) return null;
  // An unreachable provider must not keep the user signed in here: logout then just ends our session.
  return endSessionUrl(provider, { idToken: request.idToken, postLogoutRedirectUri: urls.afterLogout }).catch(
    () => null,
  );
}
