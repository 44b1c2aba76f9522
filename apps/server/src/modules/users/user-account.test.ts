import { TERMS_VERSION } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let admin: UserRow;
let manager: UserRow;
let t: Tenant;
let foreign: Tenant;

beforeAll(async () => {
  admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const contactsOf = (who: UserRow, id: string) => injectAs(ctx, who, { url: `/api/users/${id}/contacts` });

describe('GET /api/users/:userId/contacts', () => {
  it("lists a subsidiary person's client manager and the admins of their company and its client", async () => {
    const res = await contactsOf(t.subSpecialist, t.subSpecialist.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.manager).toMatchObject({ id: manager.id, email: manager.email });
    expect(body.administrators.map((a: { id: string }) => a.id).sort()).toEqual(
      [t.clientAdmin.id, t.companyAdmin.id].sort(),
    );
  });

  it('never lists the user themself nor archived admins', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'client_admin', companyId: t.company.id, status: 'archived' });
    const body = (await contactsOf(t.clientAdmin, t.clientAdmin.id)).json();
    const ids = body.administrators.map((a: { id: string }) => a.id);
    expect(ids).not.toContain(t.clientAdmin.id);
    expect(ids).not.toContain(archived.id);
    expect(body.manager.id).toBe(manager.id);
  });

  it('gives provider staff the provider admins', async () => {
    const body = (await contactsOf(manager, manager.id)).json();
    expect(body.manager).toBeNull();
    expect(body.administrators.map((a: { id: string }) => a.id)).toContain(admin.id);
  });

  it("is the user's own, or their managers': others get 404", async () => {
    expect((await contactsOf(t.clientAdmin, t.specialist.id)).statusCode).toBe(200);
    expect((await contactsOf(t.specialist, t.approver.id)).statusCode).toBe(404);
    expect((await contactsOf(foreign.clientAdmin, t.specialist.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:userId/accept-terms', () => {
  const accept = (who: UserRow, id: string, termsVersion = TERMS_VERSION) =>
    injectAs(ctx, who, { method: 'PUT', url: `/api/users/${id}/accept-terms`, payload: { termsVersion } });

  it('records the version in force, after which the terms are valid', async () => {
    const user = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    await ctx.app.db.update(users).set({ termsVersion: '2020-01' }).where(eq(users.id, user.id));
    const before = await injectAs(ctx, user, { url: `/api/users/${user.id}` });
    expect(before.json().isTermsVersionValid).toBe(false);

    const res = await accept(user, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().isTermsVersionValid).toBe(true);
    const [event] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(event).toMatchObject({ action: 'user.terms_accepted', after: { termsVersion: TERMS_VERSION } });
  });

  it('refuses an old version with a field error and keeps the terms invalid', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    await ctx.app.db.update(users).set({ termsVersion: null }).where(eq(users.id, user.id));
    const res = await accept(user, user.id, '2019-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ termsVersion: ['errors.termsVersionOutdated'] });
    expect((await injectAs(ctx, user, { url: `/api/users/${user.id}` })).json().isTermsVersionValid).toBe(false);
  });

  it('is only for oneself: an admin cannot accept for someone, a stranger gets 404', async () => {
    expect((await accept(t.clientAdmin, t.specialist.id)).statusCode).toBe(403);
    expect((await accept(foreign.clientAdmin, t.specialist.id)).statusCode).toBe(404);
  });
});
