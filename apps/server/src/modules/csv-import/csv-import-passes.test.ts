import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  csvDay,
  csvFile,
  engagementRow,
  parseCsv,
  processCsv,
  runImportJob,
} from '../../../test/factories/csv-import.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { agencies, engagedEntities, engagedIndividuals, engagements } from '../../db/schema/index.ts';
import { IMPORT_PASS } from './validate-file.ts';

/**
 * The import reads its file as a stream, a chunk of rows at a time, twice in the process (checks,
 * then writes) and keeps keys, not rows (docs/decisions/csv-import.md): the rules across rows must
 * come out the same whatever the chunk, including those only the whole file shows.
 */
const ctx = useTestApp();
let t: Tenant;
const defaultChunk = IMPORT_PASS.chunk;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});
afterEach(() => {
  IMPORT_PASS.chunk = defaultChunk;
});

async function preview(rows: Record<string, string>[], fields: Record<string, string> = {}) {
  const res = await parseCsv(ctx, t.clientAdmin, 'engagements', csvFile('engagements', rows), {
    companyId: t.company.id,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('an import read a chunk at a time', () => {
  it('finds the same errors with any chunk, rows of earlier chunks marked by what later rows show', async () => {
    const twice = engagementRow(t);
    const rows = [
      engagementRow(t, { agencyName: 'Chunked Agency', agencyNumber: 'C-1', agencyEmail: 'c@agency.test' }),
      engagementRow(t, { companyName: 'Split Works Ltd', companyNumber: 'SW-1' }),
      twice,
      engagementRow(t, { specialistEmail: 'both.seats@new.test' }),
      engagementRow(t, { agencyName: 'Chunked Agency', agencyNumber: 'C-2' }),
      { ...twice },
      engagementRow(t, { companyName: 'Split Works Ltd', companyNumber: 'SW-1', type: 'LLP' }),
      engagementRow(t, { approverEmail: 'both.seats@new.test' }),
      engagementRow(t, { agencyName: 'Lonely Agency' }),
      engagementRow(t, { agencyName: 'Lonely Agency' }),
      engagementRow(t, { companyName: t.entity.name, companyNumber: '', type: 'LLP' }),
    ];
    const errorsWith = async (chunk: number) => {
      IMPORT_PASS.chunk = chunk;
      const body = await preview(rows, { invite: 'true' });
      expect(body.summary).toMatchObject({ rows: 11, invalid: 9 });
      return (body.rows as { line: number; errors: Record<string, string[]> }[]).map((r) => r.errors);
    };
    const whole = await errorsWith(1_000);
    expect(whole).toEqual([
      { agencyNumber: ['csvImport.errors.agencyNumbers'] },
      {},
      {},
      { specialistEmail: ['csvImport.errors.differentRoles'] },
      { agencyNumber: ['csvImport.errors.agencyNumbers'] },
      { engagedIndividualName: ['csvImport.errors.duplicateEngagement'] },
      { type: ['csvImport.errors.entityTypeMismatch'] },
      { approverEmail: ['csvImport.errors.differentRoles'] },
      { agencyName: ['errors.agencyPersonRequired'] },
      { agencyName: ['errors.agencyPersonRequired'] },
      { type: ['csvImport.errors.entityTypeMismatch'] },
    ]);
    expect(await errorsWith(2)).toEqual(whole);
    expect(await errorsWith(1)).toEqual(whole);
  });

  it('imports a file of many chunks: a name repeated across chunks is made once, an agency takes a later row’s number', async () => {
    IMPORT_PASS.chunk = 2;
    const person = { companyName: 'Repeat Works Ltd', companyNumber: 'RW-1', engagedIndividualName: 'Ann Repeat' };
    const rows = [
      engagementRow(t, { ...person, agencyName: 'Late Number Agency', agencyEmail: 'late@agency.test' }),
      engagementRow(t),
      engagementRow(t, { agencyName: 'Late Number Agency', agencyNumber: 'LN-9' }),
      engagementRow(t, { ...person, contractEnd: csvDay(300) }),
      engagementRow(t, { companyName: 'Repeat Works Ltd', companyNumber: 'RW-1', engagedIndividualName: 'Bo Repeat' }),
    ];
    const body = await preview(rows);
    expect(body.summary).toMatchObject({ rows: 5, invalid: 0 });
    expect((await processCsv(ctx, t.clientAdmin, 'engagements', body.key, {})).statusCode).toBe(202);
    expect(await runImportJob(ctx, body.key)).toBe('completed');
    const written = await ctx.app.db.select().from(engagements).where(eq(engagements.importId, body.key));
    expect(written).toHaveLength(5);
    const entities = await ctx.app.db
      .select()
      .from(engagedEntities)
      .where(and(eq(engagedEntities.mainCompanyId, t.company.id), eq(engagedEntities.name, 'Repeat Works Ltd')));
    expect(entities).toHaveLength(1);
    const people = await ctx.app.db
      .select({ name: engagedIndividuals.name, id: engagedIndividuals.id })
      .from(engagedIndividuals)
      .where(eq(engagedIndividuals.engagedEntityId, entities[0]!.id));
    expect(people.map((p) => p.name).sort()).toEqual(['Ann Repeat', 'Bo Repeat']);
    const ann = people.find((p) => p.name === 'Ann Repeat')!.id;
    expect(written.filter((e) => e.engagedIndividualId === ann)).toHaveLength(2);
    const [agency] = await ctx.app.db
      .select()
      .from(agencies)
      .where(and(eq(agencies.mainCompanyId, t.company.id), eq(agencies.name, 'Late Number Agency')));
    expect(agency).toMatchObject({ number: 'LN-9', email: 'late@agency.test' });
    expect(written.filter((e) => e.agencyId === agency!.id)).toHaveLength(2);
  });

  it('previews a file past 1,000 rows: its rows with errors first, then the first others, in file order', async () => {
    const rows = Array.from({ length: 1_003 }, () => engagementRow(t));
    rows[1_001] = engagementRow(t, { contractValue: '0' });
    rows[1_002] = engagementRow(t, { type: 'Partnership' });
    const body = await preview(rows);
    expect(body.summary).toEqual({ rows: 1_003, valid: 1_001, invalid: 2 });
    expect(body.rowsTruncated).toBe(true);
    const lines = (body.rows as { line: number }[]).map((r) => r.line);
    expect(lines).toHaveLength(1_000);
    // data rows start on line 2; the two rows with errors are the file's last, lines 1,003 and 1,004
    expect(lines.slice(0, 998)).toEqual(Array.from({ length: 998 }, (_, i) => i + 2));
    expect(lines.slice(998)).toEqual([1_003, 1_004]);
  });
});
