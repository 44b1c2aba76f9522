import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnChunkError,
  reloadOnPreloadErrors,
} from './chunk-reload.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('reloadOnChunkError', () => {
  it('reloads once for a failed dynamic import, recording when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again soon after a reload (no loop), but does later', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnChunkError(chunkError(), { storage, reload, now: () => now });
    now += 5_000;
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: () => now })).toBe(false);
    now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the error page', () => {
    const reload = vi.fn();
    expect(
      reloadOnChunkError(new Error('Cannot read properties of undefined'), { storage: memoryStorage(), reload }),
    ).toBe(false);
    expect(reloadOnChunkError('text', { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises the messages of Chrome, Safari and Firefox', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(chunkError())).toBe(true);
  });

  it('does not reload when storage is unavailable (it could not guard against a loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadOnChunkError(chunkError(), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnPreloadErrors', () => {
  const preloadError = (payload: unknown) =>
    Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

  it('reloads when Vite reports a lazy module or its CSS failed to preload, and stops listening when asked', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = reloadOnPreloadErrors(target as unknown as Window, { storage: memoryStorage(), reload });
    target.dispatchEvent(preloadError(new Error('Unable to preload CSS for /assets/page-abc.css')));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(preloadError(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    reloadOnPreloadErrors(target as unknown as Window, { storage: memoryStorage(), reload });
    target.dispatchEvent(preloadError(new Error('boom')));
    expect(reload).not.toHaveBeenCalled();
  });
});
