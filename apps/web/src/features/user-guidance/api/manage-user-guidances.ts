import type { TCreatedUserGuidances } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/user-guidances {attachmentIds}: keeps the admin's fresh uploads as guidance. */
export const useAddUserGuidances = () =>
  useInvalidatingMutation(
    (attachmentIds: string[]) => api.post<TCreatedUserGuidances>('/api/user-guidances', { attachmentIds }),
    [queryKeys.userGuidances.all],
  );

/** DELETE /api/user-guidances/{id}. */
export const useDeleteUserGuidance = () =>
  useInvalidatingMutation(
    (id: string) => api.request<void>(`/api/user-guidances/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    [queryKeys.userGuidances.all],
  );
