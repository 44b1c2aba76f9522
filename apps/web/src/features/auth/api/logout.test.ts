import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { browser, logout } from './logout.ts';

let answer: () => Response;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
const go = vi.fn();

describe('logout', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(browser, 'go').mockImplementation(go);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
    go.mockClear();
  });

  it("ends a single-sign-on session at the provider's end-session page", async () => {
    const end = 'https://id.northwind.test/session/end?id_token_hint=x';
    answer = () => Response.json({ redirectUrl: end });
    await logout();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ refreshToken: 'r' });
    expect(authStore.get()).toBeNull();
    expect(go).toHaveBeenCalledWith(end);
  });

  it('stays in the app for other sessions, and when the server cannot be reached', async () => {
    answer = () => new Response(null, { status: 204 });
    await logout();
    expect(authStore.get()).toBeNull();
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    answer = () => {
      throw new TypeError('network down');
    };
    await logout();
    expect(authStore.get()).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
