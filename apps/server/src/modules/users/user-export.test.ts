import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { cellOf, recordsOf, rowsOf, workbookOf } from '../../../test/helpers/xlsx.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let archived: UserRow;

const HEADERS = [
  'First name',
  'Last name',
  'Email',
  'Role',
  'Status',
  'Position',
  'Phone',
  'Company',
  'Date created',
  'Last sign-in (UTC)',
];

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  archived = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.subsidiary.id, status: 'archived' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const emails = (wb: ExcelJS.Workbook) => recordsOf(wb, 'Users').map((r) => r.Email);

describe('GET /api/users?format=xls', () => {
  it('downloads users.xlsx with the filters and sort of the list, every row regardless of page', async () => {
    const url = `/api/users?format=xls&companyIds[]=${t.company.id}&sort=email|asc&rows=1&page=3`;
    const wb = await workbookOf(await injectAs(ctx, providerAdmin, { url }), 'users.xlsx');
    expect(rowsOf(wb, 'Users')[0]).toEqual(HEADERS);
    const people = [t.clientAdmin, t.specialist, t.approver, t.clientUser].map((u) => u.email).sort();
    expect(emails(wb)).toEqual(people);
    const admin = recordsOf(wb, 'Users').find((r) => r.Email === t.clientAdmin.email)!;
    expect(admin).toMatchObject({
      'First name': t.clientAdmin.firstName,
      'Last name': t.clientAdmin.lastName,
      Role: 'Client admin',
      Status: 'Active',
      Company: t.company.name,
    });
    expect(admin['Date created']).toBeInstanceOf(Date);
    expect(cellOf(wb, 'Users', 'Date created').numFmt).toBe('dd.mm.yyyy');
  });

  it('applies the status and search filters', async () => {
    const byStatus = await workbookOf(
      await injectAs(ctx, providerAdmin, {
        url: `/api/users?format=xls&status=archived&companyIds[]=${t.subsidiary.id}`,
      }),
      'users.xlsx',
    );
    expect(emails(byStatus)).toEqual([archived.email]);
    const bySearch = await workbookOf(
      await injectAs(ctx, providerAdmin, {
        url: `/api/users?format=xls&globalFilter=${encodeURIComponent(t.approver.email)}`,
      }),
      'users.xlsx',
    );
    expect(emails(bySearch)).toEqual([t.approver.email]);
  });

  it("keeps a provider user to the clients they manage (no other group's people)", async () => {
    const wb = await workbookOf(await injectAs(ctx, manager, { url: '/api/users?format=xls' }), 'users.xlsx');
    expect(emails(wb)).toContain(t.clientAdmin.email);
    expect(emails(wb)).not.toContain(foreign.clientAdmin.email);
    expect(emails(wb)).toHaveLength(7);
  });

  it.each([
    ['client admin', () => t.clientAdmin],
    ['specialist', () => t.specialist],
  ])('refuses a %s as the list does', async (_l, actor) => {
    const res = await injectAs(ctx, actor(), { url: '/api/users?format=xls' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_key: 'errors.forbidden' });
  });

  it('records who exported what with which filters', async () => {
    const res = await injectAs(ctx, providerAdmin, { url: '/api/users?format=xls&role=approver&sort=name|desc' });
    expect(res.statusCode).toBe(200);
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, providerAdmin.id), eq(auditEvents.action, 'export.created')));
    expect(events.map((e) => e.after)).toContainEqual({
      kind: 'users',
      fileName: 'users.xlsx',
      filters: { role: 'approver', sort: 'name|desc' },
      rows: { Users: 2 },
      truncated: false,
    });
  });
});

describe('GET /api/companies/:id/users?format=xls', () => {
  it("downloads company_users.xlsx with the group's people to its client admin", async () => {
    const url = `/api/companies/${t.company.id}/users?format=xls&sort=email|asc`;
    const wb = await workbookOf(await injectAs(ctx, t.clientAdmin, { url }), 'company_users.xlsx');
    const group = [t.clientAdmin, t.companyAdmin, t.specialist, t.approver, t.clientUser, t.subSpecialist, archived];
    expect(emails(wb)).toEqual(group.map((u) => u.email).sort());
    expect(emails(wb)).not.toContain(foreign.clientAdmin.email);
  });

  it('applies the role and company filters', async () => {
    const url = `/api/companies/${t.company.id}/users?format=xls&companyIds[]=${t.subsidiary.id}&role=specialist`;
    const wb = await workbookOf(await injectAs(ctx, t.clientAdmin, { url }), 'company_users.xlsx');
    expect(emails(wb)).toEqual([t.subSpecialist.email]);
  });

  it.each([
    ["another group's client admin", () => foreign.clientAdmin],
    ['a specialist of the group', () => t.specialist],
    ['the subsidiary admin (for the top company)', () => t.companyAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    const res = await injectAs(ctx, actor(), { url: `/api/companies/${t.company.id}/users?format=xls` });
    expect(res.statusCode).toBe(404);
  });

  it('writes text that looks like a formula as plain text', async () => {
    const evil = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    await ctx.app.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.test","x")', position: '+1+2', phone: '-3', lastName: '@SUM(A1)' })
      .where(eq(users.id, evil.id));
    const url = `/api/companies/${t.company.id}/users?format=xls&globalFilter=${encodeURIComponent(evil.email)}`;
    const wb = await workbookOf(await injectAs(ctx, t.clientAdmin, { url }), 'company_users.xlsx');
    const values: Record<string, string> = {
      'First name': '=HYPERLINK("http://evil.test","x")',
      'Last name': '@SUM(A1)',
      Position: '+1+2',
      Phone: '-3',
    };
    for (const [header, text] of Object.entries(values)) {
      const cell = cellOf(wb, 'Users', header);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
  });
});
