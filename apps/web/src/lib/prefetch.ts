import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { UI_TIMINGS } from './ui-timings.ts';

/** A prefetched page counts as fresh this long: hovering the same row again sends nothing. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * Loads a page's data ahead (a row hovered or focused) under the page's own query key, and gives
 * up after `prefetchTimeoutMs` (spec §9): a slow answer is abandoned and the page, once opened,
 * loads the data itself. Errors are swallowed (prefetchQuery's rule): a prefetch never shows anything.
 */
export function prefetchWithin<T>(
  client: QueryClient,
  queryKey: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number = UI_TIMINGS.prefetchTimeoutMs,
): Promise<void> {
  return client.prefetchQuery({
    queryKey,
    staleTime: PREFETCH_FRESH_MS,
    retry: false,
    queryFn: ({ signal }) => fetcher(AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])),
  });
}
