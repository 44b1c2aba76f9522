import type { TPermissionsCheck } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/users/{id}/permissions?permissions[]=…: each asked permission and whether any is held. */
export const getPermissions = (userId: string, permissions: readonly string[], signal?: AbortSignal) =>
  api.get<TPermissionsCheck>(userPath(userId, '/permissions'), { permissions }, signal);

export const usePermissions = (userId: string, permissions: readonly string[]) =>
  useQuery({
    queryKey: queryKeys.users.permissions(userId, permissions),
    queryFn: ({ signal }) => getPermissions(userId, permissions, signal),
  });
