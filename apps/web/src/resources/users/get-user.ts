import type { TUser } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { userPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/users/{id}: the user with the viewer's abilities on them (for oneself, the app-wide ones too). */
export const getUser = (id: string, signal?: AbortSignal) => api.get<TUser>(userPath(id), undefined, signal);

/** The one cache entry of a user: the signed-in user's guard and layout, My account and profile pages share it. */
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
