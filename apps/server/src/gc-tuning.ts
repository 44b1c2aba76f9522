import { setFlagsFromString } from 'node:v8';

/**
 * The server process's garbage-collector setting, made once at start (`main.ts`; the benchmarks that
 * build the app in their own process call it too, so they measure what runs).
 *
 * V8 "pretenures" an allocation site — allocates its objects straight into the old generation —
 * once most of what it allocated survived a young-generation collection. Drizzle's query builders
 * build the schema and the modules' constant SQL at start, which survives, so their sites were
 * pretenured, and every request's SQL tree was then allocated in the old generation: garbage that
 * only a full mark-compact reclaims, holding the young objects it points to alive through every
 * scavenge meanwhile. A list request promoted about 170 KB (2.4 MB an 11 MB scavenge) and the
 * process ran a mark-compact every 0.7 s. Without pretenuring about 40 KB a request survives, GC
 * took 0.08–0.2 ms of a list request instead of 0.3–0.6, and the server's CPU a request fell by a
 * quarter to a third (docs/decisions/performance.md, "Pretenuring off"). What it costs: an object
 * that does live long (a cache filled at start) is copied once or twice more before it is promoted.
 */
export function tuneGarbageCollection(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
