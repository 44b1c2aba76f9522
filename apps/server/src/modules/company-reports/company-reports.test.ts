import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { blockPermissions } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { recordsOf } from '../../../test/helpers/xlsx.ts';
import {
  assessments,
  auditEvents,
  companies,
  companyReports,
  engagedIndividuals,
  storedFiles,
} from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/define.ts';
import { type JobRunner, startJobs } from '../../jobs/runner.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { companyReportJob } from './company-report.job.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-04T10:00:00Z');
const silent = { info() {}, warn() {}, error() {} };
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let otherProviderUser: UserRow;
let providerAdmin: UserRow;
let apiUser: UserRow;

const post = (user: { id: string } | null, companyId: string) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/companies/${companyId}/report` });
const get = (user: { id: string } | null, companyId: string) =>
  injectAs(ctx, user, { url: `/api/companies/${companyId}/report` });
const remove = (user: { id: string } | null, companyId: string) =>
  injectAs(ctx, user, { method: 'DELETE', url: `/api/companies/${companyId}/report` });

const jobCtx = (): JobContext => ({
  db: ctx.app.db,
  mailer: null,
  storage: ctx.app.storage,
  now: NOW,
  jobId: 'test',
  log: silent,
});

/** Runs the queued report's job as a worker would. */
async function build(companyId: string) {
  const [row] = await ctx.app.db.select().from(companyReports).where(eq(companyReports.companyId, companyId));
  await companyReportJob.handle({ reportId: row!.id }, jobCtx());
}

/** Downloads the created report through its signed link and opens the workbook. */
async function download(user: { id: string }, companyId: string) {
  const report = (await get(user, companyId)).json();
  expect(report.status).toBe('created');
  const res = await ctx.app.inject({ url: `/api/attachments/${report.file.attachmentId}?token=${report.file.token}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_MIME);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="company_report_.+_2026-03-04\.xlsx"$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { report, workbook };
}

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  otherProviderUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  await ctx.app.db
    .update(companies)
    .set({ managerId: otherProviderUser.id })
    .where(eq(companies.id, foreign.company.id));

  // The group's data: an engagement with an approved determination, a statement sent to the worker
  // and an appeal; one in the subsidiary; one still being assessed.
  const appeal = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started', receivedOn: '2026-02-20' });
  await ctx.app.db
    .update(assessments)
    .set({ employed: 22, selfEmployed: 78, riskLevel: 'low', result: { outcome: 'selfEmployed' } as never })
    .where(eq(assessments.engagementId, appeal.engagement.id));
  await ctx.app.db
    .update(engagedIndividuals)
    .set({ email: 'worker.report@example.test' })
    .where(eq(engagedIndividuals.id, t.individual.id));
  const sent = await injectAs(ctx, t.clientAdmin, {
    method: 'POST',
    url: `/api/engagements/${appeal.engagement.id}/send-contractor-report`,
    payload: { emails: ['finance@example.test'] },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const sub = await buildEngagement(ctx.app.db, t, { companyId: t.subsidiary.id, departmentId: null });
  await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: sub.assessmentId });
  await ctx.app.db
    .update(assessments)
    .set({ employed: 81, selfEmployed: 19, riskLevel: 'high', result: { outcome: 'employed' } as never })
    .where(eq(assessments.id, sub.assessmentId));
  await buildEngagement(ctx.app.db, t);
  // Another group's engagement must never appear.
  await buildEngagement(ctx.app.db, foreign);
});

