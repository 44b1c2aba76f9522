import type { TContacts } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/users/{id}/contacts: the signed-in user's client manager and administrators. */
export const useContacts = (userId: string) =>
  useQuery({
    queryKey: queryKeys.users.contacts(userId),
    queryFn: ({ signal }) => api.get<TContacts>(userPath(userId, '/contacts'), undefined, signal),
  });
