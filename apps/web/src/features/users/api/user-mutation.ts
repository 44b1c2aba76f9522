import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `/api/users/{id}` with the id escaped. */
export const userPath = (id: string, suffix = '') => `/api/users/${encodeURIComponent(id)}${suffix}`;

/**
 * A mutation on people: on success every users query (lists, details, the signed-in user) is
 * refetched, since a role, status or seat change shows in all of them.
 */
export function useUserMutation<V, R = unknown>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
