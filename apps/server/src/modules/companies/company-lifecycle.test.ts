import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, refreshTokens, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let providerAdmin: UserRow;
let manager: UserRow;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
});

/** A fresh client group managed by `manager`, so each test owns its state. */
async function tenant(): Promise<Tenant> {
  const t = await buildTenant(ctx.app.db);
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
  return t;
}
const act = (user: { id: string }, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url, payload });
const archive = (user: { id: string }, id: string) => act(user, 'PUT', `/api/companies/${id}/archive`);
const restore = (user: { id: string }, id: string) => act(user, 'PUT', `/api/companies/${id}/restore`);
const remove = (user: { id: string }, id: string) => act(user, 'DELETE', `/api/companies/${id}`);
const statusOf = async (id: string) =>
  (await ctx.app.db.select({ s: companies.status }).from(companies).where(eq(companies.id, id)))[0]!.s;
const userStatus = async (id: string) => (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });

describe('PUT /api/companies/:id/archive and /restore', () => {
  it('archives a client with its subsidiaries and people, ends their sessions, and restores them', async () => {
    const t = await tenant();
    const session = await login(t.specialist.email);
    expect(session.json().status).toBe('OK');
    const res = await archive(providerAdmin, t.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'archived',
      dateArchived: expect.any(String),
      abilities: { restore: true },
    });
    expect(await statusOf(t.subsidiary.id)).toBe('archived');
    expect((await userStatus(t.subSpecialist.id)).status).toBe('archived');
    const tokens = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, t.specialist.id));
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}` })).statusCode).toBe(401);
    expect((await login(t.specialist.email)).statusCode).toBe(401);
    expect((await archive(providerAdmin, t.company.id)).statusCode).toBe(409);

    const back = await restore(providerAdmin, t.company.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('active');
    expect(await statusOf(t.subsidiary.id)).toBe('active');
    expect((await userStatus(t.subSpecialist.id)).status).toBe('active');
    expect((await login(t.specialist.email)).json().status).toBe('OK');
    expect((await restore(providerAdmin, t.company.id)).statusCode).toBe(409);
    const actions = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, t.subsidiary.id)));
    expect(actions.map((a) => a.action)).toEqual(['company.archived', 'company.restored']);
  });

  it('leaves people archived before the company archived when it is restored', async () => {
    const t = await tenant();
    await ctx.app.db
      .update(users)
      .set({ status: 'archived', archivedAt: new Date() })
      .where(eq(users.id, t.approver.id));
    await archive(providerAdmin, t.company.id);
    await restore(providerAdmin, t.company.id);
    expect((await userStatus(t.approver.id)).status).toBe('archived');
    expect((await userStatus(t.clientAdmin.id)).status).toBe('active');
  });

  it('brings an awaiting client back as awaiting', async () => {
    const t = await tenant();
    await ctx.app.db.update(companies).set({ status: 'awaiting' }).where(eq(companies.id, t.company.id));
    await archive(providerAdmin, t.company.id);
    expect((await restore(providerAdmin, t.company.id)).json().status).toBe('awaiting');
  });

  it('lets the client admin and the manager archive a subsidiary, not the client', async () => {
    const t = await tenant();
    expect((await archive(t.clientAdmin, t.company.id)).statusCode).toBe(403);
    expect((await archive(manager, t.company.id)).statusCode).toBe(403);
    expect((await archive(t.companyAdmin, t.subsidiary.id)).statusCode).toBe(403);
    expect((await archive(t.specialist, t.company.id)).statusCode).toBe(403);
    expect((await archive(t.clientAdmin, t.subsidiary.id)).statusCode).toBe(200);
    expect(await statusOf(t.company.id)).toBe('active');
    expect((await userStatus(t.companyAdmin.id)).status).toBe('archived');
    expect((await restore(manager, t.subsidiary.id)).statusCode).toBe(200);
  });

  it('refuses to restore a subsidiary while its client is archived', async () => {
    const t = await tenant();
    await archive(providerAdmin, t.company.id);
    const res = await restore(providerAdmin, t.subsidiary.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.parentCompanyArchived');
  });

  it('refuses to archive a subsidiary whose people hold seats on live engagements of the client', async () => {
    const t = await tenant();
    await buildEngagement(ctx.app.db, t, { specialistEmail: t.subSpecialist.email });
    const res = await archive(t.clientAdmin, t.subsidiary.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.companyUsersHoldSeats');
  });

  it("answers 404 to another client's admin and to a provider user who does not manage it", async () => {
    const t = await tenant();
    const foreign = await buildTenant(ctx.app.db);
    const stranger = await buildUser(ctx.app.db, { role: 'provider_user' });
    for (const user of [foreign.clientAdmin, stranger]) {
      expect((await archive(user, t.subsidiary.id)).statusCode).toBe(404);
      expect((await restore(user, t.subsidiary.id)).statusCode).toBe(404);
      expect((await remove(user, t.subsidiary.id)).statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/companies/:id', () => {
  it('deletes a client without engagements, with its subsidiaries and people', async () => {
    const t = await tenant();
    expect((await remove(t.clientAdmin, t.company.id)).statusCode).toBe(403);
    expect((await remove(providerAdmin, t.company.id)).statusCode).toBe(204);
    expect((await injectAs(ctx, providerAdmin, { url: `/api/companies/${t.subsidiary.id}` })).statusCode).toBe(404);
    const people = await ctx.app.db
      .select()
      .from(users)
      .where(inArray(users.id, [t.clientAdmin.id, t.subSpecialist.id]));
    expect(people.every((u) => u.deletedAt !== null && u.status === 'archived')).toBe(true);
    const listed = await injectAs(ctx, providerAdmin, { url: '/api/companies?rows=ALL' });
    expect(listed.json().data.map((c: { id: string }) => c.id)).not.toContain(t.company.id);
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'company.deleted'));
    expect(events.map((e) => e.entityId)).toEqual(expect.arrayContaining([t.company.id, t.subsidiary.id]));
  });

  it('refuses a company with engagements (409) and lets the client admin delete an empty subsidiary', async () => {
    const t = await tenant();
    await buildEngagement(ctx.app.db, t);
    const res = await remove(providerAdmin, t.company.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.companyHasEngagements');
    expect((await remove(t.companyAdmin, t.subsidiary.id)).statusCode).toBe(403);
    expect((await remove(t.clientAdmin, t.subsidiary.id)).statusCode).toBe(204);
    expect(await statusOf(t.company.id)).toBe('active');
  });
});

describe('PUT /api/companies/:id/manager', () => {
  it('lets a provider admin hand the client to another provider user', async () => {
    const t = await tenant();
    const next = await buildUser(ctx.app.db, { role: 'provider_user' });
    const res = await act(providerAdmin, 'PUT', `/api/companies/${t.company.id}/manager`, {
      newManagerEmail: next.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toMatchObject({ id: next.id });
    const sub = await injectAs(ctx, next, { url: `/api/companies/${t.subsidiary.id}` });
    expect(sub.json().manager).toMatchObject({ id: next.id });
    expect((await injectAs(ctx, manager, { url: `/api/companies/${t.company.id}` })).statusCode).toBe(404);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company.manager_changed'), eq(auditEvents.entityId, t.company.id)));
    expect(event).toMatchObject({ before: { managerId: manager.id }, after: { managerId: next.id } });
  });

  it('needs an active provider user (422 on the email)', async () => {
    const t = await tenant();
    const archived = await buildUser(ctx.app.db, { role: 'provider_user', status: 'archived' });
    for (const email of [t.clientAdmin.email, archived.email, 'nobody@example.test']) {
      const res = await act(providerAdmin, 'PUT', `/api/companies/${t.company.id}/manager`, { newManagerEmail: email });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ newManagerEmail: ['errors.managerMustBeProviderUser'] });
    }
  });

  it('is for provider admins, and for clients only', async () => {
    const t = await tenant();
    const body = { newManagerEmail: manager.email };
    expect((await act(manager, 'PUT', `/api/companies/${t.company.id}/manager`, body)).statusCode).toBe(403);
    expect((await act(t.clientAdmin, 'PUT', `/api/companies/${t.company.id}/manager`, body)).statusCode).toBe(403);
    expect((await act(providerAdmin, 'PUT', `/api/companies/${t.subsidiary.id}/manager`, body)).statusCode).toBe(403);
  });
});
