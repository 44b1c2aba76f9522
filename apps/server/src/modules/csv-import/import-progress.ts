/**
 * The progress of the runs in this process, fresher than their rows: on PGlite (one connection) a
 * run cannot write its progress beside its open transaction, and there is only this process to ask.
 * On PostgreSQL the run also writes it to its row (any process answers GET csv/{key} from there).
 */
export interface LiveProgress {
  phase: 'validating' | 'writing';
  done: number;
  cancel: boolean;
}

const live = new Map<string, LiveProgress>();

export const liveProgress = (id: string): LiveProgress | null => live.get(id) ?? null;
export const setLiveProgress = (id: string, p: Omit<LiveProgress, 'cancel'>) =>
  live.set(id, { ...p, cancel: live.get(id)?.cancel ?? false });
export const endLiveProgress = (id: string) => live.delete(id);
/** A cancel asked of a run in this process: it stops at its next batch. */
export function askLiveCancel(id: string): void {
  const p = live.get(id);
  if (p) p.cancel = true;
}
