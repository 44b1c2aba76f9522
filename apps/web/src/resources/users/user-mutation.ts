import { useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../mutation.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * A mutation on people: on success every users query (lists, details, the signed-in user) is
 * refetched, since a role, status or seat change shows in all of them.
 */
export const useUserMutation = <V, R = unknown>(run: (vars: V) => Promise<R>) =>
  useInvalidatingMutation(run, [queryKeys.users.all]);

/** Refetches the users queries (for mutations that also do something else on success). */
export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}
