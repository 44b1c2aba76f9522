/** Messages browsers give when a dynamically imported module (a lazy page) fails to load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const CHUNK_RELOAD_KEY = 'statera.chunkReload';
/** A second failure within this time after a reload is not reloaded again (no loops). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

interface Deps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * A lazy page failed to load (a new deployment usually replaced its file): reload the page once
 * (spec §8). The time of the reload is kept in sessionStorage; another failure soon after it is left
 * to the error page instead of reloading in a loop. Returns whether it reloads.
 */
export function reloadOnChunkError(
  error: unknown,
  { storage = window.sessionStorage, reload = () => window.location.reload(), now = Date.now }: Deps = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    // No storage: treat as never reloaded, but the write below fails too, so guard by returning false.
    return false;
  }
  if (now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Vite announces a failed preload of a lazy module or its CSS with a `vite:preloadError` event,
 * also for imports made outside the router (a widget loaded on click): reload as for a failed lazy
 * page. The error still reaches whoever imported (the route error page stays the fallback).
 * Called once in main.tsx; returns the function that stops listening.
 */
export function reloadOnPreloadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  deps: Deps = {},
) {
  const listener = (event: Event) => {
    reloadOnChunkError((event as Event & { payload?: unknown }).payload, deps);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
