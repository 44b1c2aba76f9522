import type { TContacts } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mePath } from './update-my-account.ts';

/** GET /api/users/{id}/contacts: the signed-in user's client manager and administrators. */
export const useContacts = (userId: string) =>
  useQuery({
    queryKey: ['users', userId, 'contacts'],
    queryFn: ({ signal }) => api.get<TContacts>(mePath(userId, '/contacts'), undefined, signal),
  });
