import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, departments, engagements } from '../../db/schema/index.ts';
import { insertDepartment } from '../../db/seed/builders.ts';

const ctx = useTestApp();
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const create = (user: { id: string }, companyId: string, name: string) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/companies/${companyId}/departments`, payload: { name } });
const update = (user: { id: string }, companyId: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/companies/${companyId}/departments`, payload });
const remove = (user: { id: string }, departmentId: string) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/departments/${departmentId}/delete` });
const names = async (user: { id: string }, companyId: string) =>
  ((await injectAs(ctx, user, { url: `/api/companies/${companyId}/departments` })).json() as { name: string }[]).map(
    (d) => d.name,
  );

describe('POST /api/companies/:id/departments', () => {
  it('adds a department for the admins of the company, with an audit event', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.clientAdmin, t.company.id, '  Finance ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: 'Finance' });
    expect((await create(t.companyAdmin, t.subsidiary.id, 'Finance')).statusCode).toBe(201);
    expect((await create(providerAdmin, t.company.id, 'Legal')).statusCode).toBe(201);
    expect(await names(t.clientAdmin, t.company.id)).toEqual(['Engineering', 'Finance', 'Legal']);
    const [event] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().id));
    expect(event).toMatchObject({ action: 'department.created', companyId: t.company.id, after: { name: 'Finance' } });
  });

  it('refuses a name the company already has, in any case (422 on name)', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await create(t.clientAdmin, t.company.id, 'ENGINEERING');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_key: 'errors.nameMustBeUnique',
      errors: { name: ['errors.nameMustBeUnique'] },
    });
    expect((await create(t.clientAdmin, t.company.id, '')).json().errors).toEqual({ name: ['errors.required'] });
  });

  it.each([
    ['a specialist of the company', (t: Tenant) => t.specialist, 403],
    ['the subsidiary admin, for the client', (t: Tenant) => t.companyAdmin, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, user, status) => {
    const t = await buildTenant(ctx.app.db);
    expect((await create(user(t), t.company.id, 'Ops')).statusCode).toBe(status);
  });

  it('refuses departments of an archived company', async () => {
    const t = await buildTenant(ctx.app.db);
    await ctx.app.db.update(companies).set({ status: 'archived' }).where(eq(companies.id, t.subsidiary.id));
    expect((await create(t.clientAdmin, t.subsidiary.id, 'Ops')).statusCode).toBe(403);
  });
});

describe('PUT /api/companies/:id/departments', () => {
  it('renames and adds in one go, swaps included', async () => {
    const t = await buildTenant(ctx.app.db);
    const sales = await insertDepartment(ctx.app.db, t.company.id, 'Sales');
    const res = await update(t.clientAdmin, t.company.id, {
      departmentsToEdit: [
        { id: t.department.id, name: 'Sales' },
        { id: sales.id, name: 'Engineering' },
      ],
      departmentsToAdd: ['Marketing', 'Support'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { id: string; name: string }) => [d.name, d.id])).toEqual([
      ['Engineering', sales.id],
      ['Marketing', expect.any(String)],
      ['Sales', t.department.id],
      ['Support', expect.any(String)],
    ]);
  });

  it('reports every clash per field and saves nothing', async () => {
    const t = await buildTenant(ctx.app.db);
    const sales = await insertDepartment(ctx.app.db, t.company.id, 'Sales');
    const res = await update(t.clientAdmin, t.company.id, {
      departmentsToEdit: [{ id: sales.id, name: 'engineering' }],
      departmentsToAdd: ['Legal', 'legal', 'Sales'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'departmentsToEdit.0.name': ['errors.nameMustBeUnique'],
      'departmentsToAdd.1': ['errors.nameMustBeUnique'],
    });
    expect(await names(t.clientAdmin, t.company.id)).toEqual(['Engineering', 'Sales']);
  });

  it("answers 404 for another company's department and to other tenants", async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await update(t.clientAdmin, t.company.id, {
      departmentsToEdit: [{ id: foreign.department.id, name: 'Mine now' }],
    });
    expect(res.statusCode).toBe(404);
    expect((await update(foreign.clientAdmin, t.company.id, { departmentsToAdd: ['X'] })).statusCode).toBe(404);
    expect((await update(t.approver, t.company.id, { departmentsToAdd: ['X'] })).statusCode).toBe(403);
  });
});

describe('PUT /api/departments/:departmentId/delete', () => {
  it('soft-deletes an unused department; adding the name again brings it back', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await remove(t.clientAdmin, t.department.id);
    expect(res.statusCode).toBe(204);
    expect(await names(t.clientAdmin, t.company.id)).toEqual([]);
    const [row] = await ctx.app.db.select().from(departments).where(eq(departments.id, t.department.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await remove(t.clientAdmin, t.department.id)).statusCode).toBe(404);
    const again = await create(t.clientAdmin, t.company.id, 'engineering');
    expect(again.json()).toEqual({ id: t.department.id, name: 'engineering' });
  });

  it('refuses while active engagements use it (409), allows once they are archived', async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t);
    const res = await remove(t.clientAdmin, t.department.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.departmentInUse');
    await ctx.app.db.update(engagements).set({ status: 'archived' }).where(eq(engagements.id, e.id));
    expect((await remove(t.clientAdmin, t.department.id)).statusCode).toBe(204);
  });

  it.each([
    ['a client user', (t: Tenant) => t.clientUser, 403],
    ['the subsidiary admin', (t: Tenant) => t.companyAdmin, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, user, status) => {
    const t = await buildTenant(ctx.app.db);
    expect((await remove(user(t), t.department.id)).statusCode).toBe(status);
  });
});
