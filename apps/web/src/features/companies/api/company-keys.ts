import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `/api/companies/{id}` with the id escaped. */
export const companyPath = (id: string, suffix = '') => `/api/companies/${encodeURIComponent(id)}${suffix}`;

/** Query keys: everything about companies sits under ['companies'] so one invalidation refreshes it all. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: object) => ['companies', 'list', query] as const,
  detail: (id: string) => ['companies', id] as const,
  departments: (id: string) => ['companies', id, 'departments'] as const,
  subsidiaries: (id: string, query: object) => ['companies', id, 'subsidiaries', query] as const,
  people: (id: string, query: object) => ['companies', id, 'people', query] as const,
};

/**
 * A mutation on companies: on success every companies query is refetched (a name, status or
 * manager shows in lists and pages alike), and people queries too when `people` is set.
 */
export function useCompanyMutation<V, R = unknown>(run: (vars: V) => Promise<R>, opts: { people?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      if (opts.people) await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
