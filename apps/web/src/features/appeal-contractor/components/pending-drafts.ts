import { useCallback, useRef, useState } from 'react';

/**
 * Text the worker typed in a thread's new-draft box and has not saved: "Send to the appeal manager"
 * saves it as a draft first, then sends, so typing and pressing Send is enough (issue 31). Each box
 * reports whether it holds text and how to save it; `saveAll` saves every box that does, in order,
 * and answers false when one could not be saved (its box shows why, and nothing is sent).
 */
export function usePendingDrafts() {
  const saves = useRef(new Map<string, () => Promise<boolean>>());
  const [typed, setTyped] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((thread: string, hasText: boolean, save: () => Promise<boolean>) => {
    saves.current.set(thread, save);
    setTyped((before) => {
      if (before.has(thread) === hasText) return before;
      const next = new Set(before);
      if (hasText) next.add(thread);
      else next.delete(thread);
      return next;
    });
  }, []);
  const saveAll = useCallback(async () => {
    for (const thread of typed) {
      const save = saves.current.get(thread);
      if (save && !(await save())) return false;
    }
    return true;
  }, [typed]);
  return { typedCount: typed.size, report, saveAll };
}
