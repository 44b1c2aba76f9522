import type { TLogin, TLoginResponse } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore, sessionFromLogin } from '../../../lib/auth-store.ts';

/** Stores the session of an OK login answer; the two special statuses leave it to the caller. */
export function openSession(res: TLoginResponse): TLoginResponse {
  const session = res.status === 'OK' ? sessionFromLogin(res) : null;
  if (session) authStore.set(session);
  return res;
}

/**
 * Logs in and stores the session when the server says OK. The two special statuses are returned to
 * the caller; any failure resets the session and rejects (spec §8).
 */
export async function login(input: TLogin): Promise<TLoginResponse> {
  try {
    return openSession(await api.post<TLoginResponse>('/api/login', input, { anonymous: true }));
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

export const useLogin = () => useMutation({ mutationFn: login });
