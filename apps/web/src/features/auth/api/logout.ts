import type { TLogoutResponse } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

/** Where the browser leaves the app for; a seam for tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * Revokes the refresh token on the server (best effort) and always ends the local session. A
 * single-sign-on session answers the provider's end-session page: the browser goes there to sign
 * out of the provider too, which sends it back to /login (spec §2).
 */
export async function logout(): Promise<void> {
  const session = authStore.get();
  let provider: string | undefined;
  try {
    if (session) {
      const res = await api.post<TLogoutResponse | undefined>(
        '/api/logout',
        { refreshToken: session.refreshToken },
        { anonymous: true },
      );
      provider = res?.redirectUrl;
    }
  } catch {
    // The session ends locally whatever the server says.
  } finally {
    authStore.clear('logout');
  }
  if (provider) browser.go(provider);
}

export const useLogout = () => useMutation({ mutationFn: logout });
