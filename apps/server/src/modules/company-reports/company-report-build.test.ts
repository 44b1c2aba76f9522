import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companyReports, storedFiles } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/define.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import { companyReportJob } from './company-report.job.ts';
import { buildCompanyReport } from './company-report-build.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-04T10:00:00Z');
const silent = { info() {}, warn() {}, error() {} };
let t: Tenant;

const jobCtx = (storage: FileStorage): JobContext => ({
  db: ctx.app.db,
  mailer: null,
  storage,
  now: NOW,
  jobId: 'test',
  log: silent,
});

/** A fresh queued report of a new group with two engagements, as the request leaves it. */
async function queuedReport() {
  t = await buildTenant(ctx.app.db);
  await buildEngagement(ctx.app.db, t);
  await buildEngagement(ctx.app.db, t);
  const [row] = await ctx.app.db.insert(companyReports).values({ companyId: t.company.id }).returning();
  return row!;
}

const reportRow = async (id: string) =>
  (await ctx.app.db.select().from(companyReports).where(eq(companyReports.id, id)))[0];

/** Every object under reports/ in the test storage (a local directory). */
async function reportObjects(): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const root = (ctx.app.storage as FileStorage & { root: string }).root;
  return (await readdir(`${root}/reports`).catch(() => [])).filter((n) => n.endsWith('.xlsx'));
}

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

describe('the company-report.build job', () => {
  it('cleans what an attempt killed after storing its workbook left, and creates the report once', async () => {
    const report = await queuedReport();
    // What a process killed between storing the workbook and committing leaves: the object, and
    // its key pending on the row.
    const left = newFileKey('reports', 'xlsx');
    await ctx.app.storage.put(left, Buffer.from('PK cut short'), 'application/octet-stream');
    await ctx.app.db
      .update(companyReports)
      .set({ pendingFileKey: left, progress: 40 })
      .where(eq(companyReports.id, report.id));
    await companyReportJob.handle({ reportId: report.id }, jobCtx(ctx.app.storage));
    expect(await ctx.app.storage.exists(left)).toBe(false);
    const row = await reportRow(report.id);
    expect(row).toMatchObject({ status: 'created', progress: 100, pendingFileKey: null, counts: { engagements: 2 } });
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(await ctx.app.storage.exists(file!.key)).toBe(true);
    // run again (a job retried after it succeeded): nothing more is written
    const objects = await reportObjects();
    expect(await buildCompanyReport(ctx.app.db, ctx.app.storage, report.id, NOW)).toBe('skipped');
    expect(await reportObjects()).toEqual(objects);
  });

  it('a failing attempt marks the report failed (audited) and throws for a retry, which then creates it', async () => {
    const report = await queuedReport();
    const real = ctx.app.storage;
    const failing: FileStorage = { ...real, putFile: async () => Promise.reject(new Error('bucket unavailable')) };
    await expect(companyReportJob.handle({ reportId: report.id }, jobCtx(failing))).rejects.toThrow(
      'bucket unavailable',
    );
    expect(await reportRow(report.id)).toMatchObject({
      status: 'failed',
      pendingFileKey: null,
      error: 'bucket unavailable',
    });
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.company.id));
    expect(events.map((e) => e.action)).toContain('company.report_failed');
    // pg-boss retries it: the retry takes the failed report over and creates it
    await companyReportJob.handle({ reportId: report.id }, jobCtx(real));
    expect(await reportRow(report.id)).toMatchObject({ status: 'created', error: null });
  });

  it('an attempt whose report was removed meanwhile commits nothing and leaves no object', async () => {
    const report = await queuedReport();
    const before = await reportObjects();
    const real = ctx.app.storage;
    // The report is removed while the workbook is being stored.
    const racing: FileStorage = {
      ...real,
      putFile: async (key, source, type) => {
        await real.putFile(key, source, type);
        await ctx.app.db.delete(companyReports).where(eq(companyReports.id, report.id));
      },
    };
    expect(await buildCompanyReport(ctx.app.db, racing, report.id, NOW)).toBe('skipped');
    expect(await reportObjects()).toEqual(before);
    const files = await ctx.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.mime, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    for (const f of files) expect(await ctx.app.storage.exists(f.key)).toBe(true);
  });

  it('an attempt overtaken by a retry (its key no longer pending) stops at its next batch and leaves nothing', async () => {
    const report = await queuedReport();
    const before = await reportObjects();
    // While the workbook is written, a retry takes the report over (it records its own key).
    let overtaken = false;
    const db = ctx.app.db;
    const realExecute = db.execute.bind(db);
    (db as { execute: typeof db.execute }).execute = (async (query: Parameters<typeof db.execute>[0]) => {
      if (!overtaken) {
        overtaken = true;
        await db
          .update(companyReports)
          .set({ pendingFileKey: newFileKey('reports', 'xlsx') })
          .where(eq(companyReports.id, report.id));
      }
      return realExecute(query);
    }) as typeof db.execute;
    try {
      expect(await buildCompanyReport(db, ctx.app.storage, report.id, NOW)).toBe('skipped');
    } finally {
      (db as { execute: typeof db.execute }).execute = realExecute;
    }
    expect(await reportObjects()).toEqual(before);
    expect(await reportRow(report.id)).toMatchObject({ status: 'queued', fileId: null });
  });

  it('a report gone before the job runs is skipped', async () => {
    expect(await buildCompanyReport(ctx.app.db, ctx.app.storage, '00000000-0000-4000-8000-000000000000', NOW)).toBe(
      'skipped',
    );
  });
});
