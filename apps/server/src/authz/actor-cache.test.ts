import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache } from './actor-cache.ts';

const actorOf = (id: string, version = 0): Actor => ({
  id,
  email: `${id}@example.test`,
  role: 'specialist',
  amRole: 'none' as Actor['amRole'],
  companyId: null,
  rootCompanyId: null,
  managedCompanyIds: [String(version)],
  permissions: [],
});

const liveCache = (opts?: ConstructorParameters<typeof ActorCache>[0]) => {
  const cache = new ActorCache(opts);
  cache.handlers.onReady();
  return cache;
};

/** A load the test finishes when it wants (a query in flight). */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ActorCache', () => {
  it('serves nothing until its listener is ready, and nothing once it is lost', async () => {
    const cache = new ActorCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return actorOf('u1');
    };
    await cache.actor('u1', 's', load);
    await cache.actor('u1', 's', load);
    expect(loads).toBe(2);
    cache.handlers.onReady();
    await cache.actor('u1', 's', load);
    await cache.actor('u1', 's', load);
    expect(loads).toBe(3);
    cache.handlers.onLost();
    await cache.actor('u1', 's', load);
    expect(loads).toBe(4);
    expect(cache.stats()).toMatchObject({ live: false, listens: 1 });
  });

  it('keeps one actor per user and session, frozen', async () => {
    const cache = liveCache();
    const a = await cache.actor('u1', 's1', async () => actorOf('u1'));
    expect(await cache.actor('u1', 's1', async () => actorOf('other'))).toBe(a);
    expect((await cache.actor('u1', 's2', async () => actorOf('u1', 2)))?.managedCompanyIds).toEqual(['2']);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a?.permissions)).toBe(true);
    expect(Object.isFrozen(a?.managedCompanyIds)).toBe(true);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('never keeps a refusal', async () => {
    const cache = liveCache();
    expect(await cache.actor('u1', 's', async () => null)).toBeNull();
    expect(await cache.actor('u1', 's', async () => actorOf('u1'))).not.toBeNull();
  });

  it("drops one user on that user's announcement, everyone on '*'", async () => {
    const cache = liveCache();
    await cache.actor('u1', 's', async () => actorOf('u1'));
    await cache.actor('u2', 's', async () => actorOf('u2'));
    cache.handlers.onMessage('u1');
    expect((await cache.actor('u1', 's', async () => actorOf('u1', 1)))?.managedCompanyIds).toEqual(['1']);
    expect((await cache.actor('u2', 's', async () => actorOf('u2', 1)))?.managedCompanyIds).toEqual(['0']);
    cache.handlers.onMessage('*');
    expect((await cache.actor('u2', 's', async () => actorOf('u2', 2)))?.managedCompanyIds).toEqual(['2']);
  });

  it('does not keep a load that an announcement overtook', async () => {
    const cache = liveCache();
    const inFlight = deferred<Actor | null>();
    const pending = cache.actor('u1', 's', () => inFlight.promise);
    cache.handlers.onMessage('u1'); // committed while the load's query ran
    inFlight.resolve(actorOf('u1', 0));
    expect((await pending)?.managedCompanyIds).toEqual(['0']);
    expect((await cache.actor('u1', 's', async () => actorOf('u1', 1)))?.managedCompanyIds).toEqual(['1']);
  });

  it('expires entries after its time to live', async () => {
    const cache = liveCache({ ttlMs: 20 });
    await cache.actor('u1', 's', async () => actorOf('u1', 0));
    await new Promise((r) => setTimeout(r, 40));
    expect((await cache.actor('u1', 's', async () => actorOf('u1', 1)))?.managedCompanyIds).toEqual(['1']);
  });

  it('holds at most its number of users', async () => {
    const cache = liveCache({ maxUsers: 2 });
    for (const u of ['u1', 'u2', 'u3']) await cache.actor(u, 's', async () => actorOf(u, 0));
    expect((await cache.actor('u1', 's', async () => actorOf('u1', 1)))?.managedCompanyIds).toEqual(['1']);
    expect((await cache.actor('u3', 's', async () => actorOf('u3', 1)))?.managedCompanyIds).toEqual(['0']);
  });

  /**
   * Model: the database holds a version per user; a write bumps it and announces it (as the
   * triggers do at commit); loads read the version when their query runs and finish later, in any
   * order; the listener may be lost and come back. Whatever the interleaving, an answer served from
   * the cache is the database's current version: a stale actor is never served after its change,
   * nor after announcements missed while the listener was cut.
   */
  it('never serves an actor older than the last announced change (any interleaving)', async () => {
    const users = ['a', 'b'];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('write' as const), user: fc.constantFrom(...users) }),
      fc.record({ kind: fc.constant('start' as const), user: fc.constantFrom(...users) }),
      fc.record({ kind: fc.constant('finish' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('read' as const), user: fc.constantFrom(...users) }),
      fc.record({ kind: fc.constant('clear' as const) }),
      fc.record({ kind: fc.constant('lost' as const) }),
      fc.record({ kind: fc.constant('ready' as const) }),
      fc.record({ kind: fc.constant('everyone' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 60, size: 'max' }), async (ops) => {
        const cache = liveCache();
        const version: Record<string, number> = { a: 0, b: 0 };
        let listening = true;
        const inFlight: { resolve: () => void; done: Promise<unknown> }[] = [];
        for (const o of ops) {
          if (o.kind === 'write') {
            version[o.user]!++;
            if (listening) cache.handlers.onMessage(o.user); // else missed, as on a cut connection
          } else if (o.kind === 'everyone') {
            version.a!++;
            version.b!++;
            if (listening) cache.handlers.onMessage('*');
          } else if (o.kind === 'start') {
            const read = version[o.user]!; // the query's snapshot
            const gate = deferred<void>();
            const done = cache.actor(o.user, 's', async () => {
              await gate.promise;
              return actorOf(o.user, read);
            });
            inFlight.push({ resolve: () => gate.resolve(), done });
          } else if (o.kind === 'finish') {
            if (inFlight.length === 0) continue;
            const [f] = inFlight.splice(o.index % inFlight.length, 1);
            f!.resolve();
            await f!.done;
          } else if (o.kind === 'read') {
            const hits = cache.stats().hits;
            const got = await cache.actor(o.user, 's', async () => actorOf(o.user, version[o.user]!));
            if (cache.stats().hits > hits) expect(got?.managedCompanyIds).toEqual([String(version[o.user])]);
          } else if (o.kind === 'clear') cache.clear();
          else if (o.kind === 'lost') {
            listening = false;
            cache.handlers.onLost();
          } else {
            listening = true;
            cache.handlers.onReady();
          }
        }
        for (const f of inFlight) f.resolve();
        await Promise.all(inFlight.map((f) => f.done));
      }),
      { numRuns: 300 },
    );
  });
});
