import type { TCsvImport } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const getImport = (key: string, signal?: AbortSignal) =>
  api.get<TCsvImport>(`/api/csv/${encodeURIComponent(key)}`, undefined, signal);

/** GET /api/csv/{key}, polled while the import is queued or running (the progress bar survives a reload). */
export const useImportState = (key: string | null) =>
  useQuery({
    queryKey: queryKeys.csvImports.detail(key ?? ''),
    queryFn: ({ signal }) => getImport(key!, signal),
    enabled: !!key,
    refetchInterval: (query) =>
      ['queued', 'running'].includes(query.state.data?.status ?? '') ? IMPORT_POLL_MS : false,
  });

/** PUT /api/csv/{key}/cancel: nothing of the import is written. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.put<TCsvImport>(`/api/csv/${encodeURIComponent(key)}/cancel`),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.csvImports.detail(state.key), state),
  });
}
