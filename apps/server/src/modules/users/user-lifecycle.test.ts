import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { signIn } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, refreshTokens, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const put = (actor: { id: string }, url: string) => injectAs(ctx, actor, { method: 'PUT', url });
const member = (role: 'specialist' | 'approver' | 'client_user' = 'client_user', companyId = t.company.id) =>
  buildUser(ctx.app.db, { role, companyId });
const statusOf = async (id: string) =>
  (await ctx.app.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0]?.s;

describe('PUT /api/users/:userId/archive', () => {
  it('archives the user and ends every session: refresh and access tokens stop working', async () => {
    const u = await member();
    const session = await signIn(ctx, u);
    const res = await put(t.clientAdmin, `/api/users/${u.id}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', abilities: { restore: true, archive: false } });
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const live = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, u.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    const access = await ctx.app.inject({
      url: `/api/users/${u.id}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(access.statusCode).toBe(401);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, u.id), eq(auditEvents.action, 'user.archived')));
    expect(event?.actorId).toBe(t.clientAdmin.id);
  });

  it('lets a subsidiary admin archive their own people only', async () => {
    const sub = await member('client_user', t.subsidiary.id);
    expect((await put(t.companyAdmin, `/api/users/${sub.id}/archive`)).statusCode).toBe(200);
    const top = await member();
    expect((await put(t.companyAdmin, `/api/users/${top.id}/archive`)).statusCode).toBe(404);
  });

  it('refuses archiving yourself and the only admin', async () => {
    const self = await put(t.clientAdmin, `/api/users/${t.clientAdmin.id}/archive`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error_key).toBe('errors.cannotArchiveYourself');
    const only = await put(providerAdmin, `/api/users/${t.clientAdmin.id}/archive`);
    expect(only.statusCode).toBe(409);
    expect(only.json().error_key).toBe('errors.lastAdmin');
  });

  it.each([
    ['a specialist', () => t.specialist, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, actor, status) => {
    const u = await member();
    expect((await put(actor(), `/api/users/${u.id}/archive`)).statusCode).toBe(status);
    expect(await statusOf(u.id)).toBe('active');
  });

  it('answers 409 for an archived user', async () => {
    const u = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'archived' });
    expect((await put(t.clientAdmin, `/api/users/${u.id}/archive`)).statusCode).toBe(409);
  });
});

describe('PUT /api/users/:userId/restore', () => {
  it('restores an archived user, who can sign in again', async () => {
    const u = await member();
    await put(t.clientAdmin, `/api/users/${u.id}/archive`);
    const res = await put(t.clientAdmin, `/api/users/${u.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
    await expect(signIn(ctx, u)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('refuses restoring into an archived company, and an active user', async () => {
    const g = await buildTenant(ctx.app.db);
    const u = await buildUser(ctx.app.db, { role: 'client_user', companyId: g.company.id, status: 'archived' });
    expect((await put(g.clientAdmin, `/api/users/${g.approver.id}/restore`)).statusCode).toBe(409);
    await ctx.app.db.update(companies).set({ status: 'archived' }).where(eq(companies.id, g.company.id));
    const res = await put(providerAdmin, `/api/users/${u.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.cannotActivateUserInInactiveCompany');
  });

  it("answers 404 to another client's admin", async () => {
    const u = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'archived' });
    expect((await put(foreign.clientAdmin, `/api/users/${u.id}/restore`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:userId/delete', () => {
  const del = (actor: { id: string }, id: string) =>
    injectAs(ctx, actor, { method: 'DELETE', url: `/api/users/${id}/delete` });

  it('keeps the name for history, frees the email and hides the user', async () => {
    const u = await member();
    expect((await del(t.clientAdmin, u.id)).statusCode).toBe(204);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ firstName: u.firstName, lastName: u.lastName, status: 'archived' });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).not.toBe(u.email);
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/users/${u.id}` })).statusCode).toBe(404);
    const again = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    await ctx.app.db.update(users).set({ email: u.email }).where(eq(users.id, again.id));
    expect((await del(t.clientAdmin, u.id)).statusCode).toBe(404);
  });

  it('refuses deleting someone holding seats, yourself, or outside your reach', async () => {
    const g = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, g);
    const seated = await del(g.clientAdmin, g.specialist.id);
    expect(seated.statusCode).toBe(409);
    expect(seated.json().error_key).toBe('errors.usersHaveAssignedRoles');
    expect((await del(g.clientAdmin, g.clientAdmin.id)).statusCode).toBe(403);
    expect((await del(foreign.clientAdmin, g.clientUser.id)).statusCode).toBe(404);
    expect((await del(g.specialist, g.clientUser.id)).statusCode).toBe(404);
  });
});

describe('POST /api/users/archive', () => {
  const bulk = (actor: { id: string }, userIds: string[]) =>
    injectAs(ctx, actor, { method: 'POST', url: '/api/users/archive', payload: { userIds } });

  it('archives all the users at once', async () => {
    const [a, b] = [await member(), await member('approver')];
    const res = await bulk(t.clientAdmin, [a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ archived: 2 });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['archived', 'archived']);
  });

  it('refuses users with assigned roles, listing them, and changes nothing', async () => {
    const g = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, g);
    const res = await bulk(g.clientAdmin, [g.clientUser.id, g.specialist.id, g.approver.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.usersHaveAssignedRoles');
    expect(Object.keys(res.json().errors).sort()).toEqual([g.specialist.id, g.approver.id].sort());
    expect(res.json().message).toContain(g.specialist.lastName);
    expect(await statusOf(g.clientUser.id)).toBe('active');
  });

  it('is all or nothing across tenants and refuses the actor', async () => {
    const mine = await member();
    expect((await bulk(t.clientAdmin, [mine.id, foreign.clientUser.id])).statusCode).toBe(404);
    expect((await bulk(t.clientAdmin, [mine.id, t.clientAdmin.id])).statusCode).toBe(403);
    expect(await statusOf(mine.id)).toBe('active');
    expect((await bulk(t.specialist, [mine.id])).statusCode).toBe(404);
  });
});
