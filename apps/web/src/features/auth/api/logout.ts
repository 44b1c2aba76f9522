import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

/** Revokes the refresh token on the server (best effort) and always ends the local session. */
export async function logout(): Promise<void> {
  const session = authStore.get();
  try {
    if (session) await api.post('/api/logout', { refreshToken: session.refreshToken }, { anonymous: true });
  } catch {
    // The session ends locally whatever the server says.
  } finally {
    authStore.clear('logout');
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
