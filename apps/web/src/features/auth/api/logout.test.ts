import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { browser, logout } from './logout.ts';

const server = installFakeApi();
const go = vi.fn();

describe('logout', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    vi.spyOn(browser, 'go').mockImplementation(go);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    go.mockClear();
  });

  it("ends a single-sign-on session at the provider's end-session page", async () => {
    const end = 'https://id.northwind.test/session/end?id_token_hint=x';
    server.on('POST /api/logout', { redirectUrl: end });
    await logout();
    expect(server.requests('POST /api/logout')[0]?.body).toEqual({ refreshToken: 'r' });
    expect(authStore.get()).toBeNull();
    expect(go).toHaveBeenCalledWith(end);
  });

  it('stays in the app for other sessions, and when the server cannot be reached', async () => {
    server.on('POST /api/logout', null);
    await logout();
    expect(authStore.get()).toBeNull();
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    server.on('POST /api/logout', () => {
      throw new TypeError('network down');
    });
    await logout();
    expect(authStore.get()).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
