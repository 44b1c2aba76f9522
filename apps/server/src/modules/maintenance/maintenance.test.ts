import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, maintenanceWindows } from '../../db/schema/index.ts';

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
/** A window starting now, asked for explicitly (the web confirms first). */
const planNow = (as: UserRow | null, endsAt: string, message?: string) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/maintenance-windows', payload: { immediate: true, endsAt, message } });
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
    const back = await plan(providerAdmin, inHours(55), inHours(54));
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({ endsAt: ['documents.datePeriodModal.dateTooEarly'] });
    expect((await plan(providerAdmin, inHours(-3), inHours(-2))).statusCode).toBe(400);
  });

  it('announce a window starting within 48 hours, not one further away', async () => {
    const far = (await plan(providerAdmin, inHours(60), inHours(61))).json();
    expect(await status()).toEqual({ current: null, upcoming: null });
    // planned days ago, it now starts within 48 hours (written as the clock would have it)
    const [near] = await ctx.app.db
      .insert(maintenanceWindows)
      .values({ startsAt: new Date(inHours(30)), endsAt: new Date(inHours(31)) })
      .returning();
    ctx.app.maintenance.invalidate();
    expect((await status()).upcoming).toMatchObject({ id: near!.id });
    await remove(providerAdmin, far.id);
    await remove(providerAdmin, near!.id);
  });
});

describe('bounds of a maintenance window (issue 30 item 8)', () => {
  it('refuses the window an outside tester made: year 326 to 9390', async () => {
    const res = await plan(providerAdmin, '0326-01-01T00:00:00Z', '9390-12-31T00:00:00Z');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      startsAt: ['errors.maintenanceNoticeTooShort'],
      endsAt: ['errors.maintenanceTooLong'],
    });
    const far = await plan(providerAdmin, '9390-01-01T00:00:00Z', '9390-01-01T01:00:00Z');
    expect(far.json().errors).toEqual({ startsAt: ['errors.maintenanceStartTooFar'] });
  });

  it('starts at least 48 hours ahead', async () => {
    const res = await plan(providerAdmin, inHours(47.9), inHours(49));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ startsAt: ['errors.maintenanceNoticeTooShort'] });
    const ok = await plan(providerAdmin, inHours(48.1), inHours(49));
    expect(ok.statusCode).toBe(201);
    await remove(providerAdmin, ok.json().id);
  });

  it('lasts at most 24 hours', async () => {
    const res = await plan(providerAdmin, inHours(50), inHours(74.1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ endsAt: ['errors.maintenanceTooLong'] });
    expect((await planNow(providerAdmin, inHours(24.1))).json().errors).toEqual({
      endsAt: ['errors.maintenanceTooLong'],
    });
  });

  it('starts at once only when asked for explicitly, without a start of its own, and is audited so', async () => {
    const withStart = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: { immediate: true, startsAt: inHours(1), endsAt: inHours(2) },
    });
    expect(withStart.json().errors).toEqual({ startsAt: ['errors.maintenanceImmediateHasNoStart'] });
    for (const who of [providerUser, t.clientAdmin]) expect((await planNow(who, inHours(1))).statusCode).toBe(403);
    const before = Date.now();
    const res = await planNow(providerAdmin, inHours(1), 'Emergency fix');
    expect(res.statusCode).toBe(201);
    try {
      expect(Date.parse(res.json().startsAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(res.json().startsAt)).toBeLessThanOrEqual(Date.now());
      const [audit] = await ctx.app.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, res.json().id), eq(auditEvents.action, 'maintenance.planned')));
      expect(audit?.after).toMatchObject({ immediate: true, message: 'Emergency fix' });
    } finally {
      await remove(providerAdmin, res.json().id);
    }
  });

  it('caps Retry-After at the longest window, should an older row end far away', async () => {
    const [row] = await ctx.app.db
      .insert(maintenanceWindows)
      .values({ startsAt: new Date(Date.now() - 1000), endsAt: new Date('9390-12-31T00:00:00Z') })
      .returning();
    ctx.app.maintenance.invalidate();
    try {
      const res = await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}` });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBe(24 * 3600);
    } finally {
      await remove(providerAdmin, row!.id);
    }
  });
});

describe('during a maintenance window', () => {
  it('answers 503 errors.maintenance to everyone but provider admins, and keeps sign-in and health open', async () => {
    const res = await planNow(providerAdmin, inHours(2), 'Upgrade');
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
