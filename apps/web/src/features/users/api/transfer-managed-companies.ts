import type { TTransferManagedCompanies, TTransferManagedCompaniesResult } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT /api/users/{id}/managed-companies {newManagerEmail}: every client of the person goes to another provider user. */
export const transferManagedCompanies = ({ id, ...body }: TTransferManagedCompanies & { id: string }) =>
  api.request<TTransferManagedCompaniesResult>(userPath(id, '/managed-companies'), { method: 'PUT', body });

/** On success people and companies are refetched: both show who manages which client. */
export function useTransferManagedCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferManagedCompanies,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
      ]),
  });
}
