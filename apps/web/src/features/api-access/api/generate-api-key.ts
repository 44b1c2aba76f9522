import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Authorization } from '../../../lib/authorization-token.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * POST /api/api-key: a new key for the signed-in API user (the old one stops working); shown once.
 * Sent with the password confirmation's authorization token.
 */
export const generateApiKey = (authorization?: Authorization | null) =>
  api.post<{ key: string }>('/api/api-key', undefined, { authorization });

export function useGenerateApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authorization?: Authorization | null) => generateApiKey(authorization),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(userId) }),
  });
}
