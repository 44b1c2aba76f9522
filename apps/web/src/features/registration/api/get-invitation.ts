import type { TRegistrationInfo } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/users/{token}: who is invited, and whether their company still needs its tax number. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitations(token),
    queryFn: () => api.request<TRegistrationInfo>(`/api/users/${encodeURIComponent(token)}`, { anonymous: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));
