import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, toQueryString } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createAuthStore, type Session } from './auth-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NOW = 1_700_000_000_000;
const expired: Session = { accessToken: 'old', refreshToken: 'r1', userId: 'u1', expiresAt: NOW - 1 };

function setup(session: Session | null, handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const store = createAuthStore(window.localStorage, window);
  if (session) store.set(session);
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  const client = createApiClient({ store, fetchFn: fetchFn as unknown as typeof fetch, now: () => NOW });
  return { store, fetchFn, client };
}

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the Bearer token of a valid session without refreshing', async () => {
    const { fetchFn, client } = setup({ ...expired, expiresAt: NOW + 60_000 }, () => json(200, { ok: true }));
    await expect(client.get('/api/things')).resolves.toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(authOf(fetchFn.mock.calls[0]![1]!)).toBe('Bearer old');
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    const { fetchFn, client } = setup({ ...expired, expiresAt: NOW + 60_000 }, () => json(200, { ok: true }));
    const form = new FormData();
    form.append('photo', new Blob(['png'], { type: 'image/png' }), 'avatar.png');
    await client.put('/api/users/u1/avatar', form);
    const init = fetchFn.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    await client.put('/api/users/u1', { firstName: 'Ada' });
    const second = fetchFn.mock.calls[1]![1]!;
    expect(second.body).toBe('{"firstName":"Ada"}');
    expect((second.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('refreshes an expired token once for parallel requests, then uses the new token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { fetchFn, client, store } = setup(expired, async (url) => {
      if (url === '/api/refresh') {
        await gate;
        return json(200, { accessToken: 'new', refreshToken: 'r2', expiresIn: 900 });
      }
      return json(200, { url });
    });
    const all = Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    release();
    await all;
    const refreshCalls = fetchFn.mock.calls.filter(([u]) => String(u) === '/api/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]![1]!.body))).toEqual({ refreshToken: 'r1' });
    const others = fetchFn.mock.calls.filter(([u]) => String(u) !== '/api/refresh');
    expect(others).toHaveLength(3);
    for (const [, init] of others) expect(authOf(init!)).toBe('Bearer new');
    // Expiry is now + expiresIn - 10 s.
    expect(store.get()).toEqual({ accessToken: 'new', refreshToken: 'r2', userId: 'u1', expiresAt: NOW + 890_000 });
  });

  it('resets the session when the refresh fails, and rejects every waiting request', async () => {
    const { fetchFn, client, store } = setup(expired, (url) =>
      url === '/api/refresh' ? json(401, { error_key: 'errors.tokenInvalid', message: 'no' }) : json(200, {}),
    );
    const listener = vi.fn();
    store.subscribe(listener);
    const results = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem('statera.session')).toBeNull();
    expect(listener).toHaveBeenCalledWith(null, 'ended', false);
    expect(fetchFn.mock.calls.filter(([u]) => String(u) === '/api/refresh')).toHaveLength(1);
    expect(fetchFn.mock.calls.some(([u]) => String(u) === '/api/a')).toBe(false);
  });

  it.each([400, 401])('ends the session when /api/refresh answers %i', async (status) => {
    const { client, store } = setup(expired, (url) =>
      url === '/api/refresh' ? json(status, { error_key: 'errors.tokenInvalid', message: 'no' }) : json(200, {}),
    );
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem('statera.session')).toBeNull();
  });

  it('keeps the session when the refresh fails on the network or with a 5xx, and reports the error', async () => {
    let outage: 'network' | 'busy' | null = 'network';
    const { client, store, fetchFn } = setup(expired, (url) => {
      if (url === '/api/refresh') {
        if (outage === 'network') return Promise.reject(new TypeError('Failed to fetch'));
        if (outage === 'busy') return json(502, { error_key: 'errors.badGateway', message: 'upstream' });
        return json(200, { accessToken: 'new', refreshToken: 'r2', expiresIn: 900 });
      }
      return json(200, { ok: true });
    });
    const listener = vi.fn();
    store.subscribe(listener);

    await expect(client.get('/api/a')).rejects.toMatchObject({ error_key: 'errors.network' });
    expect(store.get()).toEqual(expired);
    expect(window.localStorage.getItem('statera.session')).not.toBeNull();

    outage = 'busy';
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 502 });
    expect(store.get()).toEqual(expired);
    expect(listener).not.toHaveBeenCalled();

    // Back online: the same refresh token still works.
    outage = null;
    await expect(client.get('/api/a')).resolves.toEqual({ ok: true });
    expect(store.get()?.refreshToken).toBe('r2');
    expect(fetchFn.mock.calls.filter(([u]) => String(u) === '/api/a')).toHaveLength(1);
  });

  it('parses failures into ApiError with status, error_key, message and field errors', async () => {
    const { client } = setup({ ...expired, expiresAt: NOW + 60_000 }, () =>
      json(400, {
        error_key: 'errors.validationFailed',
        message: 'Some fields are not valid.',
        errors: { approverEmail: ['errors.userIsNotApproverOrSpecialist', 'errors.email'] },
      }),
    );
    const error = await client.post('/api/engagements', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.error_key).toBe('errors.validationFailed');
    expect(e.message).toBe('Some fields are not valid.');
    expect(e.fieldErrors).toEqual({ approverEmail: 'errors.userIsNotApproverOrSpecialist' });
  });

  it('falls back to a key by status when the body is not the error shape', async () => {
    const { client } = setup(null, () => new Response('<html>busy</html>', { status: 429 }));
    const e = (await client.post('/api/login', {}, { anonymous: true }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(429);
    expect(e.error_key).toBe('errors.tooManyRequests');
    expect(e.errors).toEqual({});
  });

  it('reports a network failure as ApiError errors.network', async () => {
    const { client } = setup(null, () => Promise.reject(new TypeError('Failed to fetch')));
    const e = (await client.request('/api/login', { anonymous: true }).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.error_key).toBe('errors.network');
  });

  it('refuses an authenticated call without a session, without calling the server', async () => {
    const { client, fetchFn } = setup(null, () => json(200, {}));
    const e = (await client.get('/api/x').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('retries once with a fresh token when a live token is refused', async () => {
    let calls = 0;
    const { client, store } = setup({ ...expired, expiresAt: NOW + 60_000 }, (url, init) => {
      if (url === '/api/refresh') return json(200, { accessToken: 'fresh', refreshToken: 'r2', expiresIn: 900 });
      calls += 1;
      return authOf(init) === 'Bearer fresh'
        ? json(200, { ok: true })
        : json(401, { error_key: 'errors.unauthorized', message: 'x' });
    });
    await expect(client.get('/api/a')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(store.get()?.accessToken).toBe('fresh');
  });

  it('sends the device id on every call, anonymous ones included', async () => {
    const store = createAuthStore(window.localStorage, window);
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}));
    const client = createApiClient({
      store,
      fetchFn: fetchFn as unknown as typeof fetch,
      device: () => 'device-1234567890abcdef',
    });
    await client.post('/api/login', { email: 'a', password: 'b' }, { anonymous: true });
    const init = fetchFn.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-Device-Id']).toBe('device-1234567890abcdef');
  });

  it('ends the session and reports maintenance when a call answers 503 errors.maintenance', async () => {
    const onMaintenance = vi.fn();
    const store = createAuthStore(window.localStorage, window);
    store.set({ ...expired, expiresAt: NOW + 60_000 });
    const listener = vi.fn();
    store.subscribe(listener);
    let key = 'errors.serviceUnavailable';
    const fetchFn = vi.fn(async () => json(503, { error_key: key, message: 'closed' }));
    const client = createApiClient({
      store,
      fetchFn: fetchFn as unknown as typeof fetch,
      now: () => NOW,
      onMaintenance,
    });
    // Another 503 is an outage, not maintenance: the session stays.
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 503 });
    expect(store.get()).not.toBeNull();
    key = 'errors.maintenance';
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 503, error_key: 'errors.maintenance' });
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null, 'maintenance', false);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('serialises arrays as key[]=value and drops empty values', () => {
    expect(toQueryString({ page: 2, statuses: ['active', 'ended'], globalFilter: '', sort: undefined })).toBe(
      '?page=2&statuses%5B%5D=active&statuses%5B%5D=ended',
    );
  });
});

