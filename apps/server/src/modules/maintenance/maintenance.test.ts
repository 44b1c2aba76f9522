import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { maintenanceWindows } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;
let providerUser: UserRow;

beforeAll(async () => {
  [t, providerAdmin, providerUser] = await Promise.all([
    buildTenant(ctx.app.db),
    buildUser(ctx.app.db, { role: 'provider_admin' }),
    buildUser(ctx.app.db, { role: 'provider_user' }),
  ]);
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const plan = (as: UserRow | null, startsAt: string, endsAt: string, message?: string) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/maintenance-windows', payload: { startsAt, endsAt, message } });
const remove = (as: UserRow | null, id: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `/api/maintenance-windows/${id}` });
const status = async () => (await ctx.app.inject({ url: '/api/maintenance' })).json();

describe('maintenance windows', () => {
  it('are listed to provider admins: planned and recently ended, newest first, not long-ended ones', async () => {
    const soon = (await plan(providerAdmin, inHours(200), inHours(201), 'Listed')).json();
    const [ended] = await ctx.app.db
      .insert(maintenanceWindows)
      .values({ startsAt: new Date(Date.now() - 48 * 3_600_000), endsAt: new Date(Date.now() - 47 * 3_600_000) })
      .returning();
    const [old] = await ctx.app.db
      .insert(maintenanceWindows)
      .values({
        startsAt: new Date(Date.now() - 40 * 86_400_000),
        endsAt: new Date(Date.now() - 40 * 86_400_000 + 3_600_000),
      })
      .returning();
    const res = await injectAs(ctx, providerAdmin, { url: '/api/maintenance-windows' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((w: { id: string }) => w.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(ended!.id));
    expect(ids).not.toContain(old!.id);
    for (const who of [providerUser, t.clientAdmin]) {
      expect((await injectAs(ctx, who, { url: '/api/maintenance-windows' })).statusCode).toBe(403);
    }
    await remove(providerAdmin, soon.id);
  });

  it('are planned and cancelled by provider admins only', async () => {
    for (const who of [providerUser, t.clientAdmin]) {
      expect((await plan(who, inHours(100), inHours(101))).statusCode).toBe(403);
    }
    expect((await plan(null, inHours(100), inHours(101))).statusCode).toBe(401);
    const res = await plan(providerAdmin, inHours(100), inHours(101), 'Database upgrade');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Database upgrade' });
    expect((await remove(providerUser, res.json().id)).statusCode).toBe(403);
    expect((await remove(providerAdmin, res.json().id)).statusCode).toBe(204);
    // Deleting what does not exist (any more) is 404, not a silent success.
    const again = await remove(providerAdmin, res.json().id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error_key).toBe('errors.notFound');
  });

  it('refuses an end before the start or in the past (400)', async () => {
    const back = await plan(providerAdmin, inHours(5), inHours(4));
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({ endsAt: ['documents.datePeriodModal.dateTooEarly'] });
    expect((await plan(providerAdmin, inHours(-3), inHours(-2))).statusCode).toBe(400);
  });

  it('announce a window starting within 48 hours, not one further away', async () => {
    const far = (await plan(providerAdmin, inHours(60), inHours(61))).json();
    expect(await status()).toEqual({ current: null, upcoming: null });
    const near = (await plan(providerAdmin, inHours(30), inHours(31))).json();
    expect(await status()).toEqual({ current: null, upcoming: near });
    await remove(providerAdmin, far.id);
    await remove(providerAdmin, near.id);
  });
});

describe('during a maintenance window', () => {
  it('answers 503 errors.maintenance to everyone but provider admins, and keeps sign-in and health open', async () => {
    const res = await plan(providerAdmin, inHours(-1), inHours(2), 'Upgrade');
    expect(res.statusCode).toBe(201);
    const window = res.json();
    try {
      expect((await status()).current).toEqual(window);
      const blocked = await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}` });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().error_key).toBe('errors.maintenance');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(7000);
      expect((await injectAs(ctx, providerUser, { url: '/api/companies' })).statusCode).toBe(503);
      expect((await ctx.app.inject({ url: `/api/users/${'x'.repeat(43)}` })).statusCode).toBe(503);
      expect((await injectAs(ctx, providerAdmin, { url: `/api/users/${providerAdmin.id}` })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: t.clientAdmin.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      expect((await remove(providerAdmin, window.id)).statusCode).toBe(204);
    }
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}` })).statusCode).toBe(200);
  });

  it('applies a window another server process planned, once the schedule is re-read', async () => {
    // another process writes straight to the table; this one re-reads within MAINTENANCE_CACHE_MS
    ctx.app.maintenance.invalidate();
    const [row] = await ctx.app.db
      .insert(maintenanceWindows)
      .values({ startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() + 60_000) })
      .returning();
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}` })).statusCode).toBe(503);
    expect((await remove(providerAdmin, row!.id)).statusCode).toBe(204);
  });
});
