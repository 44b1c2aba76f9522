import { and, eq } from 'drizzle-orm';
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
