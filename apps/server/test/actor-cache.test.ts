import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, refreshTokens, users } from '../src/db/schema/index.ts';
import { issueSessionTokens } from '../src/modules/auth/auth.service.ts';
import { buildTenant, buildUser, type Tenant } from './factories/tenant.ts';
import { blockPermissions, signIn } from './factories/users.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * The actor cache (authz/actor-cache.ts) on the database of the run — PGlite, where an announcement
 * arrives at commit, and PostgreSQL, where it arrives on the listener's connection a moment later:
 * there a change made straight in the database must be seen within a second. A change made through
 * the API is seen by the next request on both, without waiting.
 */
const ctx = useTestApp({ actorCache: true });
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const cache = () => {
  const c = ctx.app.actorCache;
  if (!c) throw new Error('the actor cache is off');
  return c;
};

/** One session of the user, reused by every request (as a browser does). */
async function session(user: { id: string }) {
  const familyId = randomUUID();
  const { accessToken } = await issueSessionTokens(ctx.app.db, ctx.app.tokens, user.id, familyId);
  const me = () =>
    ctx.app.inject({ url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${accessToken}` } });
  // The first request loads and keeps the actor; the second is served from the cache.
  expect((await me()).statusCode).toBe(200);
  const before = cache().stats().hits;
  const cached = await me();
  expect(cached.statusCode).toBe(200);
  expect(cache().stats().hits).toBe(before + 1);
  return { me, familyId, accessToken };
}

/** On PGlite at once; on PostgreSQL within a second (the announcement's trip). */
async function seen<T>(read: () => Promise<T>, expected: T) {
  if (ctx.database.kind === 'pglite') expect(await read()).toEqual(expected);
  else await expect.poll(read, { timeout: 1_000, interval: 5 }).toEqual(expected);
}

describe('actor cache', () => {
  it('is live once its listener is connected', () => {
    expect(cache().stats().live).toBe(true);
  });

  it('refuses a session revoked straight in the database', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const s = await session(u);
    await ctx.app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, s.familyId));
    await seen(async () => (await s.me()).statusCode, 401);
  });

  it('refuses a user archived straight in the database', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const s = await session(u);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, u.id));
    await seen(async () => (await s.me()).statusCode, 401);
  });

  it('follows a role changed straight in the database', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const s = await session(u);
    expect((await s.me()).json().abilities.viewAssessments).toBe(true);
    await ctx.app.db.update(users).set({ role: 'client_user' }).where(eq(users.id, u.id));
    await seen(async () => (await s.me()).json().abilities.viewAssessments, false);
  });

  it("follows the group's blocked permissions", async () => {
    const g = await buildTenant(ctx.app.db);
    const s = await session(g.clientAdmin);
    expect((await s.me()).json().abilities.createEngagement).toBe(true);
    await blockPermissions(ctx.app.db, g.company.id, ['engagements.manage']);
    await seen(async () => (await s.me()).json().abilities.createEngagement, false);
  });

  it('follows the companies a provider user manages', async () => {
    const pu = await buildUser(ctx.app.db, { role: 'provider_user' });
    const s = await session(pu);
    expect((await s.me()).json().abilities.createEngagement).toBe(false);
    await ctx.app.db.update(companies).set({ managerId: pu.id }).where(eq(companies.id, t.company.id));
    await seen(async () => (await s.me()).json().abilities.createEngagement, true);
  });

  it("sees its own process's writes before their announcement arrives (a logout through the API)", async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const tokens = await signIn(ctx, u);
    const me = () =>
      ctx.app.inject({ url: `/api/users/${u.id}`, headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    // Hold the announcements back, as if the listener's connection were slow.
    const handlers = cache().handlers;
    const deliver = handlers.onMessage;
    const held: string[] = [];
    handlers.onMessage = (payload) => held.push(payload);
    try {
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/logout',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(out.statusCode).toBe(204);
      // The write request cleared this process's cache before it answered.
      expect((await me()).statusCode).toBe(401);
      // …and the announcement did come (held back here).
      await seen(async () => held.includes(u.id), true);
    } finally {
      handlers.onMessage = deliver;
    }
  });

  it('keeps serving other users when one user changes', async () => {
    const a = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const b = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const sa = await session(a);
    const sb = await session(b);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, a.id));
    await seen(async () => (await sa.me()).statusCode, 401);
    const hits = cache().stats().hits;
    expect((await sb.me()).statusCode).toBe(200);
    expect(cache().stats().hits).toBe(hits + 1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('actor cache on PostgreSQL when the listener is cut', () => {
  it('listens again after its connection is terminated, and follows changes from then on', async () => {
    const { listens } = cache().stats();
    const terminated = await ctx.database.executeSql(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "actor_changed"' and pid <> pg_backend_pid()`,
    );
    expect(terminated.rows.length).toBe(1);
    await expect.poll(() => cache().stats().listens, { timeout: 5_000, interval: 20 }).toBe(listens + 1);
    expect(cache().stats().live).toBe(true);
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const s = await session(u);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, u.id));
    await seen(async () => (await s.me()).statusCode, 401);
  });
});
