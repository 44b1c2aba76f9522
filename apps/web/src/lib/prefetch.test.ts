import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWithin } from './prefetch.ts';
import { UI_TIMINGS } from './ui-timings.ts';

afterEach(() => vi.useRealTimers());

/** A fetcher that answers only when its signal aborts (then with the abort's reason). */
const hanging = (seen: AbortSignal[]) => (signal: AbortSignal) =>
  new Promise<string>((_, reject) => {
    seen.push(signal);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

describe('prefetchWithin', () => {
  it('stores the answer under the page’s key, and asks once while it is fresh', async () => {
    const client = new QueryClient();
    const fetcher = vi.fn(async () => 'engagement');
    await prefetchWithin(client, ['engagements', 'e1'], fetcher);
    await prefetchWithin(client, ['engagements', 'e1'], fetcher);
    expect(client.getQueryData(['engagements', 'e1'])).toBe('engagement');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('gives up after the prefetch timeout (spec §9, 2000 ms), leaving the page to load it', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const seen: AbortSignal[] = [];
    const done = prefetchWithin(client, ['engagements', 'slow'], hanging(seen));
    await vi.advanceTimersByTimeAsync(UI_TIMINGS.prefetchTimeoutMs - 1);
    expect(seen[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen[0]?.aborted).toBe(true);
    expect(client.getQueryData(['engagements', 'slow'])).toBeUndefined();
  });
});
