import { useEffect, useState } from 'react';

/**
 * `flag`, but only once it has stayed true for `delayMs` (it turns false at once). A reload that
 * answers within the delay then never dims the page: no flicker for fast answers (spec §9 fetch delay).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
