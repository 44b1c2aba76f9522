import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvFile, engagementRow, parseCsv, processCsv, runImportJob } from '../../../test/factories/csv-import.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, emailMessages, engagements } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

describe('engagements import: parse, then process', () => {
  it('previews every row with its errors per cell and writes nothing', async () => {
    const good = engagementRow(t);
    const bad = engagementRow(t, { contractStart: '31/02/2030', contractValue: '0', type: 'Partnership' });
    const res = await parseCsv(ctx, t.clientAdmin, 'engagements', csvFile('engagements', [good, bad]), {
      companyId: t.company.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.summary).toEqual({ rows: 2, valid: 1, invalid: 1 });
    expect(preview.delimiter).toBe('comma');
    expect(preview.rows[0]).toMatchObject({ line: 2, errors: {} });
    expect(preview.rows[1].errors).toEqual({
      contractStart: ['csvImport.errors.date'],
      contractValue: ['errors.minValue'],
      type: ['csvImport.errors.entityType'],
    });
    const written = await ctx.app.db.select().from(engagements).where(eq(engagements.companyId, t.company.id));
    expect(written.filter((e) => e.importId !== null)).toEqual([]);
  });

  it('imports a clean file in one go: engagements, assessments, entities, one digest per person', async () => {
    const rows = [
      engagementRow(t),
      engagementRow(t),
      engagementRow(t, { type: 'Sole trader', companyName: '', companyNumber: '' }),
    ];
    const parsed = await parseCsv(ctx, t.clientAdmin, 'engagements', csvFile('engagements', rows, 'semicolon'), {
      companyId: t.company.id,
    });
    expect(parsed.statusCode, parsed.body).toBe(200);
    const key = parsed.json().key;
    const queued = await processCsv(ctx, t.clientAdmin, 'engagements', key, { companyId: t.company.id });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json().status).toBe('queued');
    expect(await runImportJob(ctx, key)).toBe('completed');
    const state = await injectAs(ctx, t.clientAdmin, { url: `/api/csv/${key}` });
    expect(state.json()).toMatchObject({ status: 'completed', result: { created: 3, invited: 0 } });
    const made = await ctx.app.db.select().from(engagements).where(eq(engagements.importId, key));
    expect(made).toHaveLength(3);
    const firsts = await ctx.app.db.select().from(assessments).where(eq(assessments.engagementId, made[0]!.id));
    expect(firsts).toHaveLength(1);
    const digests = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.templateKey, 'engagement.import_digest')));
    expect(digests.map((d) => d.to).sort()).toEqual([t.approver.email, t.specialist.email].sort());
    expect(digests.find((d) => d.to === t.specialist.email)!.subject).toContain('the specialist on 3 new engagements');
    const listed = await injectAs(ctx, t.clientAdmin, { url: `/api/my-engagements?importId=${key}` });
    expect(listed.json().total).toBe(3);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, key));
    expect(audit.map((a) => a.action).sort()).toEqual(['csv_import.completed', 'csv_import.queued']);
    const again = await processCsv(ctx, t.clientAdmin, 'engagements', key, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error_key).toBe('csvImport.errors.completed');
  });
});

