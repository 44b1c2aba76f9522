/**
 * Workers of this process that can be told to poll at once (pg-boss `notifyWorker`), by queue: a
 * job someone waits to see start (an import's progress bar) begins as soon as its transaction
 * commits instead of at the worker's next poll. Only this process's workers: one elsewhere (a
 * worker process, docs/decisions/process-roles.md) still finds it at its next poll.
 */
const wakers = new Map<string, Set<() => void>>();

/** Registers a worker of `queue`; answers how to unregister it. */
export function registerWaker(queue: string, wake: () => void): () => void {
  const set = wakers.get(queue) ?? new Set();
  set.add(wake);
  wakers.set(queue, set);
  return () => {
    set.delete(wake);
    if (set.size === 0) wakers.delete(queue);
  };
}

/** Tells this process's workers of `queue` to poll now (after the job's transaction committed). */
export function wakeWorkers(queue: string): void {
  for (const wake of wakers.get(queue) ?? []) wake();
}
