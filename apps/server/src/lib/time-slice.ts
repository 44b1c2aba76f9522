/**
 * Long loops in a request or a job (an import's 50,000 rows) hand the event loop back every few
 * milliseconds, so other requests are answered while they run: `if (slice.due()) await slice.turn()`
 * inside the loop costs a clock read per item and a turn (setImmediate) only when the budget is spent.
 */
export interface TimeSlice {
  /** Whether this slice's budget is spent. */
  due(): boolean;
  /** Lets waiting I/O and timers run, then starts a new slice. */
  turn(): Promise<void>;
}

/** Slices of `budgetMs` (default 15 ms: a request waiting behind one sees a few of them at most). */
export function timeSlice(budgetMs = 5): TimeSlice {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= budgetMs,
    turn: () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          started = performance.now();
          resolve();
        }),
      ),
  };
}
