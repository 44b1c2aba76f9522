import type { TUser } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mePath } from './update-my-account.ts';

/** GET /api/users/{id} for the signed-in user (the same cache entry the layout reads). */
export const useMyAccount = (userId: string) =>
  useQuery({ queryKey: ['users', userId], queryFn: ({ signal }) => api.get<TUser>(mePath(userId), undefined, signal) });
