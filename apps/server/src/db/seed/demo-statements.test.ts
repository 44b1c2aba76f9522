import { DEMO_PASSWORD, DEMO_USERS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  appealComments,
  appeals,
  assessmentReports,
  assessments,
  comments,
  contractChanges,
  contractorReportRecipients,
  documentComments,
  engagementDocuments,
  threads,
  userGuidances,
} from '../schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';

const ctx = useTestApp();

describe('demo seed: the statement, its receipts, a question thread and a rejection', () => {
  it('issues the approved assessment’s SDS, sends it to the worker, who opened and downloaded it', async () => {
    const secret = 'demo-seed-test-secret-with-32-characters!';
    expect(await seedDemoIfEmpty(ctx.app.db, 'https://demo.statera.test', { storage: ctx.app.storage, secret })).toBe(
      true,
    );
    const reports = await ctx.app.db.select().from(assessmentReports);
    expect(reports.map((r) => r.status)).toEqual(['generated']);
    expect(reports[0]!.pageCount).toBeGreaterThan(3);

    const recipients = await ctx.app.db.select().from(contractorReportRecipients);
    // The worker and the two agencies of the engagement's supply chain (issue 28).
    expect(recipients.map((r) => [r.party, r.email]).sort()).toEqual([
      ['chain', 'compliance@meridian-contracts.test'],
      ['chain', 'contracts@brightpath.test'],
      ['worker', 'owen@contractor.test'],
    ]);
    const worker = recipients.find((r) => r.party === 'worker')!;
    expect(worker).toMatchObject({ downloadCount: 1 });
    expect(worker.firstOpenedAt).not.toBeNull();
    expect(worker.firstDownloadedAt).not.toBeNull();

    // The client admin sees the receipt on the engagement's history.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS.clientAdmin, password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    // The approved assessment whose statement was issued (the demo holds other approved ones, issue 29).
    const [approved] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, reports[0]!.assessmentId));
    const history = await ctx.app.inject({
      url: `/api/engagements/${approved!.engagementId}/contractor-report-history-mails`,
      headers: auth,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('owen@contractor.test');
    const pdf = await ctx.app.inject({ url: `/api/assessments/${approved!.id}/report`, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  }, 120_000); // seeds the whole demo (a PDF included): seconds alone, far more on a loaded machine

  it('holds a rejected assessment with its reason and an approver question on a question thread', async () => {
    const [rejected] = await ctx.app.db.select().from(assessments).where(eq(assessments.status, 'non_eligible'));
    expect(rejected?.rejectionReason).toContain('cancelled');
    const questionComments = await ctx.app.db
      .select({ body: comments.body, questionId: threads.interviewQuestionId })
      .from(comments)
      .innerJoin(threads, eq(threads.id, comments.threadId));
    expect(questionComments.some((c) => c.questionId !== null && c.body.includes('contract'))).toBe(true);
  });

  it('holds an appeal in progress, documents with a comment and a requested contract change', async () => {
    const db = ctx.app.db;
    const [appeal] = await db.select().from(appeals);
    expect(appeal).toMatchObject({ status: 'am_processing', channel: 'link' });
    expect(appeal!.statutoryDeadline).not.toBeNull();
    const reasons = await db.select().from(appealComments).where(eq(appealComments.appealId, appeal!.id));
    expect(reasons.map((c) => [c.threadType, c.byContractor, c.status]).sort()).toEqual([
      ['appeal', true, 'submitted'],
      ['supporting', true, 'submitted'],
    ]);
    const docs = await db
      .select()
      .from(engagementDocuments)
      .where(eq(engagementDocuments.engagementId, appeal!.engagementId));
    expect(docs.map((d) => d.name).sort()).toEqual([
      'Consultancy agreement — Harbour Data Consulting.pdf',
      'Statement of work 2.pdf',
    ]);
    expect(await db.select().from(documentComments)).toHaveLength(1);
    const [change] = await db.select().from(contractChanges);
    expect(change).toMatchObject({ engagementId: appeal!.engagementId, status: 'requested' });
    // The lead appeal manager sees it in their list.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS.appealManager, password: DEMO_PASSWORD },
    });
    const me = login.json();
    const list = await ctx.app.inject({
      url: `/api/users/${me.userId}/appeals`,
      headers: { authorization: `Bearer ${me.accessToken}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
  });

  it('holds two guidance documents: read by the client admin and the lead appeal manager, not by the new starter', async () => {
    const docs = await ctx.app.db.select().from(userGuidances);
    expect(docs.map((d) => d.name).sort()).toEqual([
      'IR35 assessments — what clients must do.pdf',
      'Statera user guide — getting started.pdf',
    ]);
    const unseen = async (email: string) => {
      const login = (
        await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })
      ).json();
      const me = await ctx.app.inject({
        url: `/api/users/${login.userId}`,
        headers: { authorization: `Bearer ${login.accessToken}` },
      });
      return me.json().hasUnseenUserGuidances;
    };
    expect(await unseen(DEMO_USERS.clientAdmin)).toBe(false);
    expect(await unseen(DEMO_USERS.appealManager)).toBe(false);
    expect(await unseen(DEMO_USERS.newStarter)).toBe(true);
  });
});

describe('demo seed: off-payroll scope and supply chains (issue 28)', () => {
  it("records the group's scope, the approved engagement's chain and an umbrella chain", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS.clientAdmin, password: DEMO_PASSWORD },
    });
    const { accessToken } = login.json();
    const headers = { authorization: `Bearer ${accessToken}` };
    const me = (await ctx.app.inject({ url: `/api/users/${login.json().userId}`, headers })).json();
    const scope = (await ctx.app.inject({ url: `/api/companies/${me.companyId}/off-payroll`, headers })).json();
    expect(scope.financialYears).toHaveLength(7);
    expect(scope.decisions.find((d: { label: string }) => d.label === '2026/27')).toMatchObject({
      inScope: true,
      basis: 'not_small',
      decided: true,
    });
    expect(scope.portfolio.gross).toBeGreaterThan(0);

    // The approved assessment whose statement was issued (the demo holds other approved ones, issue 29).
    const [issued] = await ctx.app.db.select().from(assessmentReports);
    const [approved] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, issued!.assessmentId));
    const card = (
      await ctx.app.inject({ url: `/api/engagements/${approved!.engagementId}/liability`, headers })
    ).json();
    expect(card).toMatchObject({
      regime: 'chapter10',
      sdsIssued: true,
      feePayer: { name: 'Meridian Contract Solutions' },
      liable: { name: 'Brightpath Recruitment' },
    });
    const [report] = await ctx.app.db.select().from(assessmentReports);
    expect(report).toMatchObject({ statutory: true });

    const list = (
      await ctx.app.inject({ url: `/api/companies/${me.companyId}/engagements?globalFilter=Osei`, headers })
    ).json();
    const umbrella = (await ctx.app.inject({ url: `/api/engagements/${list.data[0].id}/liability`, headers })).json();
    expect(umbrella).toMatchObject({
      regime: 'umbrella',
      jointlyLiable: { name: 'Brightpath Recruitment' },
      chainEnd: { ref: 'umbrella', name: 'Oakridge Umbrella Ltd' },
    });
  });
});
