import { useSearchParams } from 'react-router';

/**
 * The active tab from the `tab` query parameter (spec §2); an unknown or missing value is the first
 * tab, which is left out of the URL. Switching replaces the history entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0] as T;
  const raw = params.get('tab');
  const tab = tabs.includes(raw as T) ? (raw as T) : fallback;
  const setTab = (next: T) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === fallback) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return [tab, setTab];
}
