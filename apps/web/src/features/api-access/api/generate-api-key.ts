import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/api-key: a new key for the signed-in API user (the old one stops working); shown once. */
export const generateApiKey = () => api.post<{ key: string }>('/api/api-key');

export function useGenerateApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', userId] }),
  });
}