/** Web Locks as a browser grants them: one holder per name at a time, the others queued in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, callback: () => Promise<unknown>) => {
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      granted.catch(() => {}),
    );
    return granted;
  });
  return { request };
}

describe('refresh across tabs', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    // Back to happy-dom's own (null) navigator.locks.
    delete (navigator as unknown as Record<string, unknown>).locks;
  });

  /** A browser tab: its own auth store and API client over the shared localStorage. */
  function tab(fetchFn: typeof fetch) {
    const store = createAuthStore(window.localStorage, window);
    return { store, client: createApiClient({ store, fetchFn, now: () => NOW }) };
  }

  it('refreshes once when two tabs find the token expired at the same time; the other tab uses the new tokens', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });
    window.localStorage.setItem('statera.session', JSON.stringify(expired));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const presented: string[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/refresh') {
        const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
        presented.push(refreshToken);
        await gate;
        // The server takes a second use of r1 for theft and ends the session.
        return presented.filter((r) => r === refreshToken).length > 1
          ? json(401, { error_key: 'errors.tokenInvalid', message: 'reused' })
          : json(200, { accessToken: 'new', refreshToken: 'r2', expiresIn: 900 });
      }
      return json(200, { auth: ((init?.headers ?? {}) as Record<string, string>).Authorization });
    });
    const a = tab(fetchFn as unknown as typeof fetch);
    const b = tab(fetchFn as unknown as typeof fetch);

    const both = Promise.all([a.client.get('/api/a'), b.client.get('/api/b')]);
    release();
    expect(await both).toEqual([{ auth: 'Bearer new' }, { auth: 'Bearer new' }]);
    expect(presented).toEqual(['r1']);
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(locks.request.mock.calls.every(([name]) => name === 'statera-refresh')).toBe(true);
    for (const t of [a, b]) expect(t.store.get()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
    expect(JSON.parse(window.localStorage.getItem('statera.session')!)).toMatchObject({ refreshToken: 'r2' });
  });

  it('takes a session another tab signed in again, and no session when another tab logged out', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });
    window.localStorage.setItem('statera.session', JSON.stringify(expired));
    const fetchFn = vi.fn(async () => json(200, {}));
    const stale = tab(fetchFn as unknown as typeof fetch);
    // Another tab logs out (the storage event has not arrived yet).
    window.localStorage.removeItem('statera.session');
    await expect(stale.client.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(stale.store.get()).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('falls back to one refresh per tab where the browser has no Web Locks', async () => {
    window.localStorage.setItem('statera.session', JSON.stringify(expired));
    const fetchFn = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/refresh'
        ? json(200, { accessToken: 'new', refreshToken: 'r2', expiresIn: 900 })
        : json(200, {}),
    );
    const { client } = tab(fetchFn as unknown as typeof fetch);
    await Promise.all([client.get('/api/a'), client.get('/api/b')]);
    expect(fetchFn.mock.calls.filter(([u]) => String(u) === '/api/refresh')).toHaveLength(1);
  });
});

describe('auth store', () => {
  it('follows changes made in another tab through the storage event', () => {
    const store = createAuthStore(window.localStorage, window);
    const listener = vi.fn();
    store.subscribe(listener);
    const session: Session = { accessToken: 'a', refreshToken: 'r', userId: 'u2', expiresAt: 1 };
    window.localStorage.setItem('statera.session', JSON.stringify(session));
    window.dispatchEvent(new StorageEvent('storage', { key: 'statera.session' }));
    expect(store.get()).toEqual(session);
    window.localStorage.removeItem('statera.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'statera.session' }));
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null, 'ended', true);
  });
});
