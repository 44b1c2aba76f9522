import type { TUser } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from './user-mutation.ts';

/** GET /api/users/{id}: the user with the viewer's abilities on them. */
export const getUserDetail = (id: string, signal?: AbortSignal) => api.get<TUser>(userPath(id), undefined, signal);

export const userDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', id], queryFn: ({ signal }) => getUserDetail(id, signal) });

export const useUserDetail = (id: string) => useQuery(userDetailQueryOptions(id));
