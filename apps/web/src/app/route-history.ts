/** A route as recorded for "the previous route" (spec §2). */
export interface RouteRecord {
  path: string;
  fullPath: string;
  query: Record<string, string>;
  params: Record<string, string | undefined>;
  /** The matched route's name (`handle.name`), else its id. */
  name: string | undefined;
}

/** Remembers the current and the previous route; pages read `previous()` for "back" links. */
function createRouteHistory() {
  let current: RouteRecord | null = null;
  let previous: RouteRecord | null = null;
  return {
    previous: () => previous,
    current: () => current,
    record(next: RouteRecord) {
      if (current?.fullPath === next.fullPath) return;
      previous = current;
      current = next;
    },
  };
}

export const routeHistory = createRouteHistory();
