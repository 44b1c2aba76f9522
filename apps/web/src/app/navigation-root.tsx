import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useParams } from 'react-router';
import { routeHistory } from './route-history.ts';

interface RouteHandle {
  name?: string;
}

/** Closes every open modal; the modal stack registers its close-all here (spec §2, §4 modal stack). */
let closeAllModals: () => void = () => {};
export function onNavigationCloseModals(closeAll: () => void) {
  closeAllModals = closeAll;
}

/**
 * The root of every route: on each navigation it records the previous route and closes all open
 * modals (spec §2).
 */
export function NavigationRoot() {
  const location = useLocation();
  const matches = useMatches();
  const params = useParams();
  const leaf = matches[matches.length - 1];
  const name = (leaf?.handle as RouteHandle | undefined)?.name ?? leaf?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    routeHistory.record({
      path: location.pathname,
      fullPath: `${location.pathname}${location.search}${location.hash}`,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      params: { ...params },
      name,
    });
    closeAllModals();
  }, [location.key]);

  return <Outlet />;
}
