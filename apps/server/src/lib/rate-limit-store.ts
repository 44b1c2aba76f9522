import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { sha256 } from './tokens.ts';

type Incr = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  cache?: number;
}

/**
 * The per-process part: the API-wide flood guard (600 requests a minute per client by default). It
 * is deliberately kept in memory — a database write on every request would cost more than the guard
 * saves — so with N processes a client may send N× the global figure. The limits that protect
 * something (sign-in, codes, recovery, contractor and appeal links) are route limits, below.
 */
class MemoryWindow {
  private readonly hits = new Map<string, { current: number; startedAt: number }>();
  constructor(private readonly capacity = 5000) {}

  incr(key: string, cb: Incr, timeWindow: number): void {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) {
      entry = { current: 0, startedAt: now };
      if (this.hits.size >= this.capacity) this.hits.delete(this.hits.keys().next().value as string);
    }
    entry.current++;
    this.hits.delete(key);
    this.hits.set(key, entry);
    cb(null, { current: entry.current, ttl: entry.startedAt + timeWindow - now });
  }
}

/**
 * A route's limit counted in PostgreSQL (the attempt_counters table the sign-in throttles use), so it
 * holds across every server process: one upsert per request of a limited route, the window restarting
 * when it has passed.
 */
class DatabaseWindow {
  constructor(
    private readonly db: Db,
    private readonly route: string,
  ) {}

  incr(key: string, cb: Incr, timeWindow: number): void {
    // Hashed: a route's key may hold an email (login), which is not kept in clear.
    countInWindow(this.db, `rate:${this.route}:${sha256(key)}`, timeWindow).then(
      (r) => cb(null, r),
      (err: Error) => cb(err),
    );
  }

  child(): DatabaseWindow {
    return this;
  }
}

/**
 * One more hit on a counter in PostgreSQL (attempt_counters), its window restarting once passed: the
 * hits in the window so far and the milliseconds until it ends. Shared by the route limits and the
 * public API's per-key limits.
 */
export async function countInWindow(
  db: Db,
  counterKey: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const now = new Date();
  const expired = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - timeWindow)}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key: counterKey, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: attemptCounters.count, windowStartedAt: attemptCounters.windowStartedAt });
  return { current: row!.count, ttl: Math.max(0, row!.windowStartedAt.getTime() + timeWindow - now.getTime()) };
}

/**
 * A store for @fastify/rate-limit: the global limit in memory, every route limit (`config.rateLimit`)
 * in PostgreSQL. The plugin makes the global store with `new Store(options)` and a route's with
 * `store.child(options)`.
 */
export function rateLimitStore(db: Db) {
  return class RateLimitStore {
    private readonly memory: MemoryWindow;
    constructor(options: StoreOptions = {}) {
      this.memory = new MemoryWindow(options.cache);
    }

    incr(key: string, cb: Incr, timeWindow: number): void {
      this.memory.incr(key, cb, timeWindow);
    }

    /** Typed as the plugin declares it; at run time the plugin passes its merged options with routeInfo. */
    child(routeOptions: object): DatabaseWindow {
      const options = routeOptions as StoreOptions;
      const method = [options.routeInfo?.method ?? 'ANY'].flat().join(',');
      return new DatabaseWindow(db, `${method} ${options.routeInfo?.url ?? 'limiter'}`);
    }
  };
}
