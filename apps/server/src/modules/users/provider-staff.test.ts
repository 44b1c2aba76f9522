import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let admin: UserRow;
let t: Tenant;

beforeAll(async () => {
  admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  t = await buildTenant(ctx.app.db);
});

const put = (who: UserRow, url: string, payload?: object) =>
  injectAs(ctx, who, { method: 'PUT', url, ...(payload ? { payload } : {}) });
const roleOf = async (id: string) =>
  (await ctx.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('PUT /api/users/:userId/promote-gt and revoke-admin', () => {
  it('makes a provider user a provider admin and back, with audit events', async () => {
    const staff = await buildUser(ctx.app.db, { role: 'provider_user' });
    const promoted = await put(admin, `/api/users/${staff.id}/promote-gt`);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'provider_admin', isGTAdmin: true });
    expect(promoted.json().abilities).toMatchObject({ revokeProviderAdmin: true, promoteProviderAdmin: false });

    const revoked = await put(admin, `/api/users/${staff.id}/revoke-admin`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ role: 'provider_user', isGTUser: true });
    const actions = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, staff.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.provider_admin_granted', 'user.provider_admin_revoked']),
    );
  });

  it('refuses anyone but a provider admin, leaving the role unchanged', async () => {
    const staff = await buildUser(ctx.app.db, { role: 'provider_user' });
    const other = await buildUser(ctx.app.db, { role: 'provider_user' });
    // provider users cannot see one another; a client admin cannot see provider staff
    expect((await put(other, `/api/users/${staff.id}/promote-gt`)).statusCode).toBe(404);
    expect((await put(t.clientAdmin, `/api/users/${staff.id}/promote-gt`)).statusCode).toBe(404);
    // the person themself sees their own profile but may not promote themself
    expect((await put(staff, `/api/users/${staff.id}/promote-gt`)).statusCode).toBe(403);
    expect(await roleOf(staff.id)).toBe('provider_user');
  });

  it('refuses a provider admin revoking their own rights, and people in the wrong role', async () => {
    const self = await put(admin, `/api/users/${admin.id}/revoke-admin`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error_key).toBe('errors.cannotRevokeYourself');
    expect(await roleOf(admin.id)).toBe('provider_admin');

    const client = await put(admin, `/api/users/${t.clientUser.id}/promote-gt`);
    expect(client.statusCode).toBe(409);
    expect(client.json().error_key).toBe('errors.notProviderStaff');
    expect(await roleOf(t.clientUser.id)).toBe('client_user');

    const archived = await buildUser(ctx.app.db, { role: 'provider_user', status: 'archived' });
    expect((await put(admin, `/api/users/${archived.id}/promote-gt`)).statusCode).toBe(409);
  });
});

describe('PUT /api/users/:userId/managed-companies', () => {
  it('hands every client of the person to another provider user', async () => {
    const from = await buildUser(ctx.app.db, { role: 'provider_user' });
    const to = await buildUser(ctx.app.db, { role: 'provider_user' });
    const second = await buildTenant(ctx.app.db);
    for (const id of [t.company.id, t.subsidiary.id, second.company.id]) {
      await ctx.app.db.update(companies).set({ managerId: from.id }).where(eq(companies.id, id));
    }
    const res = await put(admin, `/api/users/${from.id}/managed-companies`, {
      newManagerEmail: to.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moved: 3 });
    const left = await ctx.app.db.select().from(companies).where(eq(companies.managerId, from.id));
    expect(left).toEqual([]);
    const taken = await ctx.app.db.select({ id: companies.id }).from(companies).where(eq(companies.managerId, to.id));
    expect(taken.map((c) => c.id).sort()).toEqual([t.company.id, t.subsidiary.id, second.company.id].sort());
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company.manager_changed'), eq(auditEvents.entityId, second.company.id)));
    expect(events.at(-1)).toMatchObject({ actorId: admin.id, after: { managerId: to.id } });
    // the new manager now sees the client
    expect((await injectAs(ctx, to, { url: `/api/companies/${second.company.id}` })).statusCode).toBe(200);
  });

  it('answers 422 on newManagerEmail for anyone but another active member of provider staff, moving nothing', async () => {
    const from = await buildUser(ctx.app.db, { role: 'provider_user' });
    const tenant = await buildTenant(ctx.app.db);
    await ctx.app.db.update(companies).set({ managerId: from.id }).where(eq(companies.id, tenant.company.id));
    const archived = await buildUser(ctx.app.db, { role: 'provider_user', status: 'archived' });
    for (const email of [tenant.clientAdmin.email, archived.email, from.email, 'nobody@example.test']) {
      const res = await put(admin, `/api/users/${from.id}/managed-companies`, { newManagerEmail: email });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().errors).toEqual({ newManagerEmail: ['errors.managerMustBeProviderUser'] });
    }
    const bad = await put(admin, `/api/users/${from.id}/managed-companies`, { newManagerEmail: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.newManagerEmail).toBeDefined();
    const [c] = await ctx.app.db.select().from(companies).where(eq(companies.id, tenant.company.id));
    expect(c!.managerId).toBe(from.id);
    // a provider user cannot hand over their own clients
    expect(
      (await put(from, `/api/users/${from.id}/managed-companies`, { newManagerEmail: admin.email })).statusCode,
    ).toBe(403);
  });
});
