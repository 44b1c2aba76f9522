import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { countAttempt, pruneAttempts, retryAfter } from './attempt-limiter.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

describe('attempt counters in PostgreSQL', () => {
  it('refuses at the limit until the window ends, then counts from 1 again', async () => {
    const limit = { max: 3, windowMs: HOUR };
    const t0 = new Date('2026-01-01T10:00:00Z');
    for (let i = 1; i <= 3; i++) expect(await countAttempt(ctx.app.db, 'k:window', limit, { now: t0 })).toBe(i);
    expect(await retryAfter(ctx.app.db, ['k:window'], new Date(t0.getTime() + 60_000))).toBe(59 * 60);
    const later = new Date(t0.getTime() + HOUR + 1);
    expect(await retryAfter(ctx.app.db, ['k:window'], later)).toBeNull();
    expect(await countAttempt(ctx.app.db, 'k:window', limit, { now: later })).toBe(1);
    expect(await retryAfter(ctx.app.db, ['k:window'], later)).toBeNull();
  });

  it('backs off exponentially up to the cap', async () => {
    const limit = { max: 2, windowMs: HOUR, backoff: { baseMs: 10_000, capMs: 35_000 } };
    const now = new Date('2026-01-02T10:00:00Z');
    const waits: (number | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await countAttempt(ctx.app.db, 'k:backoff', limit, { now });
      waits.push(await retryAfter(ctx.app.db, ['k:backoff'], now));
    }
    expect(waits).toEqual([null, 10, 20, 35, 35]);
  });

  it('counts concurrent attempts exactly (one statement per attempt)', async () => {
    const limit = { max: 1000, windowMs: HOUR };
    await Promise.all(Array.from({ length: 20 }, () => countAttempt(ctx.app.db, 'k:race', limit)));
    expect(await countAttempt(ctx.app.db, 'k:race', limit)).toBe(21);
  });

  it('prunes rows a day old that refuse nothing', async () => {
    const old = new Date(Date.now() - 2 * 24 * HOUR);
    await countAttempt(ctx.app.db, 'k:old', { max: 10, windowMs: HOUR }, { now: old });
    await pruneAttempts(ctx.app.db);
    const keys = (await ctx.app.db.select().from(attemptCounters)).map((r) => r.key);
    expect(keys).not.toContain('k:old');
    expect(keys).toContain('k:race');
  });
});