describe('reading files', () => {
  it('reads Windows-1252 (what Excel writes) and UTF-8 with a BOM alike', async () => {
    const row = engagementRow(t, { serviceProvided: 'Café design – £ and € fees' });
    const text = csvFile('engagements', [row], 'semicolon');
    for (const [data, encoding] of [
      [iconv.encode(text, 'win1252'), 'windows-1252'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]), 'utf-8'],
    ] as const) {
      const res = await parseCsv(ctx, t.clientAdmin, 'engagements', data, { companyId: t.company.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ encoding, delimiter: 'semicolon', summary: { invalid: 0 } });
      expect(res.json().rows[0].values.serviceProvided).toBe('Café design – £ and € fees');
    }
  });

  it('detects each of the five delimiters, and takes the one chosen', async () => {
    for (const delimiter of ['comma', 'semicolon', 'pipe', 'caret', 'tab'] as const) {
      const file = csvFile('engagements', [engagementRow(t, { serviceProvided: 'Advice, review; more' })], delimiter);
      const res = await parseCsv(ctx, t.clientAdmin, 'engagements', file, { companyId: t.company.id });
      expect(res.json(), delimiter).toMatchObject({ delimiter, summary: { rows: 1, invalid: 0 } });
    }
    const chosen = csvFile('engagements', [engagementRow(t)], 'pipe');
    const wrong = await parseCsv(ctx, t.clientAdmin, 'engagements', chosen, {
      companyId: t.company.id,
      delimiter: 'comma',
    });
    expect(wrong.json().missingColumns).toContain('contractStart');
  });

  it('reads the first sheet of an .xlsx file: dates, numbers, and formulas by their saved result', async () => {
    const row = engagementRow(t);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Engagements');
    ws.addRow([
      'Engaged individual name',
      'Engaged individual email',
      'Type',
      'Company name',
      'Contract start',
      'Contract end',
      'Contract value',
      'Service provided',
      'Specialist email',
      'Approver email',
    ]);
    const start = new Date(Date.now() + 10 * 86_400_000);
    const end = new Date(Date.now() + 300 * 86_400_000);
    ws.addRow([
      row.engagedIndividualName,
      row.engagedIndividualEmail,
      'Company',
      row.companyName,
      start,
      end,
      { formula: '1000*2', result: 2000 },
      '=HYPERLINK("http://evil.test")',
      t.specialist.email,
      t.approver.email,
    ]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await parseCsv(ctx, t.clientAdmin, 'engagements', data, { companyId: t.company.id }, 'import.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileType: 'xlsx', delimiter: null, summary: { rows: 1, invalid: 0 } });
    expect(res.json().rows[0].values).toMatchObject({
      contractValue: '2000',
      // a cell that starts like a formula is text, never evaluated
      serviceProvided: '=HYPERLINK("http://evil.test")',
    });
  });

  it('imports a formula-like cell as text and neutralises it in the demo files', async () => {
    const row = engagementRow(t, { serviceProvided: '=1+2', yourReference: '@SUM(A1)' });
    const file = csvFile('engagements', [row]);
    // our CSV writer put an apostrophe before each: the import takes it off again
    expect(file).toContain("'=1+2");
    const parsed = await parseCsv(ctx, t.clientAdmin, 'engagements', file, { companyId: t.company.id });
    expect(parsed.json().rows[0].values).toMatchObject({ serviceProvided: '=1+2', yourReference: '@SUM(A1)' });
    const key = parsed.json().key;
    await processCsv(ctx, t.clientAdmin, 'engagements', key, {});
    expect(await runImportJob(ctx, key)).toBe('completed');
    const [made] = await ctx.app.db.select().from(engagements).where(eq(engagements.importId, key));
    expect(made!.serviceProvided).toBe('=1+2');
    const exported = await injectAs(ctx, t.clientAdmin, { url: `/api/my-engagements?format=xls&importId=${key}` });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const cells = wb.worksheets[0]!.getRow(2).values as unknown[];
    expect(cells).toContain('=1+2');
    expect(JSON.stringify(cells)).not.toContain('"formula"');
  });

  it('refuses files it cannot take with clear errors', async () => {
    const header = 'Email,Role\n';
    const tooMany = header + 'a@b.test,Specialist\n'.repeat(50_001);
    const rows = await parseCsv(ctx, t.clientAdmin, 'users', tooMany, { companyId: t.company.id });
    expect(rows.statusCode).toBe(413);
    expect(rows.json()).toMatchObject({
      error_key: 'csvImport.errors.tooManyRows',
      errors: { file: ['csvImport.errors.tooManyRows'] },
    });
    const big = await parseCsv(ctx, t.clientAdmin, 'users', Buffer.alloc(21 * 1024 * 1024, 0x61), {
      companyId: t.company.id,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error_key).toBe('errors.fileTooBig');
    const empty = await parseCsv(ctx, t.clientAdmin, 'users', header, { companyId: t.company.id });
    expect(empty.json()).toMatchObject({ error_key: 'csvImport.errors.empty' });
    const quotes = await parseCsv(ctx, t.clientAdmin, 'users', `${header}"a@b.test,Specialist\n`, {
      companyId: t.company.id,
    });
    expect(quotes.json()).toMatchObject({ error_key: 'csvImport.errors.malformed' });
    const pdf = await parseCsv(ctx, t.clientAdmin, 'users', '%PDF-1.4 x', { companyId: t.company.id }, 'x.pdf');
    expect(pdf.statusCode).toBe(415);
    const noCompany = await parseCsv(ctx, t.clientAdmin, 'users', `${header}a@b.test,Specialist\n`);
    expect(noCompany.json()).toMatchObject({ errors: { companyId: ['errors.required'] } });
  });
});

describe('one import of a file at a time', () => {
  it('answers 409 to a second process call of the key, and to the same file parsed again', async () => {
    const file = csvFile('engagements', [engagementRow(t)]);
    const first = (await parseCsv(ctx, t.clientAdmin, 'engagements', file, { companyId: t.company.id })).json().key;
    const second = (await parseCsv(ctx, t.clientAdmin, 'engagements', file, { companyId: t.company.id })).json().key;
    const [a, b, c] = await Promise.all([
      processCsv(ctx, t.clientAdmin, 'engagements', first, {}),
      processCsv(ctx, t.clientAdmin, 'engagements', first, {}),
      processCsv(ctx, t.clientAdmin, 'engagements', second, {}),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode].sort()).toEqual([202, 409, 409]);
    expect([a, b, c].filter((r) => r.statusCode === 409).map((r) => r.json().error_key)).toEqual([
      'csvImport.errors.running',
      'csvImport.errors.running',
    ]);
    // Which of the two keys started depends on the race: the other one waits for it.
    const [started, waiting] = a.statusCode === 202 || b.statusCode === 202 ? [first, second] : [second, first];
    // cancelled while queued: nothing written, and the other key may start now
    const cancel = await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/csv/${started}/cancel` });
    expect(cancel.json().status, cancel.body).toBe('cancelled');
    expect(await runImportJob(ctx, started)).toBe('skipped');
    expect(await ctx.app.db.select().from(engagements).where(eq(engagements.importId, started))).toEqual([]);
    expect((await processCsv(ctx, t.clientAdmin, 'engagements', waiting, {})).statusCode).toBe(202);
    const again = await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/csv/${started}/cancel` });
    expect(again.statusCode).toBe(409);
  });
});
