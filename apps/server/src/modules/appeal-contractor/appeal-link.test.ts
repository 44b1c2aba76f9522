import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appeals, auditEvents, emailMessages, engagedIndividuals, holdingSettings } from '../../db/schema/index.ts';
import { sendDueContractorDigests } from '../contractor-reports/contractor-report-digest.ts';

const ctx = useTestApp();
let t: Tenant;
let lastIp = 0;
const newIp = () => `10.4.0.${++lastIp}`;

async function tenantWithWorker(feature: boolean) {
  const tenant = await buildTenant(ctx.app.db);
  const worker = `worker.${tenant.individual.id.slice(0, 8)}@example.test`;
  await ctx.app.db
    .update(engagedIndividuals)
    .set({ email: worker })
    .where(eq(engagedIndividuals.id, tenant.individual.id));
  if (feature) await activateFeature(ctx.app.db, tenant.company.id);
  return { tenant, worker };
}

beforeAll(async () => {
  t = (await tenantWithWorker(true)).tenant;
});

const send = (tenant: Tenant, engagementId: string) =>
  injectAs(ctx, tenant.approver, {
    method: 'POST',
    url: `/api/engagements/${engagementId}/send-contractor-report`,
    payload: { emails: [] },
  });

async function linkMailsTo(to: string) {
  const rows = await ctx.app.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.to, to), eq(emailMessages.templateKey, 'contractor_report.link')));
  return rows.map((r) => ({ text: r.text, key: /\/appeal\/([\w-]+)/.exec(r.text)?.[1] ?? null }));
}

describe('the statement email to the worker carries the appeal link', () => {
  it('opens an appeal (created) whose key works, and a resend replaces the key', async () => {
    const worker = `worker.${t.individual.id.slice(0, 8)}@example.test`;
    const e = await buildEngagement(ctx.app.db, t);
    const { report } = await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    expect((await send(t, e.id)).statusCode).toBe(201);
    const [first] = await linkMailsTo(worker);
    expect(first?.key).toBeTruthy();
    expect(first?.text).toContain('If you disagree with the conclusion');
    const ip = newIp();
    const view = await ctx.app.inject({ url: `/api/appeals/key/${first!.key}`, remoteAddress: ip });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ status: 'created', contractorEmail: worker, abilities: { start: true } });
    const [row] = await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id));
    expect(row).toMatchObject({ assessmentReportId: report.id, channel: 'link', status: 'created' });
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, row!.id));
    expect(audit.map((a) => a.action)).toContain('appeal.link_issued');

    // The same statement again: the same appeal, a new key; the old link stops working.
    expect((await send(t, e.id)).statusCode).toBe(201);
    const keys = (await linkMailsTo(worker)).map((m) => m.key);
    expect(new Set(keys).size).toBe(2);
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id))).toHaveLength(1);
    expect((await ctx.app.inject({ url: `/api/appeals/key/${first!.key}`, remoteAddress: ip })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/appeals/key/${keys.at(-1)}`, remoteAddress: ip })).statusCode).toBe(200);
  });

  it('outdates a not-started appeal when a newer statement is sent', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    await send(t, e.id);
    const { report: v2 } = await buildContractorReport(ctx.app.db, ctx.app.storage, {
      assessmentId: e.assessmentId,
      version: 2,
    });
    await send(t, e.id);
    const rows = await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['created', 'outdated']);
    expect(rows.find((r) => r.status === 'created')?.assessmentReportId).toBe(v2.id);
  });

  it('puts the link in the digest when the group collects statements', async () => {
    const { tenant, worker } = await tenantWithWorker(true);
    await ctx.app.db
      .insert(holdingSettings)
      .values({ companyId: tenant.company.id, contractorNotificationFrequency: 1 })
      .onConflictDoUpdate({ target: holdingSettings.companyId, set: { contractorNotificationFrequency: 1 } });
    const e = await buildEngagement(ctx.app.db, tenant);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    expect((await send(tenant, e.id)).statusCode).toBe(201);
    // held: no appeal yet, since no email carries a link
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id))).toEqual([]);
    const config = { publicUrl: 'http://localhost:3000', secret: ctx.app.appConfig.jwtSecret };
    expect(await sendDueContractorDigests(ctx.app.db, config, new Date(Date.now() + 40 * 86_400_000))).toBe(1);
    const [digest] = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.to, worker), eq(emailMessages.templateKey, 'contractor_report.digest')));
    const key = /\/appeal\/([\w-]+)/.exec(digest!.text)?.[1];
    expect(key).toBeTruthy();
    const view = await ctx.app.inject({ url: `/api/appeals/key/${key}`, remoteAddress: newIp() });
    expect(view.statusCode).toBe(200);
    expect(view.json().status).toBe('created');
  });

  it('adds no link when the group has no appeal feature', async () => {
    const { tenant, worker } = await tenantWithWorker(false);
    const e = await buildEngagement(ctx.app.db, tenant);
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    expect((await send(tenant, e.id)).statusCode).toBe(201);
    const [mail] = await linkMailsTo(worker);
    expect(mail?.key).toBeNull();
    expect(mail?.text).not.toContain('If you disagree');
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.engagementId, e.id))).toEqual([]);
  });
});
