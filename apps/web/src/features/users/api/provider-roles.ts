import type { TUser } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/promote-gt: a provider user becomes a provider admin (provider admins). */
export const promoteProviderAdmin = (id: string) => api.request<TUser>(userPath(id, '/promote-gt'), { method: 'PUT' });

/** PUT /api/users/{id}/revoke-admin: a provider admin becomes a provider user (not oneself). */
export const revokeProviderAdmin = (id: string) => api.request<TUser>(userPath(id, '/revoke-admin'), { method: 'PUT' });

export const usePromoteProviderAdmin = () => useUserMutation(promoteProviderAdmin);
export const useRevokeProviderAdmin = () => useUserMutation(revokeProviderAdmin);
