import type { TUser } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { userQueryOptions } from '../resources/users/get-user.ts';
import { can } from './abilities.ts';

/** The signed-in user, provided by the default layout to every page inside it. */
export const CurrentUserContext = createContext<TUser | null>(null);

/** GET /api/users/{id} for the signed-in user, kept fresh for five minutes; the guard loads it through this. */
export const signedInUserQueryOptions = (userId: string) =>
  queryOptions({ ...userQueryOptions(userId), staleTime: 5 * 60_000 });

export function useCurrentUser(): TUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the signed-in layout');
  return user;
}

/**
 * The signed-in user as the query cache has it now (it reloads after a mutation invalidates
 * ['users', id]), with `refetch` to reload it on purpose.
 */
export function useLiveCurrentUser(): { user: TUser; refetch: () => Promise<unknown> } {
  const loaded = useCurrentUser();
  const query = useQuery({ ...signedInUserQueryOptions(loaded.id), initialData: loaded });
  return { user: query.data, refetch: query.refetch };
}

/** Whether the server granted the signed-in user an app-wide ability (never derived from roles). */
export function useCan(ability: string): boolean {
  return can(useCurrentUser(), ability);
}
