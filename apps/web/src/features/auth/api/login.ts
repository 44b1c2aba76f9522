import type { TLogin, TLoginResponse } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore, expiryFrom } from '../../../lib/auth-store.ts';

/**
 * Logs in and stores the session when the server says OK. The two special statuses are returned to
 * the caller; any failure resets the session and rejects (spec §8).
 */
export async function login(input: TLogin): Promise<TLoginResponse> {
  try {
    const res = await api.post<TLoginResponse>('/api/login', input, { anonymous: true });
    if (res.status === 'OK' && res.accessToken && res.refreshToken && res.userId) {
      authStore.set({
        accessToken: res.accessToken,
        refreshToken: res.refreshToken,
        userId: res.userId,
        expiresAt: expiryFrom(res.expiresIn ?? 0),
      });
    }
    return res;
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

export const useLogin = () => useMutation({ mutationFn: login });