describe('who may ask for, read and remove a company report', () => {
  it('the client admin for the group, the managing provider user and provider admins (202, queued)', async () => {
    for (const user of [t.clientAdmin, providerUser, providerAdmin]) {
      const res = await post(user, t.company.id);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'queued', progress: 0, file: null, counts: null });
      expect((await get(user, t.company.id)).statusCode).toBe(200);
    }
  });

  it('a company admin for their subsidiary only (the group: 404)', async () => {
    expect((await post(t.companyAdmin, t.subsidiary.id)).statusCode).toBe(202);
    expect((await post(t.companyAdmin, t.company.id)).statusCode).toBe(404);
  });

  it("refuses the company's other people (403), API users and other tenants (404), the anonymous (401)", async () => {
    for (const user of [t.clientUser, t.approver, t.specialist]) {
      expect((await post(user, t.company.id)).statusCode).toBe(403);
      expect((await get(user, t.company.id)).statusCode).toBe(403);
      expect((await remove(user, t.company.id)).statusCode).toBe(403);
    }
    for (const user of [foreign.clientAdmin, foreign.companyAdmin, otherProviderUser, apiUser]) {
      expect((await post(user, t.company.id)).statusCode).toBe(404);
      expect((await get(user, t.company.id)).statusCode).toBe(404);
      expect((await remove(user, t.company.id)).statusCode).toBe(404);
    }
    expect((await post(null, t.company.id)).statusCode).toBe(401);
  });

  it('refuses a group that blocks statistics (403), and the company page then carries no report', async () => {
    const other = await buildTenant(ctx.app.db);
    await blockPermissions(ctx.app.db, other.company.id, ['statistics.view']);
    expect((await post(other.clientAdmin, other.company.id)).statusCode).toBe(403);
    const page = await injectAs(ctx, other.clientAdmin, { url: `/api/companies/${other.company.id}` });
    expect(page.json()).toMatchObject({ report: null, abilities: { report: false } });
  });

  it('answers 404 while a company has no report, for reading and removing', async () => {
    const other = await buildTenant(ctx.app.db);
    expect((await get(other.clientAdmin, other.company.id)).statusCode).toBe(404);
    expect((await remove(other.clientAdmin, other.company.id)).statusCode).toBe(404);
  });
});

