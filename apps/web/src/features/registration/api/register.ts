import type { TConfirmInvitation, TLoginResponse, TRegister } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore, sessionFromLogin } from '../../../lib/auth-store.ts';

const tokenPath = (token: string) => `/api/users/${encodeURIComponent(token)}`;

/** Stores the session of an OK answer (both calls answer like POST /api/login). */
function signedIn(res: TLoginResponse): TLoginResponse {
  const session = res.status === 'OK' ? sessionFromLogin(res) : null;
  if (session) authStore.set(session);
  return res;
}

/** POST /api/users/{token}: creates the account from the invitation and signs the user in. */
export const register = async ({ token, ...body }: TRegister & { token: string }) =>
  signedIn(await api.post<TLoginResponse>(tokenPath(token), body, { anonymous: true }));

/** PUT /api/users/{token}/confirm: an existing account accepts the invitation with its password. */
export const confirmInvitation = async ({ token, ...body }: TConfirmInvitation & { token: string }) =>
  signedIn(await api.request<TLoginResponse>(`${tokenPath(token)}/confirm`, { method: 'PUT', body, anonymous: true }));

export const useRegister = () => useMutation({ mutationFn: register });
export const useConfirmInvitation = () => useMutation({ mutationFn: confirmInvitation });
