/**
 * Features the app relies on, tested directly (no user-agent sniffing). A browser missing any of them
 * gets the unsupported-browser notice (spec §2 browser_compatibility).
 */
const CHECKS: Record<string, (w: Window & typeof globalThis) => boolean> = {
  fetch: (w) => typeof w.fetch === 'function' && typeof w.AbortController === 'function',
  structuredClone: (w) => typeof w.structuredClone === 'function',
  arrayAt: () => typeof Array.prototype.at === 'function' && typeof Array.prototype.findLast === 'function',
  objectHasOwn: () => typeof Object.hasOwn === 'function',
  resizeObserver: (w) => typeof w.ResizeObserver === 'function',
  intersectionObserver: (w) => typeof w.IntersectionObserver === 'function',
  cssGrid: (w) => typeof w.CSS?.supports === 'function' && w.CSS.supports('display', 'grid'),
  cssInset: (w) => typeof w.CSS?.supports === 'function' && w.CSS.supports('inset', '0'),
  localStorage: (w) => {
    try {
      const key = '__statera_probe__';
      w.localStorage.setItem(key, key);
      w.localStorage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  },
};

/** Names of the required features this browser lacks (empty when it is supported). */
export function missingBrowserFeatures(w: Window & typeof globalThis = window): string[] {
  return Object.entries(CHECKS)
    .filter(([, check]) => {
      try {
        return !check(w);
      } catch {
        return true;
      }
    })
    .map(([name]) => name);
}