describe('building, following and downloading the report', () => {
  it('asking while one is queued answers that one: one row, one job', async () => {
    const other = await buildTenant(ctx.app.db);
    const first = (await post(other.clientAdmin, other.company.id)).json();
    const second = (await post(other.clientAdmin, other.company.id)).json();
    expect(second.id).toBe(first.id);
    const jobs = await ctx.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'company-report.build' and data->>'reportId' = $1`,
      [first.id],
    );
    expect(jobs.rows[0]).toMatchObject({ n: 1 });
  });

  it("writes the group's engagements, determinations, risks, SDS deliveries and appeals (read back with exceljs)", async () => {
    await post(t.clientAdmin, t.company.id);
    await build(t.company.id);
    const { report, workbook } = await download(t.clientAdmin, t.company.id);
    expect(report).toMatchObject({
      status: 'created',
      progress: 100,
      counts: { engagements: 3, determinations: 2, deliveries: 2, appeals: 1 },
      file: { extension: 'xlsx', mime: XLSX_MIME },
    });
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Engagements',
      'Determinations',
      'Risks',
      'SDS deliveries',
      'Appeals',
    ]);
    const engagements = recordsOf(workbook, 'Engagements');
    expect(engagements).toHaveLength(3);
    expect(new Set(engagements.map((r) => r.Company))).toEqual(new Set([t.company.name, t.subsidiary.name]));
    expect(engagements.every((r) => r['Contract value'] !== null && r['Contract start'] instanceof Date)).toBe(true);
    const determinations = recordsOf(workbook, 'Determinations');
    expect(determinations.map((r) => [r.Company, r.Determination, r['Employed %'], r['Risk level']]).sort()).toEqual(
      [
        [t.company.name, 'Self employed', 22, 'Low risk'],
        [t.subsidiary.name, 'Employed', 81, 'High risk'],
      ].sort(),
    );
    const risks = recordsOf(workbook, 'Risks');
    expect(risks.map((r) => [r.Company, r['Risk level'], r.Engagements])).toEqual(
      [
        [t.company.name, 'Low risk', 1],
        [t.company.name, 'Not determined', 1],
        [t.subsidiary.name, 'High risk', 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const deliveries = recordsOf(workbook, 'SDS deliveries');
    expect(deliveries.map((r) => r['Recipient email']).sort()).toEqual([
      'finance@example.test',
      'worker.report@example.test',
    ]);
    expect(deliveries[0]).toMatchObject({ 'SDS version': 1, 'Email status': 'Queued', Downloads: 0 });
    const appeals = recordsOf(workbook, 'Appeals');
    expect(appeals).toHaveLength(1);
    expect(appeals[0]).toMatchObject({ Status: 'Started', Channel: 'Link' });
    expect(appeals[0]!['Statutory deadline']).toEqual(new Date('2026-04-06T00:00:00Z'));
    const summary = recordsOf(workbook, 'Summary');
    expect(summary[0]).toMatchObject({ 'Company report': 'Company', Details: t.company.name });
    // the company page shows the report's state
    const page = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}` });
    expect(page.json().report).toMatchObject({ id: report.id, status: 'created', progress: 100 });
    const [created] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'company.report_created'));
    expect(created).toMatchObject({ entityId: t.company.id, actorId: null });
  });

  it("a subsidiary's report holds that subsidiary only", async () => {
    await post(t.companyAdmin, t.subsidiary.id);
    await build(t.subsidiary.id);
    const { report, workbook } = await download(t.companyAdmin, t.subsidiary.id);
    expect(report.counts).toMatchObject({ engagements: 1, determinations: 1, appeals: 0 });
    expect(recordsOf(workbook, 'Engagements').map((r) => r.Company)).toEqual([t.subsidiary.name]);
  });

  it('the link opens only for someone who may use the report', async () => {
    const report = (await get(t.clientAdmin, t.company.id)).json();
    const { AttachmentTokens } = await import('../documents/attachment-token.ts');
    const tokens = new AttachmentTokens(ctx.app.appConfig.jwtSecret);
    for (const user of [t.clientUser, foreign.clientAdmin]) {
      const forged = tokens.sign(report.file.attachmentId, user.id).token;
      const res = await ctx.app.inject({ url: `/api/attachments/${report.file.attachmentId}?token=${forged}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('asking again rebuilds it: the old file goes, a new one comes', async () => {
    const before = (await get(t.clientAdmin, t.company.id)).json();
    const res = await post(t.clientAdmin, t.company.id);
    expect(res.json()).toMatchObject({ id: before.id, status: 'queued', progress: 0, file: null });
    const [old] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, before.file.attachmentId));
    expect(old).toBeUndefined();
    await build(t.company.id);
    const after = (await get(t.clientAdmin, t.company.id)).json();
    expect(after.status).toBe('created');
    expect(after.file.attachmentId).not.toBe(before.file.attachmentId);
  });

  it('removing it deletes the row, the file and the stored object (audited)', async () => {
    const report = (await get(t.clientAdmin, t.company.id)).json();
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, report.file.attachmentId));
    expect(await ctx.app.storage.exists(file!.key)).toBe(true);
    expect((await remove(t.clientAdmin, t.company.id)).statusCode).toBe(204);
    expect((await get(t.clientAdmin, t.company.id)).statusCode).toBe(404);
    expect(await ctx.app.storage.exists(file!.key)).toBe(false);
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'company.report_deleted'));
    expect(events.map((e) => e.entityId)).toContain(t.company.id);
  });
});

describe('through the real job queue', () => {
  let runner: JobRunner | undefined;
  afterAll(async () => runner?.stop(2000));

  it('a queued report is built by a pg-boss worker and followed to created', async () => {
    const res = await post(providerAdmin, t.company.id);
    expect(res.statusCode).toBe(202);
    runner = await startJobs({
      database: ctx.database,
      mailer: null,
      storage: ctx.app.storage,
      log: silent,
      jobs: [companyReportJob],
    });
    const until = Date.now() + 20_000;
    let report = res.json();
    while (report.status !== 'created' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      report = (await get(providerAdmin, t.company.id)).json();
    }
    expect(report).toMatchObject({ status: 'created', progress: 100, counts: { engagements: 3 } });
  });
});
