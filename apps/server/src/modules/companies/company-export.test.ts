import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { cellOf, recordsOf, rowsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import { auditEvents, companies } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db
    .update(companies)
    .set({ managerId: manager.id, number: '01234567', sector: 'banking_and_financial_services' })
    .where(eq(companies.id, t.company.id));
});

const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.Name);

describe('GET /api/companies?format=xls', () => {
  it('downloads clients.xlsx with the filters of the list', async () => {
    const url = `/api/companies?format=xls&mainOnly=true&globalFilter=${encodeURIComponent(t.company.name)}`;
    const wb = await workbookOf(await injectAs(ctx, providerAdmin, { url }), 'clients.xlsx');
    expect(rowsOf(wb, 'Clients')[0]).toEqual([
      'Name',
      'Company number',
      'Sector',
      'Status',
      'Client',
      'Manager',
      'Manager email',
      'Administrators',
      'Date created',
      'Date archived',
      'Engagements',
      'Active engagements',
      'Departments',
    ]);
    const [client, ...rest] = recordsOf(wb, 'Clients');
    expect(rest).toEqual([]);
    expect(client).toMatchObject({
      Name: t.company.name,
      'Company number': '01234567',
      Sector: 'Banking and financial services',
      Status: 'Active',
      Client: null,
      'Manager email': manager.email,
      Engagements: 0,
      Departments: 1,
    });
    expect(String(client!.Administrators)).toContain(t.clientAdmin.email);
    expect(cellOf(wb, 'Clients', 'Departments').type).toBe(2); // ValueType.Number
  });

  it('shows a provider user only the group they manage, and a client admin only their group', async () => {
    for (const actor of [manager, t.clientAdmin]) {
      const wb = await workbookOf(await injectAs(ctx, actor, { url: '/api/companies?format=xls' }), 'clients.xlsx');
      expect(names(recordsOf(wb, 'Clients')).sort()).toEqual([t.company.name, t.subsidiary.name].sort());
    }
  });

  it('refuses what the list refuses', async () => {
    const api = await buildUser(ctx.app.db, { role: 'api_user' });
    expect((await injectAs(ctx, api, { url: '/api/companies?format=xls' })).statusCode).toBe(404);
  });
});

describe('GET /api/companies/:id/export', () => {
  it('downloads the company with its subsidiaries, departments and people to its client admin', async () => {
    const res = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}/export` });
    const slug = t.company.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const wb = await workbookOf(res, `company_${slug}.xlsx`);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Company', 'Subsidiaries', 'Departments', 'Users']);
    expect(recordsOf(wb, 'Company')).toEqual([
      expect.objectContaining({ Name: t.company.name, 'Company number': '01234567', 'Manager email': manager.email }),
    ]);
    expect(names(recordsOf(wb, 'Subsidiaries'))).toEqual([t.subsidiary.name]);
    expect(names(recordsOf(wb, 'Departments'))).toEqual(['Engineering']);
    const emails = recordsOf(wb, 'Users').map((r) => r.Email);
    expect(emails).toHaveLength(6);
    expect(emails).toContain(t.subSpecialist.email);
    expect(emails).not.toContain(foreign.clientAdmin.email);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, t.clientAdmin.id), eq(auditEvents.companyId, t.company.id)));
    expect(event).toMatchObject({ action: 'export.created', entityType: 'export' });
    expect(event!.after).toMatchObject({
      kind: 'company',
      rows: { Company: 1, Subsidiaries: 1, Departments: 1, Users: 6 },
    });
  });

  it('exports a subsidiary to its own admin, with only its people', async () => {
    const res = await injectAs(ctx, t.companyAdmin, { url: `/api/companies/${t.subsidiary.id}/export` });
    expect(res.statusCode).toBe(200);
    const slug = t.subsidiary.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const wb = await workbookOf(res, `company_${slug}.xlsx`);
    expect(recordsOf(wb, 'Company')[0]).toMatchObject({ Name: t.subsidiary.name, Client: t.company.name });
    expect(rowsOf(wb, 'Subsidiaries')).toHaveLength(1);
    expect(
      recordsOf(wb, 'Users')
        .map((r) => r.Email)
        .sort(),
    ).toEqual([t.companyAdmin.email, t.subSpecialist.email].sort());
  });

  it.each([
    ["another group's client admin", () => foreign.clientAdmin],
    ['a specialist of the company', () => t.specialist],
    ['a client user of the company', () => t.clientUser],
    ['the subsidiary admin (for the top company)', () => t.companyAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    const res = await injectAs(ctx, actor(), { url: `/api/companies/${t.company.id}/export` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_key: 'errors.notFound' });
  });
});
