import { useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation, useMatches, useParams } from 'react-router';
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
 * Scroll positions are kept per page (path), not per history entry: a new page opens at its top
 * (the engagement opened after Create is not left scrolled as far down as the form was), back and
 * forward return to where the page was, and a change of the query alone (a tab, a filter, a sort)
 * leaves the page where it is.
 */
const scrollKey = (location: Location) => location.pathname;

/**
 * The root of every route: on each navigation it records the previous route, closes all open
 * modals (spec §2) and puts the page's scroll position where it belongs (`scrollKey`).
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

  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
