import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { contractorReportRecipients, emailMessages, engagedIndividuals } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';
import { contractorReportDigestJob, sendDueContractorDigests } from './contractor-report-digest.ts';
import { CONTRACTOR_REPORT_RATE_LIMIT } from './contractor-report-public.routes.ts';
import { nextDigestAt } from './digest-schedule.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
const worker = `digest.worker.${Date.now()}@example.test`;

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  await ctx.app.db.update(engagedIndividuals).set({ email: worker }).where(eq(engagedIndividuals.id, t.individual.id));
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const holding = (contractorNotificationFrequency: number) => ({
  highRiskThreshold: 10,
  mediumRiskThreshold: 20,
  riskMargin: 5,
  changePasswordPeriod: null,
  mailVerificationPeriod: 'off',
  mailVerificationNewDevice: false,
  blockedPermissions: [],
  continuousEmployed: false,
  contractorNotificationFrequency,
});

describe('the next digest instant', () => {
  const now = new Date('2026-03-18T10:30:00Z'); // a Wednesday
  it('is null for NONE (0)', () => expect(nextDigestAt(now, 0)).toBeNull());
  it('DAILY: the next 08:00 UTC', () => {
    expect(nextDigestAt(now, 1)).toEqual(new Date('2026-03-19T08:00:00Z'));
    expect(nextDigestAt(new Date('2026-03-18T07:59:00Z'), 1)).toEqual(new Date('2026-03-18T08:00:00Z'));
  });
  it('WEEKLY: the next Monday 08:00 UTC', () => {
    expect(nextDigestAt(now, 7)).toEqual(new Date('2026-03-23T08:00:00Z'));
    expect(nextDigestAt(new Date('2026-03-23T08:00:00Z'), 7)).toEqual(new Date('2026-03-30T08:00:00Z'));
  });
  it('MONTHLY: the 1st of the next month 08:00 UTC', () => {
    expect(nextDigestAt(now, 30)).toEqual(new Date('2026-04-01T08:00:00Z'));
    expect(nextDigestAt(new Date('2026-12-31T23:00:00Z'), 30)).toEqual(new Date('2027-01-01T08:00:00Z'));
  });
});

describe('the contractor-notification frequency', () => {
  it('is a group setting the group admin edits (PUT companies/{id}/holding)', async () => {
    const bad = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/companies/${t.company.id}/holding`,
      payload: holding(3),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ contractorNotificationFrequency: ['errors.invalidOption'] });
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/companies/${t.company.id}/holding`,
      payload: holding(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().holding.contractorNotificationFrequency).toBe(1);
  });

  it('holds the emails, then sends one digest per address with every held link, and the codes apart', async () => {
    const sentAt = new Date();
    const ids: string[] = [];
    for (const version of [1, 2]) {
      const e = await buildEngagement(ctx.app.db, t);
      await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId, version });
      const res = await injectAs(ctx, t.clientAdmin, {
        method: 'POST',
        url: `/api/engagements/${e.id}/send-contractor-report`,
        payload: { emails: [], comment: `Statement ${version}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [r] = res.json().data[0].recipients;
      expect(r).toMatchObject({ email: worker, emailStatus: 'held' });
      expect(new Date(r.delayedUntil).getTime()).toBe(nextDigestAt(sentAt, 1)!.getTime());
      ids.push(r.id);
    }
    expect(await ctx.app.db.select().from(emailMessages).where(eq(emailMessages.to, worker))).toEqual([]);

    const config = { publicUrl: 'http://localhost:3000', secret: ctx.app.appConfig.jwtSecret };
    const due = nextDigestAt(sentAt, 1)!;
    expect(await sendDueContractorDigests(ctx.app.db, config, new Date(due.getTime() - 60_000))).toBe(0);
    expect(await sendDueContractorDigests(ctx.app.db, config, due)).toBe(2);
    expect(await sendDueContractorDigests(ctx.app.db, config, due)).toBe(0); // sent once

    await deliverDue(ctx.app.db, mailer);
    const mails = sink.to(worker);
    const digests = mails.filter((m) => m.subject === '2 Status Determination Statements for you');
    expect(digests).toHaveLength(1);
    const keys = [...digests[0]!.text.matchAll(/contractor-reports\/([\w-]+)/g)].map((m) => m[1]!);
    expect(keys).toHaveLength(2);
    expect(digests[0]!.text).toContain('Statement 2');
    const codes = mails
      .filter((m) => /download code/i.test(m.subject))
      .map((m) => /^\s*(\d{8})\s*$/m.exec(m.text)![1]!);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(digests[0]!.text).not.toContain(code);

    // each link opens with its own code; the expiry runs from the digest
    const rows = await ctx.app.db
      .select()
      .from(contractorReportRecipients)
      .where(eq(contractorReportRecipients.email, worker));
    for (const r of rows) expect(r.expiresAt.getTime()).toBe(due.getTime() + 90 * 86_400_000);
    let downloads = 0;
    for (const key of keys) {
      for (const code of codes) {
        const res = await ctx.app.inject({ url: `/api/download-contractor-report?linkKey=${key}&downloadKey=${code}` });
        if (res.statusCode === 200) {
          expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
          downloads++;
        }
      }
    }
    expect(downloads).toBe(2);
  });

  it('the job works with an explicit clock and the configured links', async () => {
    const logged: object[] = [];
    const log = { info: (o: object) => logged.push(o), warn() {}, error() {} };
    await contractorReportDigestJob.handle(
      {},
      {
        db: ctx.app.db,
        mailer: null,
        links: { publicUrl: 'http://localhost:3000', secret: 'x'.repeat(32) },
        now: new Date('2000-01-01T00:00:00Z'),
        jobId: 'test',
        log,
      },
    );
    expect(logged).toEqual([]); // nothing due in 2000
    expect(contractorReportDigestJob.enabled?.({ db: ctx.app.db, mailer: null })).toBe(false);
  });
});

describe('the public routes are rate-limited per client address', () => {
  it(`answers 429 after ${CONTRACTOR_REPORT_RATE_LIMIT} calls a minute from one address`, async () => {
    const call = (remoteAddress: string) =>
      ctx.app.inject({ url: `/api/contractor-reports/${'k'.repeat(43)}`, remoteAddress });
    for (let i = 0; i < CONTRACTOR_REPORT_RATE_LIMIT; i++) expect((await call('10.9.0.1')).statusCode).toBe(404);
    const limited = await call('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_key).toBe('errors.tooManyRequests');
    expect((await call('10.9.0.2')).statusCode).toBe(404);
  });
});
