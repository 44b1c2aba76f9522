import { ERROR_KEYS } from '@statera/shared';
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/**
 * A limit on attempts counted in PostgreSQL (so it holds across server processes): after `max`
 * attempts within `windowMs` the key is refused until the window ends — or, with `backoff`, for a
 * delay that doubles with each further attempt (base, 2×base, 4×base … up to cap).
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  backoff?: { baseMs: number; capMs: number };
}

/** The §8 refusal of a throttled caller: the same body whatever the key, with Retry-After. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_KEYS.tooManyRequests, 'Too many attempts. Try again later.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Seconds until the last of these keys is free again, or null when none is refused now. */
export async function retryAfter(db: DbOrTx, keys: string[], now = new Date()): Promise<number | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ blockedUntil: attemptCounters.blockedUntil })
    .from(attemptCounters)
    .where(and(inArray(attemptCounters.key, keys), gt(attemptCounters.blockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil!.getTime()));
  return until > now.getTime() ? (until - now.getTime()) / 1000 : null;
}

/** 429 when any of the keys is refused now. */
export async function assertNotThrottled(db: DbOrTx, keys: string[], now = new Date()): Promise<void> {
  const wait = await retryAfter(db, keys, now);
  if (wait !== null) throw tooManyAttempts(wait);
}

/**
 * Counts one attempt under `key` in one statement (an expired window starts again at 1); at the
 * limit the key is refused (blockedUntil). Returns the count in the current window.
 */
export async function countAttempt(
  db: DbOrTx,
  key: string,
  limit: AttemptLimit,
  options: { groupKey?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const expired = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, groupKey: options.groupKey ?? null, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${attemptCounters.windowStartedAt} end`,
        blockedUntil: sql`case when ${expired} then null else ${attemptCounters.blockedUntil} end`,
      },
    })
    .returning({ count: attemptCounters.count, windowStartedAt: attemptCounters.windowStartedAt });
  if (Math.random() < PRUNE_SHARE) await pruneAttempts(db, now);
  const n = row!.count;
  if (n >= limit.max) {
    const until = limit.backoff
      ? now.getTime() + Math.min(limit.backoff.capMs, limit.backoff.baseMs * 2 ** (n - limit.max))
      : row!.windowStartedAt.getTime() + limit.windowMs;
    await db
      .update(attemptCounters)
      .set({ blockedUntil: new Date(until) })
      .where(eq(attemptCounters.key, key));
  }
  return n;
}

/** The share of counted attempts that also delete stale rows (no job needed, any process may). */
const PRUNE_SHARE = 0.01;
/** Longer than any window: a row this old counts for nothing. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Deletes rows whose window ended long ago and that refuse nothing any more. */
export async function pruneAttempts(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(
      and(
        lt(attemptCounters.windowStartedAt, new Date(now.getTime() - STALE_AFTER_MS)),
        or(isNull(attemptCounters.blockedUntil), lt(attemptCounters.blockedUntil, now)),
      ),
    );
}

/** Forgets a key (e.g. the account+client failures after a right password). */
export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** How many keys of a group had an attempt within the window (e.g. the accounts one client tried). */
export async function countInGroup(db: DbOrTx, groupKey: string, windowMs: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.groupKey, groupKey),
        gt(attemptCounters.windowStartedAt, new Date(now.getTime() - windowMs)),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a key has a live row (an attempt within the window). */
export async function hasAttempts(db: DbOrTx, key: string, windowMs: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ key: attemptCounters.key })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.windowStartedAt, new Date(now.getTime() - windowMs))));
  return row !== undefined;
}
