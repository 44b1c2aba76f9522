import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { cellOf, recordsOf, rowsOf, workbookOf } from '../../../test/helpers/xlsx.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  await buildEngagement(ctx.app.db, t, {
    contractStart: '2031-03-01',
    contractEnd: '2031-12-31',
    contractValue: 48_500.5,
    serviceProvided: 'Payments platform delivery',
  });
  await buildEngagement(ctx.app.db, t, {
    contractStart: '2031-01-15',
    contractEnd: '2031-06-30',
    contractValue: 1_250,
    serviceProvided: '=HYPERLINK("http://evil.test","Open")',
  });
  await buildEngagement(ctx.app.db, foreign, { serviceProvided: 'Foreign work' });
});

const services = (wb: ExcelJS.Workbook) => recordsOf(wb, 'Engagements').map((r) => r['Service provided']);

describe('GET /api/my-engagements?format=xls', () => {
  it('downloads engagements.xlsx with typed dates and money, sorted as asked', async () => {
    const url = '/api/my-engagements?format=xls&sort=contractDateStart|asc';
    const wb = await workbookOf(await injectAs(ctx, t.clientAdmin, { url }), 'engagements.xlsx');
    expect(rowsOf(wb, 'Engagements')[0]).toEqual(
      expect.arrayContaining(['Engaged individual', 'Company', 'Contract start', 'Contract value', 'Status']),
    );
    const [first, second, ...rest] = recordsOf(wb, 'Engagements');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      'Service provided': '=HYPERLINK("http://evil.test","Open")',
      'Contract start': new Date('2031-01-15T00:00:00Z'),
      'Contract value': 1250,
      Company: t.company.name,
      'Engaged individual': t.individual.name,
      Department: 'Engineering',
      Status: 'Active',
    });
    expect(second).toMatchObject({
      'Contract start': new Date('2031-03-01T00:00:00Z'),
      'Contract end': new Date('2031-12-31T00:00:00Z'),
      'Contract value': 48_500.5,
    });
    expect(String(second!.Specialist)).toContain(t.specialist.email);
    expect(cellOf(wb, 'Engagements', 'Contract value', 1).numFmt).toBe('£#,##0.00');
    expect(cellOf(wb, 'Engagements', 'Contract start', 1).numFmt).toBe('dd.mm.yyyy');
  });

  it('writes a formula-like service description as text', async () => {
    const url = '/api/my-engagements?format=xls&sort=contractDateStart|asc';
    const wb = await workbookOf(await injectAs(ctx, t.clientAdmin, { url }), 'engagements.xlsx');
    const cell = cellOf(wb, 'Engagements', 'Service provided', 0);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe('@');
  });

  it('applies the search and status filters', async () => {
    const search = await workbookOf(
      await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?format=xls&globalFilter=payments' }),
      'engagements.xlsx',
    );
    expect(services(search)).toEqual(['Payments platform delivery']);
    const none = await workbookOf(
      await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?format=xls&statuses[]=archived' }),
      'engagements.xlsx',
    );
    expect(rowsOf(none, 'Engagements')).toHaveLength(1);
  });

  it('keeps each group to its own engagements and people to their seats', async () => {
    const mine = await workbookOf(
      await injectAs(ctx, foreign.clientAdmin, { url: '/api/my-engagements?format=xls' }),
      'engagements.xlsx',
    );
    expect(services(mine)).toEqual(['Foreign work']);
    const seats = await workbookOf(
      await injectAs(ctx, t.subSpecialist, { url: '/api/my-engagements?format=xls' }),
      'engagements.xlsx',
    );
    expect(services(seats)).toEqual([]);
    const specialist = await workbookOf(
      await injectAs(ctx, t.specialist, { url: '/api/my-engagements?format=xls' }),
      'engagements.xlsx',
    );
    expect(services(specialist)).toHaveLength(2);
  });

  it('answers JSON as before without format=xls', async () => {
    const res = await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ total: 2, page: 1 });
  });

  it('describes both answers in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const path of ['/api/my-engagements', '/api/users', '/api/companies', '/api/companies/{id}/users']) {
      const ok = doc.paths[path]?.get?.responses?.['200'];
      expect(ok?.content?.[xlsx]?.schema, path).toMatchObject({ type: 'string', format: 'binary' });
      expect(ok?.content?.['application/json']?.schema, path).toBeDefined();
    }
    expect(doc.paths['/api/companies/{id}/export'].get.responses['200'].content[xlsx].schema).toMatchObject({
      format: 'binary',
    });
  });
});
