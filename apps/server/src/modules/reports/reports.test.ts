import { writeFile } from 'node:fs/promises';
import { FACTORS } from '@statera/determination';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assessmentReports,
  assessmentVersions,
  auditEvents,
  companies,
  companyFeatures,
  storedFiles,
} from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/define.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import { reportGenerationJob } from './report.job.ts';
import { generateReport } from './report-generation.ts';
import { answerTexts } from './sds/answers.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
const NOW = new Date('2026-03-04T10:00:00Z');

const silent = { info() {}, warn() {}, error() {} };
/** Runs the job's handler for every queued or failed report, as a worker would, at `now`. */
async function runReportJobs(now = NOW): Promise<void> {
  const rows = await ctx.app.db.select().from(assessmentReports);
  for (const r of rows.filter((x) => x.status !== 'generated')) {
    const jobCtx: JobContext = {
      db: ctx.app.db,
      mailer: null,
      storage: ctx.app.storage,
      now,
      jobId: 'test',
      log: silent,
    };
    await reportGenerationJob.handle({ reportId: r.id }, jobCtx);
  }
}

async function pdfPages(data: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}
const squash = (s: string) => s.replace(/\s+/g, '');

const get = (user: { id: string }, url: string) => injectAs(ctx, user, { url });
const put = (user: { id: string }, url: string) => injectAs(ctx, user, { method: 'PUT', url });

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});

