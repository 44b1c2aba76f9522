import { londonToday } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildContractorReport } from '../../../test/factories/contractor-report.ts';
import { buildEngagement, engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  agencies,
  appealDecisions,
  assessmentReports,
  auditEvents,
  companies,
  engagedIndividuals,
  engagements,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  [t, foreign, providerUser] = await Promise.all([
    buildTenant(ctx.app.db),
    buildTenant(ctx.app.db),
    buildUser(ctx.app.db, { role: 'provider_user' }),
  ]);
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  sink = await startSmtpSink();
  mailer = sink.mailer();
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const liability = (user: { id: string }, id: string) =>
  injectAs(ctx, user, { url: `/api/engagements/${id}/liability` });
const putChain = (user: { id: string }, id: string, parties: object[]) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/engagements/${id}/chain`, payload: { parties } });
const receipt = (user: { id: string }, id: string, partyId: string, receivedOn: string | null) =>
  injectAs(ctx, user, {
    method: 'PUT',
    url: `/api/engagements/${id}/chain/${partyId}/sds-receipt`,
    payload: { receivedOn, note: 'Confirmed by email' },
  });
const applied = (body: { rules: { id: string; applies: boolean }[] }) =>
  body.rules.filter((r) => r.applies).map((r) => r.id);

/** A statutory SDS issued for the engagement (a generated statement of its approved assessment). */
async function issueSds(assessmentId: string) {
  const { report } = await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId });
  await ctx.app.db
    .update(assessmentReports)
    .set({ statutory: true, offPayrollTaxYear: 2026 })
    .where(eq(assessmentReports.id, report.id));
}

const agency = (name: string, over: object = {}) => ({ kind: 'agency', name, ukStatus: 'uk_resident', ...over });
const psc = { kind: 'intermediary', name: 'Nimbus Consulting Ltd', ukStatus: 'uk_resident' };

describe('GET engagements/{id}/liability', () => {
  it("without a recorded chain: the engagement's agency as the fee-payer, the client liable until an SDS is issued", async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const res = await liability(t.clientAdmin, e.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      regime: 'chapter10',
      inScope: true,
      scopeDecided: false,
      chainRecorded: false,
      sdsIssued: false,
      feePayer: { ref: 'party', partyId: null, name: t.agency.name },
      expectedDeemedEmployer: { ref: 'party', name: t.agency.name },
      liable: { ref: 'client', name: t.company.name },
      abilities: { editChain: true, recordReceipt: true, recordReasonableCare: true },
    });
    expect(body.parties[0]).toMatchObject({ implied: true, kind: 'agency', sds: { received: false } });
    expect(applied(body)).toEqual(['sds_not_passed_on', 'no_sds']);
    expect(body.warnings.map((w: { key: string }) => w.key)).toEqual(
      expect.arrayContaining(['chainNotRecorded', 'scopeNotDecided', 'noSds', 'sdsNotConfirmed']),
    );
    expect(body.exposure.totals.gross).toBeGreaterThan(0);
    expect(body.exposure.totals.net).toBe(body.exposure.totals.gross - body.exposure.totals.setOffEstimate);
    expect(body.rules.find((r: { id: string }) => r.id === 'no_sds').cites[0]).toContain('s.61NA');
  });

  it.each([
    ['client admin', 200, () => t.clientAdmin],
    ['managing provider user', 200, () => providerUser],
    ['approver (the seat)', 200, () => t.approver],
    ['specialist (the seat)', 403, () => t.specialist],
    ['client user', 404, () => t.clientUser],
    ['company admin of a subsidiary', 404, () => t.companyAdmin],
    ["another group's client admin", 404, () => foreign.clientAdmin],
  ] as const)('%s: %i', async (_, status, who) => {
    const e = await buildEngagement(ctx.app.db, t);
    expect((await liability(who(), e.id)).statusCode).toBe(status);
  });
});

describe('the chain and its SDS receipts', () => {
  it('moves the liability up to the party that did not pass the SDS on, and down as receipts come in', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    await issueSds(e.assessmentId);
    const saved = await putChain(t.clientAdmin, e.id, [agency('Apex Talent'), agency('Bridge Resourcing'), psc]);
    expect(saved.statusCode, saved.body).toBe(200);
    let body = saved.json();
    const [apex, bridge] = body.parties;
    expect(body).toMatchObject({
      chainRecorded: true,
      feePayer: { name: 'Bridge Resourcing' },
      liable: { ref: 'client' },
    });
    expect(applied(body)).toEqual(['sds_not_passed_on']);

    body = (await receipt(t.clientAdmin, e.id, apex.id, '2026-05-01')).json();
    expect(body.liable).toMatchObject({ ref: 'party', partyId: apex.id, name: 'Apex Talent' });
    expect(body.warnings).toContainEqual({
      key: 'sdsNotConfirmed',
      params: { party: 'Bridge Resourcing', above: 'Apex Talent' },
    });
    expect(body.parties[0].sds).toMatchObject({
      received: true,
      via: 'recorded',
      on: '2026-05-01',
      note: 'Confirmed by email',
    });

    body = (await receipt(t.clientAdmin, e.id, bridge.id, '2026-05-02')).json();
    expect(body.liable).toMatchObject({ partyId: bridge.id });
    expect(applied(body)).toEqual([]);

    // Saving the chain again with the parties' ids keeps their receipts; a new party has none.
    body = (
      await putChain(t.clientAdmin, e.id, [
        { ...agency('Apex Talent'), id: apex.id },
        agency('Crest Staffing'),
        { ...agency('Bridge Resourcing'), id: bridge.id },
        psc,
      ])
    ).json();
    expect(body.parties.map((p: { name: string; sds: { received: boolean } }) => [p.name, p.sds.received])).toEqual([
      ['Apex Talent', true],
      ['Crest Staffing', false],
      ['Bridge Resourcing', true],
      ['Nimbus Consulting Ltd', false],
    ]);
    expect(body.liable.name).toBe('Apex Talent');

    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, e.id));
    expect(events.filter((x) => x.action === 'engagement.chain_updated')).toHaveLength(2);
    expect(events.filter((x) => x.action === 'engagement.sds_receipt_recorded')).toHaveLength(2);
    const history = await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${e.id}/history` });
    expect(history.json().data.map((h: { action: string }) => h.action)).toContain('engagement.chain_updated');
  });

  it('skips a fee-payer outside the UK for the next UK party up', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    await issueSds(e.assessmentId);
    const body = (
      await putChain(t.clientAdmin, e.id, [
        agency('Home Agency'),
        agency('Offshore Payroll BV', { ukStatus: 'non_uk' }),
        psc,
      ])
    ).json();
    expect(body.feePayer.name).toBe('Offshore Payroll BV');
    expect(body.expectedDeemedEmployer.name).toBe('Home Agency');
    expect(applied(body)).toContain('fee_payer_not_qualifying');
  });

  it('an umbrella company: Chapter 10 off, the agency contracting with the client jointly liable from 6 April 2026', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const body = (
      await putChain(t.clientAdmin, e.id, [
        agency('Apex Talent'),
        { kind: 'umbrella', name: 'Brolly Pay Ltd', ukStatus: 'uk_resident' },
      ])
    ).json();
    expect(body).toMatchObject({
      regime: 'umbrella',
      chainEnd: { ref: 'umbrella', name: 'Brolly Pay Ltd' },
      liable: { ref: 'umbrella', name: 'Brolly Pay Ltd' },
      jointlyLiable: { ref: 'party', name: 'Apex Talent' },
      feePayer: null,
    });
    expect(applied(body)).toEqual(['umbrella_employer', 'umbrella_joint_liability']);
    expect(body.exposure.years.every((y: { regime: string }) => y.regime === 'umbrella')).toBe(true);
    expect(body.exposure.totals.setOffEstimate).toBe(0);
    expect(body.exposure.totals.gross).toBeGreaterThan(0);
  });

  it('refuses a wrong order (400 errors.chainOrder) and another group’s agency, writing nothing', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const wrong = await putChain(t.clientAdmin, e.id, [psc, agency('After The Worker')]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_key: 'errors.chainOrder', errors: { parties: ['errors.chainOrder'] } });
    const stranger = await putChain(t.clientAdmin, e.id, [agency('Theirs', { agencyId: foreign.agency.id }), psc]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error_key).toBe('errors.chainAgencyUnknown');
    const blank = await putChain(t.clientAdmin, e.id, [{ kind: 'agency', name: ' ', ukStatus: 'moon' }]);
    expect(blank.statusCode).toBe(400);
    expect((await liability(t.clientAdmin, e.id)).json().chainRecorded).toBe(false);
  });

  it.each([
    ['managing provider user', 200, () => providerUser],
    ['approver', 403, () => t.approver],
    ['specialist', 403, () => t.specialist],
    ["another group's client admin", 404, () => foreign.clientAdmin],
  ] as const)('who records the chain, a receipt, a finding: %s (%i)', async (_, status, who) => {
    const e = await buildEngagement(ctx.app.db, t);
    const base = (await putChain(t.clientAdmin, e.id, [agency('Apex Talent'), psc])).json();
    const same = [
      { ...agency('Apex Talent'), id: base.parties[0].id },
      { ...psc, id: base.parties[1].id },
    ];
    expect((await putChain(who(), e.id, same)).statusCode).toBe(status);
    expect((await receipt(who(), e.id, base.parties[0].id, '2026-06-01')).statusCode).toBe(status);
    const care = await injectAs(ctx, who(), {
      method: 'PUT',
      url: `/api/engagements/${e.id}/reasonable-care`,
      payload: { notTaken: true, note: 'Blanket determination for the whole team.' },
    });
    expect(care.statusCode).toBe(status);
  });

  it("a receipt for another engagement's party is 404", async () => {
    const a = await buildEngagement(ctx.app.db, t);
    const b = await buildEngagement(ctx.app.db, t);
    const party = (await putChain(t.clientAdmin, a.id, [agency('Apex Talent')])).json().parties[0];
    expect((await receipt(t.clientAdmin, b.id, party.id, '2026-06-01')).statusCode).toBe(404);
  });
});

