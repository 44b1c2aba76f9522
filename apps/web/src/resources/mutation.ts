import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refetches the queries under `keys` (from `queryKeys`) once it succeeds; the
 * mutation settles after they are refetched, so a modal closing on success shows fresh data.
 * `refetchType: 'none'` only marks them stale (for a mutation that leaves the page showing them).
 */
export function useInvalidatingMutation<V, R = unknown>(
  run: (vars: V) => Promise<R>,
  keys: readonly QueryKey[],
  opts: { refetchType?: 'active' | 'none' } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(
        keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: opts.refetchType ?? 'active' })),
      );
    },
  });
}
