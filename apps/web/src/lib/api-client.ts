import { ApiError, networkError, parseErrorResponse } from './api-error.ts';
import { type AuthStore, authStore, expiryFrom, type Session } from './auth-store.ts';
import { type Authorization, authorizationHeaders } from './authorization-token.ts';
import { deviceId } from './device-id.ts';
import { MAINTENANCE_ERROR_KEY, maintenanceMode } from './maintenance-mode.ts';

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Send without the Bearer token and never refresh (login, refresh). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Resolve with the Response itself (file downloads) instead of its parsed JSON. */
  raw?: boolean;
  /** The password confirmation of a sensitive change, sent with this request only (X-Authorization-Token). */
  authorization?: Authorization | null;
}

/** `key[]=a&key[]=b` for arrays (spec §7); empty values left out. */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The Web Locks name that lets one tab of this browser refresh the tokens at a time. */
export const REFRESH_LOCK = 'statera-refresh';

/** This browser's Web Locks, or null where there are none (old browsers, insecure origins). */
const browserLocks = (): Pick<LockManager, 'request'> | null =>
  (typeof navigator === 'undefined' ? undefined : navigator.locks) ?? null;

interface Deps {
  store: AuthStore;
  fetchFn?: typeof fetch;
  now?: () => number;
  baseUrl?: string;
  /** This browser's device id, sent as X-Device-Id (sign-in verification on a new device). */
  device?: () => string;
  /** Called when a call answers 503 errors.maintenance (the session has just been ended). */
  onMaintenance?: () => void;
  /** Web Locks to serialise refreshes across tabs: navigator.locks when left out, none when null. */
  locks?: Pick<LockManager, 'request'> | null;
}

/**
 * The fetch wrapper every feature uses. It adds the Bearer token, refreshes it before a request
 * once expired, and throws ApiError for every failure. A 503 errors.maintenance ends the session
 * (maintenance mode sends the app to /login).
 *
 * Refreshing: parallel requests of a tab share one refresh, and the tabs of a browser take turns
 * through a Web Lock — each re-reads the stored session inside the lock and uses the tokens another
 * tab has just rotated instead of presenting the same refresh token again (which the server takes
 * for a stolen token, ending the session everywhere). Only a 401 or 400 from /api/refresh ends the
 * session; a network failure or a 5xx is thrown to the caller and the session kept for a retry.
 */
export function createApiClient({ store, fetchFn, now = Date.now, baseUrl = '', device, onMaintenance, locks }: Deps) {
  let refreshing: Promise<Session | null> | null = null;
  const doFetch: typeof fetch = (input, init) => (fetchFn ?? globalThis.fetch)(input, init);

  async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body (file uploads) goes as multipart: the browser writes its Content-Type and boundary.
    const form = opts.body instanceof FormData;
    if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (device) headers['X-Device-Id'] = device();
    Object.assign(headers, opts.headers);
    try {
      return await doFetch(`${baseUrl}${path}${toQueryString(opts.query)}`, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') throw e;
      throw networkError();
    }
  }

  /** POST /api/refresh. A refused refresh token (401, 400) ends the session; other failures throw. */
  async function callRefresh(session: Session): Promise<Session | null> {
    const res = await send('/api/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } }, null);
    if (res.status === 401 || res.status === 400) {
      store.clear();
      return null;
    }
    if (!res.ok) throw await failure(res);
    const body = (await res.json()) as { accessToken: string; refreshToken: string; expiresIn: number };
    const next: Session = {
      userId: session.userId,
      accessToken: body.accessToken,
      refreshToken: body.refreshToken,
      expiresAt: expiryFrom(body.expiresIn, now()),
    };
    store.set(next);
    return next;
  }

  /**
   * Refreshes `stale` unless another tab got there first: the stored session is read afresh, and
   * one with another refresh token (rotated or signed in again) — or, unless `force`d, one not yet
   * expired — is used as it is. No stored session means it ended in another tab.
   */
  async function refreshUnlessRotated(stale: Session, force: boolean): Promise<Session | null> {
    const latest = store.reload();
    if (!latest) return null;
    if (latest.refreshToken !== stale.refreshToken) return latest;
    if (!force && now() < latest.expiresAt) return latest;
    return callRefresh(latest);
  }

  /**
   * One refresh at a time: every caller of this tab waiting meanwhile gets the same promise, and
   * across tabs the Web Lock admits one tab at a time (without Web Locks, per tab only).
   * `force`: refresh even a token that has not expired yet (the server refused it).
   */
  function refresh(session: Session, force = false): Promise<Session | null> {
    const lockManager = locks === undefined ? browserLocks() : locks;
    refreshing ??= (
      lockManager
        ? lockManager.request(REFRESH_LOCK, () => refreshUnlessRotated(session, force))
        : refreshUnlessRotated(session, force)
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function validSession(): Promise<Session | null> {
    if (refreshing) return refreshing;
    const session = store.get();
    if (!session) return null;
    return now() < session.expiresAt ? session : refresh(session);
  }

  async function failure(res: Response): Promise<ApiError> {
    const error = await parseErrorResponse(res);
    if (res.status === 503 && error.error_key === MAINTENANCE_ERROR_KEY) {
      store.clear('maintenance');
      onMaintenance?.();
    }
    return error;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let session = options.anonymous ? null : await validSession();
    if (!options.anonymous && !session) throw new ApiError(401, 'errors.unauthorized', 'Not signed in.');
    const opts = options.authorization
      ? { ...options, headers: { ...authorizationHeaders(options.authorization), ...options.headers } }
      : options;
    let res = await send(path, opts, session?.accessToken ?? null);
    if (res.status === 401 && session) {
      // The token was refused although not yet expired (revoked, clock skew): refresh once and retry,
      // unless another request already replaced it.
      const latest = store.get();
      session = latest && latest.accessToken !== session.accessToken ? latest : await refresh(session, true);
      if (!session) throw await parseErrorResponse(res);
      res = await send(path, opts, session.accessToken);
    }
    if (!res.ok) throw await failure(res);
    if (opts.raw) return res as T;
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    /** A live access token (refreshed if needed), for a transport the client does not cover (upload progress via XHR). */
    accessToken: async (): Promise<string | null> => (await validSession())?.accessToken ?? null,
    get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
    post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient({
  store: authStore,
  device: () => deviceId(),
  onMaintenance: () => maintenanceMode.set(true),
});
