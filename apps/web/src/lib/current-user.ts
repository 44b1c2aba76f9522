import type { TUser } from '@statera/shared';
import { createContext, useContext } from 'react';

/** The signed-in user, provided by the default layout to every page inside it. */
export const CurrentUserContext = createContext<TUser | null>(null);

export function useCurrentUser(): TUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the signed-in layout');
  return user;
}

/** Whether the server granted the signed-in user an app-wide ability (never derived from roles). */
export function useCan(ability: string): boolean {
  return useCurrentUser().abilities[ability] === true;
}
