import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** DELETE /api/companies/{id}: only a company without engagements (409 otherwise). */
export const deleteCompany = (id: string) => api.request<void>(companyPath(id), { method: 'DELETE' });

/**
 * Deleting leaves the company's page, so nothing is refetched now (the page would ask for a company
 * that is gone); lists are marked stale and reload when shown.
 */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.companies.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
    },
  });
}
