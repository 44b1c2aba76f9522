import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import {
  buildEngagedEntity,
  buildTenant,
  buildUser,
  type Tenant,
  type UserRow,
} from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  agencies,
  auditEvents,
  companies,
  contractorReportDownloads,
  contractorReportRecipients,
  emailMessages,
  engagedIndividuals,
  engagements,
  holdingSettings,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let workerEmail: string;
let agencyEmail: string;
let engagement: { id: string; assessmentId: string };

const uid = () => Math.random().toString(36).slice(2, 8);

/** The tenant's worker and agency get addresses, so the engagement has a fee-payer chain. */
async function giveAddresses(tenant: Tenant) {
  const worker = `worker.${uid()}@example.test`;
  const agency = `agency.${uid()}@example.test`;
  await ctx.app.db
    .update(engagedIndividuals)
    .set({ email: worker })
    .where(eq(engagedIndividuals.id, tenant.individual.id));
  await ctx.app.db.update(agencies).set({ email: agency }).where(eq(agencies.id, tenant.agency.id));
  return { worker, agency };
}

async function engagementWithReport(tenant: Tenant, over: Parameters<typeof buildEngagement>[2] = {}) {
  const e = await buildEngagement(ctx.app.db, tenant, over);
  await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
  return e;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  ({ worker: workerEmail, agency: agencyEmail } = await giveAddresses(t));
  engagement = await engagementWithReport(t);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const send = (user: { id: string } | null, id: string, payload: object = { emails: [] }) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/engagements/${id}/send-contractor-report`, payload });
const history = (user: { id: string }, id: string) =>
  injectAs(ctx, user, { url: `/api/engagements/${id}/contractor-report-history-mails` });
const openLink = (key: string) => ctx.app.inject({ url: `/api/contractor-reports/${key}` });
const download = (linkKey: string, downloadKey: string) =>
  ctx.app.inject({
    url: `/api/download-contractor-report?linkKey=${encodeURIComponent(linkKey)}&downloadKey=${downloadKey}`,
  });

/** Delivers the outbox over SMTP and reads the newest link and code sent to the address. */
async function secretsFor(address: string): Promise<{ key: string; code: string }> {
  await deliverDue(ctx.app.db, mailer);
  const mails = sink.to(address);
  const linkMail = mails.findLast((m) => /contractor-reports\//.test(m.text))!;
  const codeMail = mails.findLast((m) => /download code/i.test(m.subject))!;
  expect(linkMail, 'link email').toBeDefined();
  expect(codeMail, 'code email').toBeDefined();
  const key = /http:\/\/localhost:3000\/contractor-reports\/([\w-]+)/.exec(linkMail.text)![1]!;
  const code = /^\s*(\d{8})\s*$/m.exec(codeMail.text)![1]!;
  // spec §9: the link and the code never travel together
  expect(linkMail.text).not.toContain(code);
  expect(codeMail.text).not.toContain(key);
  expect(linkMail.html).toContain(key);
  return { key, code };
}

describe('sending the statement to the worker and the fee-payer chain', () => {
  it('sends to the worker, the agency and the extra addresses (deduplicated), and the worker downloads the PDF', async () => {
    const res = await send(t.clientAdmin, engagement.id, {
      comment: 'Your status determination, as agreed.',
      emails: ['Extra.Person@Example.test', workerEmail.toUpperCase()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ reportVersion: 1, comment: 'Your status determination, as agreed.' });
    expect(body.data[0].sentBy.id).toBe(t.clientAdmin.id);
    expect(body.data[0].recipients.map((r: { email: string; party: string }) => [r.email, r.party])).toEqual([
      [workerEmail, 'worker'],
      [agencyEmail, 'agency'],
      ['extra.person@example.test', 'other'],
    ]);
    expect(body.data[0].recipients[0]).toMatchObject({ emailStatus: 'queued', delayedUntil: null, downloadCount: 0 });

    const { key, code } = await secretsFor(workerEmail);
    expect(key.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(code).toMatch(/^\d{8}$/);
    const linkMail = sink.to(workerEmail).find((m) => m.text.includes(key))!;
    expect(linkMail.subject).toBe(`Status Determination Statement from ${t.company.name}`);
    expect(linkMail.text).toContain('Your status determination, as agreed.');

    const page = await openLink(key);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      clientName: t.company.name,
      engagedIndividualName: t.individual.name,
      reportVersion: 1,
      attemptsLeft: 5,
      lockedUntil: null,
    });

    const pdf = await download(key, code);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('status-determination-statement-v1.pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const after = (await history(t.clientAdmin, engagement.id)).json();
    const worker = after.data[0].recipients.find((r: { party: string }) => r.party === 'worker');
    expect(worker).toMatchObject({ emailStatus: 'sent', downloadCount: 1 });
    expect(worker.firstOpenedAt).not.toBeNull();
    expect(worker.firstDownloadedAt).not.toBeNull();
    const agency = after.data[0].recipients.find((r: { party: string }) => r.party === 'agency');
    expect(agency).toMatchObject({ emailStatus: 'sent', downloadCount: 0, firstOpenedAt: null });

    const ledger = await ctx.app.db
      .select()
      .from(contractorReportDownloads)
      .where(eq(contractorReportDownloads.recipientId, worker.id));
    expect(ledger).toHaveLength(1);

    const [event] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'contractor_report.sent'));
    expect(event).toMatchObject({ actorId: t.clientAdmin.id, entityType: 'engagement', entityId: engagement.id });
  });

  it('stores the link key and the code only hashed; the outbox drops the bodies once delivered', async () => {
    await send(t.clientAdmin, engagement.id, { emails: [] });
    const { key, code } = await secretsFor(workerEmail);
    const rows = await ctx.app.db.select().from(contractorReportRecipients);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(key);
    expect(dump).not.toMatch(new RegExp(`"${code}"`));
    const outbox = JSON.stringify(await ctx.app.db.select().from(emailMessages));
    expect(outbox).not.toContain(key);
    expect(outbox).not.toContain(code);
    for (const r of rows) {
      expect(r.linkKeyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.downloadCodeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.downloadCodeHash).not.toContain(code);
    }
  });

  it('answers 409 without an approved assessment with a generated statement', async () => {
    const fresh = await buildEngagement(ctx.app.db, t);
    const res = await send(t.clientAdmin, fresh.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.noContractorReport');
  });

  it('needs at least one recipient, and valid addresses', async () => {
    const { entity, individual } = await buildEngagedEntity(ctx.app.db, t.company.id);
    const lonely = await engagementWithReport(t, {
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      agencyId: null,
    });
    const none = await send(t.clientAdmin, lonely.id, { emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error_key: 'errors.noContractorReportRecipients',
      errors: { emails: ['errors.noContractorReportRecipients'] },
    });
    const bad = await send(t.clientAdmin, lonely.id, { emails: ['not-an-email'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'emails.0': ['errors.email'] });
    const ok = await send(t.clientAdmin, lonely.id, { emails: ['only.one@example.test'] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data[0].recipients).toHaveLength(1);
  });
});

describe('the public download', () => {
  it('refuses a wrong code (400, attempts left), locks after 5 wrong codes for 15 minutes (429), then works again', async () => {
    await send(t.clientAdmin, engagement.id);
    const { key, code } = await secretsFor(workerEmail);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 1; i <= 4; i++) {
      const res = await download(key, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_key: 'errors.invalidIndividualCode',
        errors: { downloadKey: ['errors.invalidIndividualCode'] },
      });
      expect((await openLink(key)).json().attemptsLeft).toBe(5 - i);
    }
    const fifth = await download(key, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error_key).toBe('errors.individualCodeLocked');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const right = await download(key, code);
    expect(right.statusCode).toBe(429);
    const page = (await openLink(key)).json();
    expect(page.attemptsLeft).toBe(0);
    expect(page.lockedUntil).not.toBeNull();

    // the lock passes
    const [row] = await ctx.app.db
      .select()
      .from(contractorReportRecipients)
      .where(eq(contractorReportRecipients.lockedUntil, new Date(page.lockedUntil)));
    await ctx.app.db
      .update(contractorReportRecipients)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(contractorReportRecipients.id, row!.id));
    expect((await openLink(key)).json()).toMatchObject({ attemptsLeft: 5, lockedUntil: null });
    const after = await download(key, code);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('answers a plain 404 for an unknown or expired link, and 400 for a code that is not 8 digits', async () => {
    await send(t.clientAdmin, engagement.id);
    const { key, code } = await secretsFor(workerEmail);
    expect((await openLink('x'.repeat(43))).statusCode).toBe(404);
    expect((await download('x'.repeat(43), code)).statusCode).toBe(404);
    const short = await download(key, '1234');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ downloadKey: ['errors.individualCode'] });

    await ctx.app.db
      .update(contractorReportRecipients)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contractorReportRecipients.email, workerEmail));
    const expired = await openLink(key);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error_key).toBe('errors.notFound');
    expect((await download(key, code)).statusCode).toBe(404);
  });
  it('answers the same 404 once the engagement is deleted, for the page and the download', async () => {
    const own = await engagementWithReport(t);
    await send(t.clientAdmin, own.id);
    const { key, code } = await secretsFor(workerEmail);
    expect((await openLink(key)).statusCode).toBe(200);
    await ctx.app.db.update(engagements).set({ deletedAt: new Date() }).where(eq(engagements.id, own.id));
    const unknown = (await openLink('x'.repeat(43))).json();
    const page = await openLink(key);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual(unknown);
    const file = await download(key, code);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual(unknown);
  });
});

describe('history and resend', () => {
  it('resends a sending to the same recipients with new keys; the earlier links stop working', async () => {
    const e = await engagementWithReport(t);
    const first = await send(t.approver, e.id, { emails: ['chain.end@example.test'] });
    expect(first.statusCode, first.body).toBe(201);
    const old = await secretsFor('chain.end@example.test');
    const groupId = first.json().data[0].id;

    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: '/api/resend-contractor-report',
      payload: { engagementMailGroupId: groupId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().data;
    expect(groups).toHaveLength(2);
    expect(groups[1].id).toBe(groupId); // newest first
    expect(groups[0].recipients.map((r: { email: string }) => r.email)).toEqual(
      groups[1].recipients.map((r: { email: string }) => r.email),
    );
    expect(groups[0].sentBy.id).toBe(t.clientAdmin.id);

    const fresh = await secretsFor('chain.end@example.test');
    expect(fresh.key).not.toBe(old.key);
    expect((await openLink(old.key)).statusCode).toBe(404);
    expect((await download(fresh.key, fresh.code)).statusCode).toBe(200);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'contractor_report.resent'));
    expect(event).toMatchObject({ actorId: t.clientAdmin.id, entityId: e.id });
  });

  it('answers 404 for a sending of another group', async () => {
    const e = await engagementWithReport(t);
    const groupId = (await send(t.clientAdmin, e.id, { emails: ['x@example.test'] })).json().data[0].id;
    const res = await injectAs(ctx, foreign.clientAdmin, {
      method: 'PUT',
      url: '/api/resend-contractor-report',
      payload: { engagementMailGroupId: groupId },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may send', () => {
  it('the client admin, the managing provider user, the approver; the subsidiary admin for its engagements', async () => {
    // an engagement each: one address gets at most 3 sendings of an engagement a day (statement-mail-limits.test.ts)
    for (const user of [t.clientAdmin, providerUser, t.approver]) {
      expect((await send(user, (await engagementWithReport(t)).id)).statusCode).toBe(201);
    }
    const sub = await engagementWithReport(t, { companyId: t.subsidiary.id, departmentId: null });
    expect((await send(t.companyAdmin, sub.id)).statusCode).toBe(201);
  });

  it('refuses the specialist (403), people without the engagement (404) and another group (404)', async () => {
    expect((await send(t.specialist, engagement.id)).statusCode).toBe(403);
    expect((await send(t.clientUser, engagement.id)).statusCode).toBe(404);
    expect((await send(t.companyAdmin, engagement.id)).statusCode).toBe(404);
    expect((await send(foreign.clientAdmin, engagement.id)).statusCode).toBe(404);
    expect((await history(foreign.clientAdmin, engagement.id)).statusCode).toBe(404);
    expect((await send(null, engagement.id)).statusCode).toBe(401);
  });

  it("the group's blocked permission refuses sending (403) but leaves the receipts readable", async () => {
    const g = await buildTenant(ctx.app.db);
    await giveAddresses(g);
    const e = await engagementWithReport(g);
    await ctx.app.db
      .insert(holdingSettings)
      .values({ companyId: g.company.id, blockedPermissions: ['engagements.email_contractors'] })
      .onConflictDoUpdate({
        target: holdingSettings.companyId,
        set: { blockedPermissions: ['engagements.email_contractors'] },
      });
    const res = await send(g.clientAdmin, e.id);
    expect(res.statusCode).toBe(403);
    expect((await send(g.approver, e.id)).statusCode).toBe(403);
    const h = await history(g.clientAdmin, e.id);
    expect(h.statusCode).toBe(200);
    expect(h.json().abilities).toEqual({ send: false, resend: false });
  });
});
