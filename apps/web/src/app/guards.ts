import type { TUser } from '@statera/shared';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { userQueryOptions } from '../features/auth/api/get-user.ts';
import { ApiError } from '../lib/api-error.ts';
import { authStore } from '../lib/auth-store.ts';
import { queryClient } from './query-client.ts';

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const wanted = `${url.pathname}${url.search}`;
  return wanted === '/' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * Logged-in-only routes: guests go to /login remembering the wanted path (spec §2). The user is
 * loaded here so every page below can rely on it.
 */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<TUser> {
  const session = authStore.get();
  if (!session) throw redirect(loginPath(request));
  try {
    return await queryClient.ensureQueryData(userQueryOptions(session.userId));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      authStore.clear();
      throw redirect(loginPath(request));
    }
    throw error;
  }
}

/** Guest-only routes (login): signed-in users go to /. */
export function requireGuest() {
  if (authStore.get()) throw redirect('/');
  return null;
}

/** A route needing an app-wide ability answers 403 without it (abilities come from the server). */
export function requireAbility(ability: string) {
  return async (args: LoaderFunctionArgs) => {
    const user = await requireUser(args);
    if (!user.abilities[ability]) throw new Response('Forbidden', { status: 403 });
    return null;
  };
}
