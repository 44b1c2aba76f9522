import type { TUnseenUserGuidances } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/user-guidances/unseen: what the signed-in user has not opened yet (names for the modal). */
export const useUnseenUserGuidances = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.userGuidances.unseen,
    queryFn: ({ signal }) => api.get<TUnseenUserGuidances>('/api/user-guidances/unseen', undefined, signal),
    enabled,
  });
