import type { TCreateEngagedEntity, TEngagedEntity } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const createEngagedEntity = (companyId: string, input: TCreateEngagedEntity) =>
  api.post<TEngagedEntity>(`/api/companies/${encodeURIComponent(companyId)}/engaged-entities`, input);

export function useCreateEngagedEntity(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateEngagedEntity) => createEngagedEntity(companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.engagedEntities(companyId) }),
  });
}
