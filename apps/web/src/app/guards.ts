import { SSO_REDIRECT_PARAM, type TUser } from '@statera/shared';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { maintenanceQueryOptions } from '../features/maintenance/api/get-maintenance.ts';
import { can } from '../lib/abilities.ts';
import { ApiError } from '../lib/api-error.ts';
import { authStore } from '../lib/auth-store.ts';
import { signedInUserQueryOptions } from '../lib/current-user.ts';
import { maintenanceMode } from '../lib/maintenance-mode.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { queryClient } from './query-client.ts';

/** Where API users must stay (spec §2): the key generator and the API documentation. */
export const API_USER_HOME = '/api-key-generator';
const API_USER_PATHS = [API_USER_HOME, '/documentation'];

/** Who a route is for: signed-in users only, or guests only (login, registration, recovery). */
export type RouteAccess = 'user' | 'guest';

export interface GuardState {
  signedIn: boolean;
  maintenance: boolean;
  /** The signed-in user, once loaded. */
  user?: Pick<TUser, 'isApiUser' | 'abilities'> | null;
}

export type GuardDecision =
  | { action: 'allow'; endSession?: boolean }
  | { action: 'redirect'; to: string; endSession?: boolean };

/**
 * /login remembering where the guest wanted to go: the target of an `ssoRedirect` query parameter
 * when there is one, else the path itself.
 */
export function loginPath(url: URL): string {
  const sso = url.searchParams.get(SSO_REDIRECT_PARAM);
  const wanted = sso ? safeRedirect(sso) : `${url.pathname}${url.search}`;
  return wanted === '/' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}

const onPath = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether the guard lets this signed-in user stay on `pathname` (API users only on their two pages). */
export function reachableFor(pathname: string, user: Pick<TUser, 'isApiUser'> | null | undefined): boolean {
  return !user?.isApiUser || API_USER_PATHS.some((p) => onPath(pathname, p));
}

/**
 * The navigation guard of spec §2 as a pure decision, run on every navigation: maintenance sends
 * everyone to /login (ending a session) except those the server lets work during maintenance
 * (the workDuringMaintenance ability: provider admins); guests go to /login remembering the path; signed-in users leave guest-only pages
 * for /; API users are held on the key generator and the documentation.
 */
export function decideNavigation(url: URL, access: RouteAccess, state: GuardState): GuardDecision {
  if (state.maintenance && !can(state.user, 'workDuringMaintenance')) {
    const endSession = state.signedIn || undefined;
    if (url.pathname === '/login') return { action: 'allow', endSession };
    return { action: 'redirect', to: access === 'user' ? loginPath(url) : '/login', endSession };
  }
  if (access === 'user' && !state.signedIn) return { action: 'redirect', to: loginPath(url) };
  if (access === 'guest' && state.signedIn) return { action: 'redirect', to: '/' };
  if (access === 'user' && !reachableFor(url.pathname, state.user)) {
    return { action: 'redirect', to: API_USER_HOME };
  }
  return { action: 'allow' };
}

/** Carries out a decision: ends the session if asked, and throws the redirect. */
function apply(decision: GuardDecision): void {
  if (decision.endSession) authStore.clear('maintenance');
  if (decision.action === 'redirect') throw redirect(decision.to);
}

/** Whether a maintenance window is in progress (GET /api/maintenance, or a 503 errors.maintenance seen). */
async function inMaintenance(): Promise<boolean> {
  try {
    const status = await queryClient.fetchQuery(maintenanceQueryOptions());
    if (status.current) maintenanceMode.set(true);
  } catch {
    // Unknown: keep what the last answers said.
  }
  return maintenanceMode.isActive();
}

/**
 * Logged-in-only routes. The user is loaded here so every page below can rely on it; a session the
 * server no longer accepts ends and the guest goes to /login.
 */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<TUser> {
  const url = new URL(request.url);
  const session = authStore.get();
  const maintenance = await inMaintenance();
  if (!session) {
    apply(decideNavigation(url, 'user', { signedIn: false, maintenance }));
    throw redirect(loginPath(url));
  }
  let user: TUser;
  try {
    // During maintenance anyone but a provider admin gets 503 here, which ends the session.
    user = await queryClient.ensureQueryData(signedInUserQueryOptions(session.userId));
  } catch (error) {
    // A 503 errors.maintenance has already ended the session.
    if (maintenanceMode.isActive()) throw redirect('/login');
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      authStore.clear();
      throw redirect(loginPath(url));
    }
    throw error;
  }
  apply(
    decideNavigation(url, 'user', { signedIn: true, maintenance: maintenance || maintenanceMode.isActive(), user }),
  );
  return user;
}

/** Guest-only routes (login, registration, password recovery): signed-in users go to /. */
export async function requireGuest({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = authStore.get();
  const user = session ? queryClient.getQueryData(signedInUserQueryOptions(session.userId).queryKey) : null;
  apply(decideNavigation(url, 'guest', { signedIn: session !== null, maintenance: await inMaintenance(), user }));
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

/** Layout guards run again on every navigation, not only when their own params change. */
export function revalidateOnNavigation({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.href !== nextUrl.href;
}
