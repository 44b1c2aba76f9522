import type { TUser } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getUser = (userId: string) => api.get<TUser>(`/api/users/${encodeURIComponent(userId)}`);

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId], queryFn: () => getUser(userId), staleTime: 5 * 60_000 });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
