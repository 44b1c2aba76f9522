import type { TPasswordRecoveryRequest, TPasswordRecoveryToken } from '@statera/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** Asks for a recovery link; the server answers the same whether or not the address has an account. */
export const requestPasswordRecovery = (body: TPasswordRecoveryRequest) =>
  api.post<void>('/api/password-recovery-tokens', body, { anonymous: true });

export const useRequestPasswordRecovery = () => useMutation({ mutationFn: requestPasswordRecovery });

const tokenPath = (token: string) => `/api/password-recovery-tokens/${encodeURIComponent(token)}`;

/** The account a live recovery link belongs to (404 errors.tokenInvalid when expired or used). */
export const recoveryTokenQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.passwordRecoveryTokens(token),
    queryFn: () => api.request<TPasswordRecoveryToken>(tokenPath(token), { anonymous: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRecoveryToken = (token: string) => useQuery(recoveryTokenQuery(token));

export const setRecoveredPassword = ({ token, password }: { token: string; password: string }) =>
  api.request<void>(`${tokenPath(token)}/password`, { method: 'PUT', body: { password }, anonymous: true });

export const useSetRecoveredPassword = () => useMutation({ mutationFn: setRecoveredPassword });
