import type { TUser } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT /api/users/{id}/accept-terms {termsVersion}: the signed-in user accepts the terms in force. */
export const acceptTerms = ({ userId, termsVersion }: { userId: string; termsVersion: string }) =>
  api.put<TUser>(`/api/users/${encodeURIComponent(userId)}/accept-terms`, { termsVersion });

/** On success the signed-in user is updated in place, so the terms prompt closes at once. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.users.detail(user.id), user),
  });
}