describe('Status Determination Statement', () => {
  let assessmentId: string;
  let pages: string[];
  let firstPdf: Buffer;
  const url = (suffix = '') => `/api/assessments/${assessmentId}${suffix}`;

  beforeAll(async () => {
    ({ assessmentId } = await buildEngagement(ctx.app.db, t));
    await completeAssessment(ctx, t.specialist, assessmentId);
    await injectAs(ctx, t.approver, {
      method: 'POST',
      url: url('/comments'),
      payload: { body: 'Checked the contract clause on substitution.' },
    });
  });

  it('refuses to generate before approval (409) and has nothing to download', async () => {
    const res = await put(t.clientAdmin, url('/reports'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.assessmentNotApproved');
    const none = await get(t.clientAdmin, url('/report'));
    expect(none.statusCode).toBe(404);
    expect(none.json().error_key).toBe('errors.reportNotFound');
    expect((await get(t.approver, url())).json()).toMatchObject({ reportGenerated: false, interviewReports: [] });
  });

  it('queues version 1 in the approval transaction; the job generates it', async () => {
    const approved = await put(t.approver, url('/approve'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reportGenerated: false,
      interviewReports: [{ version: 1, assessmentVersion: 1, status: 'queued', pageCount: null }],
      abilities: { generateReport: true, downloadReport: true },
    });
    const queued = await get(t.clientAdmin, url('/report'));
    expect(queued.statusCode).toBe(409);
    expect(queued.json().error_key).toBe('errors.reportNotReady');
    const [job] = (await ctx.database.executeSql(`select data from pgboss.job where name = 'report.generate'`, []))
      .rows as { data: { reportId: string } }[];
    expect(job?.data.reportId).toBe(approved.json().interviewReports[0].id);

    await runReportJobs();
    const a = (await get(t.specialist, url())).json();
    expect(a.reportGenerated).toBe(true);
    expect(a.interviewReports[0]).toMatchObject({ status: 'generated', dateGenerated: NOW.toISOString() });
    expect(a.interviewReports[0].pageCount).toBeGreaterThan(3);
    expect(a.abilities).toMatchObject({ downloadReport: true, generateReport: false });
    const audit = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, assessmentId));
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['assessment.report_requested', 'assessment.report_generated']),
    );
  });

  it('downloads the PDF with a safe file name, to everyone who sees the assessment', async () => {
    const res = await get(t.clientAdmin, url('/report'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Status-Determination-Statement-[A-Za-z0-9-]+-v1\.pdf"$/,
    );
    firstPdf = res.rawPayload;
    expect(firstPdf.subarray(0, 5).toString()).toBe('%PDF-');
    await writeFile('/tmp/sds-test.pdf', firstPdf);
    pages = await pdfPages(firstPdf);
    for (const user of [t.specialist, t.approver])
      expect((await get(user, url('/report?version=1'))).statusCode).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.assessmentId, assessmentId));
    expect(pages).toHaveLength(row!.pageCount!);
    const byId = await get(t.approver, `/api/assessment-reports/${row!.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.rawPayload.equals(firstPdf)).toBe(true);
  });

  it('prints the client on every page, the conclusion, the reasons, every answer, the sign-off and the right to disagree', async () => {
    const text = pages.join(' ');
    const all = squash(text);
    pages.forEach((p, i) => {
      expect(p).toContain(t.company.name);
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toMatch(/SDS-[0-9A-F]{8}-v1/);
    });
    expect(text).toContain('Status Determination Statement');
    const [version] = await ctx.app.db
      .select()
      .from(assessmentVersions)
      .where(and(eq(assessmentVersions.assessmentId, assessmentId), eq(assessmentVersions.version, 1)));
    const result = version!.result;
    expect(text).toMatch(result.outcome === 'employed' ? /Inside IR35/ : /Outside IR35/);
    expect(text).toContain(`${result.employed}%`);
    expect(text).toContain(`${result.selfEmployed}%`);
    for (const f of result.factors) expect(all).toContain(squash(f.title));
    for (const q of version!.path) {
      const { getQuestion } = await import('@statera/determination');
      expect(all).toContain(squash(getQuestion(q)!.content));
      expect(all).toContain(squash(answerTexts(q, version!.answers[q]!)));
    }
    expect(text).toContain(`${t.approver.firstName} ${t.approver.lastName}`);
    expect(text).toContain(`${t.specialist.firstName} ${t.specialist.lastName}`);
    expect(all).toContain(squash('Checked the contract clause on substitution.'));
    expect(text).toContain('within 45 days');
    expect(text).toContain(t.clientAdmin.email);
    expect(text).toContain('£48,500.50');
    expect(text).toContain(t.agency.name);
    expect(text).toMatch(/Contents/);
    expect(pages[0]).toContain('Page 1 of');
    expect(FACTORS.length).toBeGreaterThan(0);
    console.info(
      `SDS of a full interview (${version!.path.length} questions): ${pages.length} pages, ${firstPdf.length} bytes`,
    );
  });

  it('"How to disagree" names the channel the client uses: the client contact, or the appeal link once the appeal process is on', async () => {
    const v1 = squash(pages.join(' '));
    expect(v1).toContain(squash('Reply in writing to the client contact'));
    expect(v1).not.toContain(squash('Disagree with this statement'));
    await activateFeature(ctx.app.db, t.company.id);
    const [v1Row] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(and(eq(assessmentReports.assessmentId, assessmentId), eq(assessmentReports.version, 1)));
    const [row] = await ctx.app.db
      .insert(assessmentReports)
      .values({ assessmentId, version: 50, assessmentVersion: v1Row!.assessmentVersion, status: 'queued' })
      .returning();
    await runReportJobs();
    const pdf = await get(t.clientAdmin, url('/report?version=50'));
    await writeFile('/tmp/sds-test-appeal.pdf', pdf.rawPayload);
    const text = squash((await pdfPages(pdf.rawPayload)).join(' '));
    expect(text).toContain(
      squash('open the “Disagree with this statement” link in the email that brought you this statement'),
    );
    expect(text).toContain(squash(t.clientAdmin.email));
    expect(text).not.toContain(squash('Reply in writing to the client contact'));
    // the other tests count the versions: this one goes, and the group is back without the feature
    await ctx.app.db.delete(assessmentReports).where(eq(assessmentReports.id, row!.id));
    await ctx.app.db.delete(companyFeatures).where(eq(companyFeatures.companyId, t.company.id));
  });

  it('generates again as a new version; version 1 stays unchanged', async () => {
    expect((await put(t.specialist, url('/reports'))).statusCode).toBe(403);
    expect((await put(t.clientUser, url('/reports'))).statusCode).toBe(404);
    expect((await put(foreign.clientAdmin, url('/reports'))).statusCode).toBe(404);
    const res = await put(t.clientAdmin, url('/reports'));
    expect(res.statusCode).toBe(200);
    expect(res.json().reports.map((r: { version: number; status: string }) => [r.version, r.status])).toEqual([
      [2, 'queued'],
      [1, 'generated'],
    ]);
    await runReportJobs(new Date('2026-03-05T09:00:00Z'));
    const v1 = await get(t.clientAdmin, url('/report?version=1'));
    expect(v1.rawPayload.equals(firstPdf)).toBe(true);
    const latest = await get(t.clientAdmin, url('/report'));
    expect(latest.headers['content-disposition']).toContain('-v2.pdf');
    expect(squash((await pdfPages(latest.rawPayload)).join(' '))).toContain('SDS-');
    const rows = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.assessmentId, assessmentId));
    expect(new Set(rows.map((r) => r.fileId)).size).toBe(2);
    expect(rows.every((r) => r.sha256?.length === 64)).toBe(true);
    expect((await get(t.clientAdmin, url('/report?version=7'))).statusCode).toBe(404);
  });

  it('lets the managing provider user and the company admin of the company generate again', async () => {
    const provider = await buildUser(ctx.app.db, { role: 'provider_user' });
    await ctx.app.db.update(companies).set({ managerId: provider.id }).where(eq(companies.id, t.company.id));
    expect((await put(provider, url('/reports'))).statusCode).toBe(200);
    const sub = await buildEngagement(ctx.app.db, t, { companyId: t.subsidiary.id, departmentId: undefined });
    expect((await put(t.companyAdmin, `/api/assessments/${sub.assessmentId}/reports`)).statusCode).toBe(409);
    expect((await put(t.companyAdmin, url('/reports'))).statusCode).toBe(404);
  });

  it('hides statements from other tenants and from people who do not see the assessment', async () => {
    const [row] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.assessmentId, assessmentId));
    for (const user of [foreign.clientAdmin, foreign.approver, t.clientUser, t.companyAdmin]) {
      const res = await get(user, url('/report'));
      expect(res.statusCode).toBe(404);
      expect(res.json().error_key).toBe('errors.notFound');
      expect((await get(user, `/api/assessment-reports/${row!.id}`)).statusCode).toBe(404);
    }
  });

  it('marks a report failed with the error when it cannot be generated, and the job throws to retry', async () => {
    const [bad] = await ctx.app.db
      .insert(assessmentReports)
      .values({ assessmentId, version: 99, assessmentVersion: 42, status: 'queued' })
      .returning();
    await expect(runReportJobs()).rejects.toThrow(/answer version 42/);
    const [row] = await ctx.app.db.select().from(assessmentReports).where(eq(assessmentReports.id, bad!.id));
    expect(row).toMatchObject({ status: 'failed', fileId: null });
    expect(row!.error).toContain('answer version 42');
    const res = await get(t.clientAdmin, url('/report?version=99'));
    expect(res.statusCode).toBe(409);
    await ctx.app.db.delete(assessmentReports).where(eq(assessmentReports.id, bad!.id));
  });

  /** A queued version of the assessment, as `PUT …/reports` makes it. */
  async function queuedVersion(version: number) {
    const [v1] = await ctx.app.db
      .select()
      .from(assessmentReports)
      .where(and(eq(assessmentReports.assessmentId, assessmentId), eq(assessmentReports.version, 1)));
    const [row] = await ctx.app.db
      .insert(assessmentReports)
      .values({ assessmentId, version, assessmentVersion: v1!.assessmentVersion, status: 'queued' })
      .returning();
    return row!;
  }
  const jobCtx = (storage: FileStorage): JobContext => ({
    db: ctx.app.db,
    mailer: null,
    storage,
    now: NOW,
    jobId: 'test',
    log: silent,
  });

  it('cleans what an attempt killed after storing its PDF left, and generates the version once', async () => {
    const report = await queuedVersion(50);
    // What a process killed between storing the PDF and committing leaves: the object, and its key
    // pending on the row.
    const left = newFileKey('reports', 'pdf');
    await ctx.app.storage.put(left, Buffer.from('%PDF-1.7 cut short'), 'application/pdf');
    await ctx.app.db.update(assessmentReports).set({ pendingFileKey: left }).where(eq(assessmentReports.id, report.id));
    await reportGenerationJob.handle({ reportId: report.id }, jobCtx(ctx.app.storage));
    expect(await ctx.app.storage.exists(left)).toBe(false);
    const [row] = await ctx.app.db.select().from(assessmentReports).where(eq(assessmentReports.id, report.id));
    expect(row).toMatchObject({ status: 'generated', pendingFileKey: null });
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file!.key).not.toBe(left);
    expect(await ctx.app.storage.exists(file!.key)).toBe(true);
  });

  /** The app's storage, with each write stopped (before or after it happens) until released. */
  function heldStorage(when: 'before' | 'after') {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reach!: () => void;
    const reached = new Promise<void>((resolve) => {
      reach = resolve;
    });
    const written: string[] = [];
    const real = ctx.app.storage;
    const storage: FileStorage = {
      kind: real.kind,
      put: async (key, body, type) => {
        written.push(key);
        if (when === 'after') await real.put(key, body, type);
        reach();
        await held;
        if (when === 'before') await real.put(key, body, type);
      },
      putFile: (key, source, type) => real.putFile(key, source, type),
      spoolDir: real.spoolDir,
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      exists: (key) => real.exists(key),
      close: () => real.close(),
    };
    return { storage, reached, release, written };
  }

  it('an attempt overtaken by another (its job retried while it ran) does not commit, and leaves no object', async () => {
    const report = await queuedVersion(51);
    // The first attempt has stored its PDF and not committed; a second takes the version over (it
    // deletes the first's object) and is still writing when the first tries to commit.
    const a = heldStorage('after');
    const b = heldStorage('before');
    const first = generateReport(ctx.app.db, a.storage, report.id, NOW);
    await a.reached;
    const second = generateReport(ctx.app.db, b.storage, report.id, NOW);
    await b.reached;
    a.release();
    expect(await first).toBe('skipped');
    b.release();
    expect(await second).toBe('generated');
    const [row] = await ctx.app.db.select().from(assessmentReports).where(eq(assessmentReports.id, report.id));
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file!.key).toBe(b.written[0]);
    expect(await ctx.app.storage.exists(b.written[0]!)).toBe(true);
    expect(await ctx.app.storage.exists(a.written[0]!)).toBe(false);
  });

  it('serves the blank checklist as a PDF to people who work with assessments', async () => {
    const res = await get(t.specialist, '/api/assessment-checklist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Assessment-checklist-/);
    await writeFile('/tmp/checklist-test.pdf', res.rawPayload);
    const text = squash((await pdfPages(res.rawPayload)).join(' '));
    const { questionnaire } = await import('@statera/determination');
    for (const q of questionnaire().questions.slice(0, 20)) expect(text).toContain(squash(q.content));
    expect((await get(t.clientUser, '/api/assessment-checklist')).statusCode).toBe(200);
    // API users reach only the API-key generator and the documentation
    const apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    expect([403, 404]).toContain((await get(apiUser, '/api/assessment-checklist')).statusCode);
    const files = await ctx.app.db.select().from(storedFiles);
    expect(files.filter((f) => f.key.startsWith('reports/')).length).toBeGreaterThanOrEqual(2);
  });
});
