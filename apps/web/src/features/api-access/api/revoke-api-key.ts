import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** DELETE /api/api-keys/{id}: the key stops at once. */
export const revokeApiKey = (id: string) => api.request<null>(`/api/api-keys/${id}`, { method: 'DELETE' });

export const useRevokeApiKey = (userId: string) =>
  useInvalidatingMutation(revokeApiKey, [queryKeys.apiKeys.all, queryKeys.users.detail(userId)]);
