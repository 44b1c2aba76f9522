import { ERROR_KEYS } from '@statera/shared';
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/**
 * A limit on attempts counted in PostgreSQL (so it holds across server processes): the attempt that
 * reaches `max` within `windowMs` refuses the key until the window ends — or, with `backoff`, for a
 * delay that doubles with each further attempt (base, 2×base, 4×base … up to cap).
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  backoff?: { baseMs: number; capMs: number };
}

/** One key to count an attempt under, with its limit, and the refusal when it refuses (default: tooManyAttempts). */
export interface Attempt {
  key: string;
  limit: AttemptLimit;
  refusal?: (retryAfterSeconds: number) => AppError;
}

/** Attempts taken: each key's count in its window (1 = the first of the window), and how to give them back. */
export interface TakenAttempts {
  counts: number[];
  /** Gives the attempts back (the attempt turned out not to be a failure, or another key refused it). */
  refund(): Promise<void>;
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

/**
 * 429 when any of the keys is refused now. Only for a caller that counts nothing now (a right link
 * key of a throttled client is refused too); a guess is decided by `takeAttempts`, atomically.
 */
export async function assertNotThrottled(db: DbOrTx, keys: string[], now = new Date()): Promise<void> {
  const wait = await retryAfter(db, keys, now);
  if (wait !== null) throw tooManyAttempts(wait);
}

const ms = (value: SQL | number) => sql`(${value}) * interval '1 millisecond'`;

/**
 * Counts one attempt under `key` and decides it in ONE statement: the upsert only counts when the
 * key is not refused now (an expired window starts again at 1), and sets `blocked_until` when the
 * count reaches the limit. Concurrent attempts queue on the row's lock, so of N parallel attempts
 * at most `max` are granted (issue 30 item 1: the check used to come before the count). Returns the
 * count and window, or null when the key refused the attempt.
 */
async function takeOne(db: DbOrTx, attempt: Attempt, now: Date) {
  const { key, limit } = attempt;
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${attemptCounters.windowStartedAt} <= ${stamp} - ${ms(limit.windowMs)}`;
  const next = sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`;
  const windowStart = sql`case when ${expired} then ${stamp} else ${attemptCounters.windowStartedAt} end`;
  const blockFor = (n: SQL | number, start: SQL) =>
    limit.backoff
      ? sql`${stamp} + ${ms(sql`least(${limit.backoff.capMs}, ${limit.backoff.baseMs} * power(2, (${n}) - ${limit.max}))`)}`
      : sql`${start} + ${ms(limit.windowMs)}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({
      key,
      count: 1,
      windowStartedAt: now,
      blockedUntil: 1 >= limit.max ? sql`${blockFor(1, stamp)}` : null,
    })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: next,
        windowStartedAt: windowStart,
        blockedUntil: sql`case when ${next} >= ${limit.max} then ${blockFor(next, windowStart)} else null end`,
      },
      setWhere: sql`${expired} or ${attemptCounters.blockedUntil} is null or ${attemptCounters.blockedUntil} <= ${stamp}`,
    })
    .returning({ count: attemptCounters.count, windowStartedAt: attemptCounters.windowStartedAt });
  return row ?? null;
}

/** Gives one attempt back, in the window it was taken in; lifts the refusal it may have set. */
async function refundOne(db: DbOrTx, attempt: Attempt, windowStartedAt: Date) {
  const left = sql`greatest(${attemptCounters.count} - 1, 0)`;
  await db
    .update(attemptCounters)
    .set({
      count: left,
      blockedUntil: sql`case when ${left} < ${attempt.limit.max} then null else ${attemptCounters.blockedUntil} end`,
    })
    .where(and(eq(attemptCounters.key, attempt.key), eq(attemptCounters.windowStartedAt, windowStartedAt)));
}

/**
 * Takes one attempt under each key, in order, each counted and decided atomically (`takeOne`). When
 * a key refuses, the attempts already taken are given back and the caller gets 429 with Retry-After:
 * a refused attempt costs nothing and counts nowhere (the refusal is the attempt's own, when it names
 * one: a clearer message than "too many attempts"). A caller whose attempt then turns out right
 * (a right password) may `refund()` it.
 */
export async function takeAttempts(db: DbOrTx, attempts: Attempt[], now = new Date()): Promise<TakenAttempts> {
  const taken: { attempt: Attempt; windowStartedAt: Date; count: number }[] = [];
  const refund = async () => {
    for (const t of taken.reverse()) await refundOne(db, t.attempt, t.windowStartedAt);
    taken.length = 0;
  };
  for (const attempt of attempts) {
    const row = await takeOne(db, attempt, now);
    if (!row) {
      await refund();
      throw (attempt.refusal ?? tooManyAttempts)((await retryAfter(db, [attempt.key], now)) ?? 1);
    }
    taken.push({ attempt, ...row });
  }
  if (Math.random() < PRUNE_SHARE) await pruneAttempts(db, now);
  return { counts: taken.map((t) => t.count), refund };
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
