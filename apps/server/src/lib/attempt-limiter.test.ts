import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { type AttemptLimit, pruneAttempts, retryAfter, takeAttempts } from './attempt-limiter.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

/** The count of an attempt taken, or 'refused' (429). */
const take = (key: string, limit: AttemptLimit, now?: Date) =>
  takeAttempts(ctx.app.db, [{ key, limit }], now).then(
    (t) => t.counts[0],
    (e: { statusCode?: number }) => (e.statusCode === 429 ? 'refused' : Promise.reject(e)),
  );

describe('attempt counters in PostgreSQL', () => {
  it('refuses at the limit until the window ends, then counts from 1 again', async () => {
    const limit = { max: 3, windowMs: HOUR };
    const t0 = new Date('2026-01-01T10:00:00Z');
    for (let i = 1; i <= 3; i++) expect(await take('k:window', limit, t0)).toBe(i);
    expect(await take('k:window', limit, t0)).toBe('refused');
    expect(await retryAfter(ctx.app.db, ['k:window'], new Date(t0.getTime() + 60_000))).toBe(59 * 60);
    const later = new Date(t0.getTime() + HOUR + 1);
    expect(await retryAfter(ctx.app.db, ['k:window'], later)).toBeNull();
    expect(await take('k:window', limit, later)).toBe(1);
    expect(await retryAfter(ctx.app.db, ['k:window'], later)).toBeNull();
  });

  it('backs off exponentially up to the cap', async () => {
    const limit = { max: 2, windowMs: HOUR, backoff: { baseMs: 10_000, capMs: 35_000 } };
    let now = new Date('2026-01-02T10:00:00Z');
    const waits: (number | null)[] = [];
    for (let i = 0; i < 5; i++) {
      expect(await take('k:backoff', limit, now)).toBe(i + 1);
      const wait = await retryAfter(ctx.app.db, ['k:backoff'], now);
      waits.push(wait);
      if (wait) expect(await take('k:backoff', limit, now)).toBe('refused');
      // the next attempt comes once the refusal is over
      now = new Date(now.getTime() + (wait ?? 0) * 1000);
    }
    expect(waits).toEqual([null, 10, 20, 35, 35]);
  });

  it('gives an attempt back: the count drops and the refusal it set is lifted', async () => {
    const limit = { max: 2, windowMs: HOUR };
    await take('k:refund', limit);
    const second = await takeAttempts(ctx.app.db, [{ key: 'k:refund', limit }]);
    expect(await retryAfter(ctx.app.db, ['k:refund'])).not.toBeNull();
    await second.refund();
    expect(await retryAfter(ctx.app.db, ['k:refund'])).toBeNull();
    expect(await take('k:refund', limit)).toBe(2);
  });

  it('a key that refuses gives back the attempts taken under the keys before it', async () => {
    const tight = { max: 1, windowMs: HOUR };
    const loose = { max: 100, windowMs: HOUR };
    await take('k:tight', tight);
    await expect(
      takeAttempts(ctx.app.db, [
        { key: 'k:loose', limit: loose },
        { key: 'k:tight', limit: tight },
      ]),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(await take('k:loose', loose)).toBe(1);
  });

  it('counts and decides concurrent attempts in one statement each: never past the limit', async () => {
    const limit = { max: 5, windowMs: HOUR };
    const results = await Promise.all(Array.from({ length: 20 }, () => take('k:race', limit)));
    expect(results.filter((r) => r === 'refused')).toHaveLength(15);
    expect(results.filter((r) => r !== 'refused').sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('prunes rows a day old that refuse nothing', async () => {
    const old = new Date(Date.now() - 2 * 24 * HOUR);
    await take('k:old', { max: 10, windowMs: HOUR }, old);
    await pruneAttempts(ctx.app.db);
    const keys = (await ctx.app.db.select().from(attemptCounters)).map((r) => r.key);
    expect(keys).not.toContain('k:old');
    expect(keys).toContain('k:race');
  });
});
