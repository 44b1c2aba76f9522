import type { TLoginResponse } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { authStore } from '../../../../lib/auth-store.ts';
import { openSession } from '../../api/login.ts';

/** Exchanges the one-time token the provider round trip ended with for a session (POST /api/sso-login/{token}). */
export async function ssoLogin(token: string): Promise<TLoginResponse> {
  try {
    return openSession(
      await api.post<TLoginResponse>(`/api/sso-login/${encodeURIComponent(token)}`, undefined, { anonymous: true }),
    );
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

export const useSsoLogin = () => useMutation({ mutationFn: ssoLogin });