describe("a status disagreement's 45 days (s.61T)", () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  /** An appeal whose representations came 60 days ago (its deadline 15 days ago), answered `answeredDaysAgo` days ago or not. */
  async function disputed(answeredDaysAgo: number | null) {
    const { appeal, engagement } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      receivedOn: daysAgo(60).toISOString().slice(0, 10),
    });
    if (answeredDaysAgo !== null) {
      await ctx.app.db.insert(appealDecisions).values({
        appealId: appeal.id,
        decision: 'rejected',
        comment: 'The determination stands.',
        createdAt: daysAgo(answeredDaysAgo),
      });
    }
    const res = await liability(t.clientAdmin, engagement.id);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('answered within them: the rule does not apply; unanswered past them: the client is liable', async () => {
    expect(applied(await disputed(20))).not.toContain('disagreement_45_days');
    expect(applied(await disputed(null))).toContain('disagreement_45_days');
  });
});

describe('reasonable care and scope', () => {
  it('a finding that reasonable care was not taken makes the client liable, and is audited', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    await issueSds(e.assessmentId);
    await putChain(t.clientAdmin, e.id, [{ ...agency('Apex Talent'), sdsReceived: true }, psc]);
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/engagements/${e.id}/reasonable-care`,
      payload: { notTaken: true, note: 'HMRC found the determination was made for a group without checking.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ liable: { ref: 'client' }, reasonableCare: { notTaken: true } });
    expect(applied(res.json())).toContain('reasonable_care_not_taken');
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, e.id), eq(auditEvents.action, 'engagement.reasonable_care_recorded')));
    expect(event?.actorId).toBe(t.clientAdmin.id);
  });

  it('a client out of scope: the intermediary decides, nothing is at stake for the chain', async () => {
    const g = await buildTenant(ctx.app.db);
    const small = { turnover: 1_000_000, balanceSheetTotal: 500_000, employees: 8, evidence: 'Micro-entity accounts' };
    const years = [2022, 2023, 2024, 2025, 2026, 2027].map((end, i) => ({
      start: `${end - 1}-04-01`,
      end: `${end}-03-31`,
      firstFinancialYear: i === 0,
      ...small,
    }));
    const imported = await injectAs(ctx, g.clientAdmin, {
      method: 'POST',
      url: `/api/companies/${g.company.id}/off-payroll/financial-years/import`,
      payload: { years },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const e = await buildEngagement(ctx.app.db, g);
    const body = (await liability(g.clientAdmin, e.id)).json();
    expect(body).toMatchObject({
      inScope: false,
      scopeDecided: true,
      regime: 'chapter8',
      liable: { ref: 'intermediary' },
    });
    expect(applied(body)).toEqual(['out_of_scope']);
    expect(body.exposure.totals.gross).toBe(0);
  });
});

describe('the chain entered with a new engagement (POST /engagements)', () => {
  const create = (chain: object[]) =>
    injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: '/api/engagements',
      payload: { ...engagementInput(t), serviceProvided: `Chain ${chain.length} ${Math.random()}`, chain },
    });

  it('writes the chain in the create transaction and audits it', async () => {
    const res = await create([
      agency('Crest Staffing'),
      { kind: 'umbrella', name: 'Canopy Pay Ltd', ukStatus: 'uk_resident' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const body = (await liability(t.clientAdmin, id)).json();
    expect(body).toMatchObject({ chainRecorded: true, regime: 'umbrella' });
    expect(body.parties.map((p: { name: string }) => p.name)).toEqual(['Crest Staffing', 'Canopy Pay Ltd']);
    const audits = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['engagement.created', 'engagement.chain_updated']),
    );
  });

  it('a wrong order refuses the whole engagement (400 errors.chainOrder), creating nothing', async () => {
    const before = (
      await ctx.app.db.select({ id: engagements.id }).from(engagements).where(eq(engagements.companyId, t.company.id))
    ).length;
    const res = await create([psc, agency('Late Agency')]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error_key: 'errors.chainOrder', errors: { chain: ['errors.chainOrder'] } });
    expect(
      (await ctx.app.db.select({ id: engagements.id }).from(engagements).where(eq(engagements.companyId, t.company.id)))
        .length,
    ).toBe(before);
  });
});

describe('the SDS receipt ledger, extended to every link', () => {
  it("sends the statement to each chain party with an address; its download is that link's receipt", async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const workerEmail = `worker.${e.id.slice(0, 6)}@example.test`;
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ email: workerEmail })
      .where(eq(engagedIndividuals.id, t.individual.id));
    await ctx.app.db.update(agencies).set({ email: null }).where(eq(agencies.id, t.agency.id));
    await buildContractorReport(ctx.app.db, ctx.app.storage, { assessmentId: e.assessmentId });
    const umbrellaEmail = `payroll.${e.id.slice(0, 6)}@brolly.test`;
    await putChain(t.clientAdmin, e.id, [
      agency('Apex Talent', { email: `desk.${e.id.slice(0, 6)}@apex.test` }),
      { kind: 'umbrella', name: 'Brolly Pay Ltd', ukStatus: 'uk_resident', email: umbrellaEmail },
    ]);
    const sent = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/engagements/${e.id}/send-contractor-report`,
      payload: { emails: [] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data[0].recipients.map((r: { party: string }) => r.party)).toEqual(['worker', 'chain', 'chain']);

    // The outbox holds the other tests' emails too: deliver in batches until it is empty.
    for (let i = 0; i < 20 && (await deliverDue(ctx.app.db, mailer, new Date(), 50)).sent > 0; i++);
    const mails = sink.to(umbrellaEmail);
    const key = /contractor-reports\/([\w-]+)/.exec(
      mails.findLast((m) => /contractor-reports\//.test(m.text))!.text,
    )![1]!;
    const code = /^\s*(\d{8})\s*$/m.exec(mails.findLast((m) => /download code/i.test(m.subject))!.text)![1]!;
    const pdf = await ctx.app.inject({ url: `/api/download-contractor-report?linkKey=${key}&downloadKey=${code}` });
    expect(pdf.statusCode).toBe(200);

    const body = (await liability(t.clientAdmin, e.id)).json();
    const umbrella = body.parties.find((p: { kind: string }) => p.kind === 'umbrella');
    expect(umbrella.sds).toMatchObject({ received: true, via: 'download', on: londonToday() });
    expect(body.parties[0].sds.received).toBe(false);
  });
});
