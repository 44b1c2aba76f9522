import type { TSubmitWorkerAccount, TWorkerAccountForm } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * The worker's own-account key lives in this tab's sessionStorage only (as the appeal key):
 * /worker-account/{key} moves it here and replaces the address, so it leaves the history.
 */
const STORAGE_KEY = 'statera.workerAccountKey';

export function readWorkerKey(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeWorkerKey(key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // storage refused (private mode): the page still works until it is reloaded
  }
}

export function forgetWorkerKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

const anonymous = { anonymous: true } as const;
const url = (key: string) => `/api/worker-accounts/${encodeURIComponent(key)}`;

/** GET /api/worker-accounts/{key} (public, by the link key). */
export const useWorkerAccountForm = (key: string | null) =>
  useQuery({
    queryKey: queryKeys.workerAccountForm(key ?? ''),
    queryFn: ({ signal }) => api.request<TWorkerAccountForm>(url(key!), { ...anonymous, signal }),
    enabled: key !== null,
    retry: false,
  });

/** PUT /api/worker-accounts/{key}: the worker's answers, once. */
export const useSubmitWorkerAccount = (key: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitWorkerAccount) =>
      api.request<TWorkerAccountForm>(url(key), { ...anonymous, method: 'PUT', body }),
    onSuccess: (form) => queryClient.setQueryData(queryKeys.workerAccountForm(key), form),
  });
};
