import type { TCsvEntity, TCsvImport, TCsvProcessOptions } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/csv/{key}/{entity} (spec §7 options): queues the import; 202 with its state. */
export const processImport = (entity: TCsvEntity, key: string, options: TCsvProcessOptions) =>
  api.post<TCsvImport>(`/api/csv/${encodeURIComponent(key)}/${entity}`, options);

export function useProcessImport(entity: TCsvEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, options }: { key: string; options: TCsvProcessOptions }) => processImport(entity, key, options),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.csvImports.detail(state.key), state),
  });
}
