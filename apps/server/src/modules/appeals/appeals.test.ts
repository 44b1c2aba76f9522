import { londonToday, type TAppealStatus } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature, buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  appealComments,
  appealContractorEmails,
  appealDecisions,
  appeals,
  assessments,
  auditEvents,
  companies,
  emailMessages,
  engagedIndividuals,
  engagements,
} from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let lead: UserRow;
let manager: UserRow;
let otherManager: UserRow;
let foreignLead: UserRow;
let providerUser: UserRow;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
  otherManager = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id, amRole: 'appeal_manager' });
  ({ lead: foreignLead } = await buildAppealManagers(ctx.app.db, foreign));
  await activateFeature(ctx.app.db, foreign.company.id);
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
});

const appealOf = (status: TAppealStatus) =>
  buildAppeal(ctx.app.db, ctx.app.storage, t, { status, appealManagerId: manager.id });
const get = (user: { id: string }, id: string) => injectAs(ctx, user, { url: `/api/appeals/${id}` });
const put = (user: { id: string }, url: string, payload: object = {}) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/${url}`, payload });
const post = (user: { id: string }, url: string, payload: object = {}) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/${url}`, payload });
const mailsOf = (appealId: string) =>
  ctx.app.db.select().from(emailMessages).where(eq(emailMessages.entityId, appealId)).orderBy(emailMessages.createdAt);

describe('GET /api/appeals/{id}', () => {
  it('the lead, the assigned manager, the group admin, provider staff and the assessment’s specialist and approver see it; others 404', async () => {
    const { appeal } = await appealOf('am_processing');
    for (const user of [lead, manager, t.clientAdmin, providerUser, providerAdmin, t.specialist, t.approver]) {
      const res = await get(user, appeal.id);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A specialist of the group who did not take part in the assessment does not.
    const outsider = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    for (const user of [otherManager, outsider, t.clientUser, t.companyAdmin, foreignLead, foreign.clientAdmin]) {
      expect((await get(user, appeal.id)).statusCode).toBe(404);
    }
    expect((await injectAs(ctx, null, { url: `/api/appeals/${appeal.id}` })).statusCode).toBe(401);
  });

  it('answers the contract: clock, threads incl. internal notes, abilities by role', async () => {
    const { appeal } = await appealOf('am_processing');
    await ctx.app.db.insert(appealComments).values([
      {
        appealId: appeal.id,
        threadType: 'appeal',
        byContractor: true,
        body: 'I disagree.',
        status: 'submitted',
        submittedAt: new Date(),
      },
      { appealId: appeal.id, threadType: 'appeal', byContractor: true, body: 'Worker draft', status: 'created' },
    ]);
    expect(
      (await post(manager, `appeals/${appeal.id}/management-comments`, { body: 'Internal note' })).statusCode,
    ).toBe(201);
    expect(
      (await post(manager, `appeals/${appeal.id}/comments`, { body: 'Manager draft', threadId: 'supporting' }))
        .statusCode,
    ).toBe(201);

    const mine = (await get(manager, appeal.id)).json();
    expect(mine.clock).toMatchObject({ daysLeft: 45, urgency: 'more_than_ten_days', overdue: false });
    expect(mine.questions.map((g: { type: string }) => g.type)).toEqual([
      'appeal',
      'supporting',
      'additional',
      'appeal_management',
    ]);
    const bodies = mine.questions.flatMap((g: { comments: { body: string }[] }) => g.comments.map((c) => c.body));
    expect(bodies).toEqual(['I disagree.', 'Manager draft', 'Internal note']);
    expect(mine.abilities).toMatchObject({
      close: true,
      submitToContractor: true,
      reopen: false,
      changeManager: false,
    });
    expect(mine.firstCommentCount).toBe(1);

    const leads = (await get(lead, appeal.id)).json();
    // another manager's draft is not shown
    expect(
      leads.questions.flatMap((g: { comments: { body: string }[] }) => g.comments.map((c) => c.body)),
    ).not.toContain('Manager draft');
    expect(leads.abilities).toMatchObject({ close: true, changeManager: true });
    const admins = (await get(t.clientAdmin, appeal.id)).json();
    expect(admins.abilities).toMatchObject({ close: false, comment: false, changeManager: false });
  });

  it('counts the worker’s new comments for the reader until they open the appeal', async () => {
    const { appeal } = await appealOf('am_processing');
    await ctx.app.db.insert(appealComments).values({
      appealId: appeal.id,
      threadType: 'appeal',
      byContractor: true,
      body: 'New reasons',
      status: 'submitted',
      submittedAt: new Date(Date.now() - 1000),
    });
    const list = async () =>
      (await injectAs(ctx, manager, { url: `/api/users/${manager.id}/appeals?onlyNewComments=true&rows=100` })).json();
    expect((await list()).data.map((a: { id: string }) => a.id)).toContain(appeal.id);
    const first = (await get(manager, appeal.id)).json();
    expect(first.newCommentCount).toBe(1);
    expect(first.questions[0].comments[0].seen).toBe(false);
    expect((await get(manager, appeal.id)).json().newCommentCount).toBe(0);
    expect((await list()).data.map((a: { id: string }) => a.id)).not.toContain(appeal.id);
  });
});

describe('the manager’s steps', () => {
  it('close rejected: the assigned manager decides; the worker gets the outcome; admins and others may not', async () => {
    const { appeal } = await appealOf('am_processing');
    expect(
      (await put(t.clientAdmin, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await put(otherManager, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await put(foreignLead, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'x' })).statusCode,
    ).toBe(404);
    const res = await put(manager, `appeals/${appeal.id}/close`, {
      decision: 'rejected',
      comment: 'The worker controls nothing of how the work is done.',
      additionalMailComment: 'You may ask HMRC for its view.',
      categories: ['control'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'closed', decision: 'rejected', isAfterReopened: false });
    expect(body.currentDecision).toMatchObject({ decision: 'rejected', categories: ['control'] });
    expect(body.currentDecision.maker.id).toBe(manager.id);
    expect(body.dateEnded).not.toBeNull();
    const mails = await mailsOf(appeal.id);
    expect(mails.map((m) => [m.to, m.templateKey])).toEqual([[appeal.contractorEmail, 'appeal.rejected']]);
    expect(mails[0]!.text).toContain('You may ask HMRC for its view.');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, appeal.id));
    expect(audit.map((a) => a.action)).toContain('appeal.close_rejected');
    // closed: deciding again is a state conflict
    expect((await put(manager, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('close accepted starts a reassessment (reason appeal) and moves to reassessment_in_progress', async () => {
    const { appeal, engagement } = await appealOf('am_processing');
    const res = await put(lead, `appeals/${appeal.id}/close`, { decision: 'accepted', comment: 'You are right.' });
    expect(res.statusCode, res.body).toBe(200);
    // one decision, not reopened: no "reopened after a decision" badge
    expect(res.json()).toMatchObject({
      status: 'reassessment_in_progress',
      decision: 'accepted',
      isAfterReopened: false,
    });
    const reassessmentId = res.json().reassessmentId as string;
    const [r] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, reassessmentId));
    expect(r).toMatchObject({
      type: 'reassessment',
      reassessmentReason: 'appeal',
      engagementId: engagement.id,
      status: 'created',
    });
    expect((await mailsOf(appeal.id)).map((m) => m.templateKey)).toEqual(['appeal.accepted']);
  });

  it('those who work the appeal open the disputed assessment and the reassessment, read only; nothing else', async () => {
    const { appeal, engagement } = await appealOf('am_processing');
    const res = await put(lead, `appeals/${appeal.id}/close`, { decision: 'accepted', comment: 'You are right.' });
    const reassessmentId = res.json().reassessmentId as string;
    const other = await buildEngagement(ctx.app.db, t);
    for (const user of [lead, manager]) {
      for (const id of [reassessmentId, engagement.assessmentId]) {
        const page = await injectAs(ctx, user, { url: `/api/assessments/${id}` });
        expect(page.statusCode, page.body).toBe(200);
        expect(page.json().abilities).toMatchObject({ startInterview: false, approve: false, comment: false });
      }
      // an assessment of the group no appeal is about stays out of reach
      expect((await injectAs(ctx, user, { url: `/api/assessments/${other.assessmentId}` })).statusCode).toBe(404);
      // read only: a change is refused
      const change = await injectAs(ctx, user, {
        method: 'PUT',
        url: `/api/assessments/${reassessmentId}/due-date`,
        payload: { dueDate: '2099-01-01' },
      });
      expect(change.statusCode).toBe(403);
    }
    for (const user of [otherManager, foreignLead, t.clientUser]) {
      expect((await injectAs(ctx, user, { url: `/api/assessments/${reassessmentId}` })).statusCode).toBe(404);
    }
  });

  it('reopen: only the lead, only a closed appeal; a new 45-day clock from today', async () => {
    const { appeal } = await appealOf('am_processing');
    expect((await put(lead, `appeals/${appeal.id}/reopen`, { comment: 'More evidence came.' })).statusCode).toBe(409);
    await put(manager, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'No change.' });
    // Closed: the worker's link keeps working for 90 days, to read the outcome; reopening lifts the limit.
    const keyExpiry = async () =>
      (await ctx.app.db.select({ at: appeals.keyExpiresAt }).from(appeals).where(eq(appeals.id, appeal.id)))[0]!.at;
    const days = ((await keyExpiry())!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await put(manager, `appeals/${appeal.id}/reopen`, { comment: 'x' })).statusCode).toBe(403);
    const res = await put(lead, `appeals/${appeal.id}/reopen`, { comment: 'More evidence came.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'reopened', isAfterReopened: true, dateEnded: null });
    expect(res.json().clock.daysLeft).toBe(45);
    expect(await keyExpiry()).toBeNull();
    expect(res.json().historyDecisions).toHaveLength(1);
    const reopened = (await mailsOf(appeal.id)).find((m) => m.templateKey === 'appeal.reopened')!;
    expect(reopened.text).toMatch(/\/appeal\/[\w-]{43}/);
  });

  it('submit to contractor: the drafts and the message go to the worker with a fresh link', async () => {
    const { appeal, key } = await appealOf('am_processing');
    await post(manager, `appeals/${appeal.id}/comments`, { body: 'Please send the contract.', threadId: 'supporting' });
    const res = await put(manager, `appeals/${appeal.id}/submit-to-contractor`, { message: 'We need your contract.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('contractor_processing');
    const texts = res.json().questions.flatMap((g: { comments: { body: string; status: string }[] }) => g.comments);
    expect(texts.map((c: { status: string }) => c.status)).toEqual(['submitted', 'submitted']);
    const [mail] = await mailsOf(appeal.id);
    expect(mail!.templateKey).toBe('appeal.more_information');
    const fresh = /\/appeal\/([\w-]{43})/.exec(mail!.text)![1]!;
    expect(fresh).not.toBe(key);
    const [row] = await ctx.app.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    const { hashAppealKey } = await import('./appeal-key.ts');
    expect(row!.keyHash).toBe(hashAppealKey(fresh));
    // asking twice in a row is a state conflict
    expect((await put(manager, `appeals/${appeal.id}/submit-to-contractor`, {})).statusCode).toBe(409);
  });

  it('change manager: the lead gives it to an appeal manager of the group, who is told', async () => {
    const { appeal } = await appealOf('am_processing');
    expect((await put(manager, `appeals/${appeal.id}/manager`, { appealManagerId: otherManager.id })).statusCode).toBe(
      403,
    );
    expect((await put(lead, `appeals/${appeal.id}/manager`, { appealManagerId: t.specialist.id })).statusCode).toBe(
      400,
    );
    expect((await put(lead, `appeals/${appeal.id}/manager`, { appealManagerId: foreignLead.id })).statusCode).toBe(400);
    const res = await put(lead, `appeals/${appeal.id}/manager`, { appealManagerId: otherManager.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appealManager.id).toBe(otherManager.id);
    expect((await get(manager, appeal.id)).statusCode).toBe(404);
    expect((await get(otherManager, appeal.id)).statusCode).toBe(200);
    expect((await mailsOf(appeal.id)).map((m) => [m.to, m.templateKey])).toEqual([
      [otherManager.email, 'appeal.assigned'],
    ]);
  });

  it('change contractor: the new address is kept in the history and gets the link', async () => {
    const { appeal } = await appealOf('contractor_processing');
    const res = await put(manager, `appeals/${appeal.id}/contractor`, { email: 'New.Address@Example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contractorEmail).toBe('new.address@example.test');
    expect(res.json().historyContractorEmails.map((e: { email: string }) => e.email)).toEqual([
      appeal.contractorEmail,
      'new.address@example.test',
    ]);
    const rows = await ctx.app.db
      .select()
      .from(appealContractorEmails)
      .where(eq(appealContractorEmails.appealId, appeal.id));
    expect(rows.at(-1)!.changedById).toBe(manager.id);
    expect((await mailsOf(appeal.id)).map((m) => [m.to, m.templateKey])).toEqual([
      ['new.address@example.test', 'appeal.address_changed'],
    ]);
  });

  it('refuses every step when the group’s appeal process has ended (403 errors.featureNotActive)', async () => {
    const other = await buildTenant(ctx.app.db);
    const m = await buildAppealManagers(ctx.app.db, other);
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, other, {
      status: 'am_processing',
      appealManagerId: m.manager.id,
    });
    const { companyFeatures } = await import('../../db/schema/index.ts');
    await ctx.app.db
      .update(companyFeatures)
      .set({ status: 'ended' })
      .where(eq(companyFeatures.companyId, other.company.id));
    const res = await put(m.manager, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_key).toBe('errors.featureNotActive');
    expect((await get(m.manager, appeal.id)).statusCode).toBe(200);
  });
});

describe('the active-appeal warning (spec §8)', () => {
  it('refuses another assessment on the engagement while the appeal is under way, and allows it after', async () => {
    const { appeal, engagement } = await appealOf('am_processing');
    for (const action of ['start-reassessment', 'start-continuous-employment']) {
      const res = await put(t.clientAdmin, `assessments/${engagement.assessmentId}/${action}`, { reason: 'manual' });
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error_key).toBe('errors.activeAppeal');
    }
    await put(manager, `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'No change.' });
    expect(
      (await put(t.clientAdmin, `assessments/${engagement.assessmentId}/start-reassessment`, { reason: 'manual' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('statistics', () => {
  it('GET /api/appeals/statistics answers the caller’s figures; refused without an appeal right', async () => {
    await appealOf('am_processing');
    const res = await injectAs(ctx, manager, { url: '/api/appeals/statistics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chart.appealCount).toBeGreaterThanOrEqual(1);
    expect(res.json().statistics).toHaveProperty('appealToResolveCount');
    expect((await injectAs(ctx, t.clientUser, { url: '/api/appeals/statistics' })).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('GET users/{id}/appeals: scoped, filtered, searched, sorted and paged in SQL', async () => {
    const a1 = (await appealOf('am_processing')).appeal;
    const a2 = (await appealOf('closed')).appeal;
    await ctx.app.db.insert(appealDecisions).values({ appealId: a2.id, decision: 'rejected', comment: 'No.' });
    const list = (user: { id: string }, q = '') =>
      injectAs(ctx, user, { url: `/api/users/${user.id}/appeals?format=datatable${q}` });
    const ids = async (user: { id: string }, q = '') =>
      (await list(user, `&rows=500${q}`)).json().data.map((a: { id: string }) => a.id);
    expect(await ids(manager)).toEqual(expect.arrayContaining([a1.id, a2.id]));
    expect(await ids(otherManager)).not.toContain(a1.id);
    expect(await ids(foreignLead)).toEqual([]);
    expect(await ids(manager, '&statuses=closed')).toEqual(expect.arrayContaining([a2.id]));
    expect(await ids(manager, '&statuses=closed')).not.toContain(a1.id);
    expect(await ids(manager, '&decision=rejected')).toContain(a2.id);
    expect(await ids(manager, '&decision=rejected')).not.toContain(a1.id);
    const today = londonToday();
    expect(await ids(manager, `&dateEndedFrom=${today}&dateEndedTo=${today}`)).toContain(a2.id);
    expect(await ids(manager, '&globalFilter=nobody-matches-this')).toEqual([]);
    const page = (await list(lead, '&rows=1&page=1&sort=date_started|desc')).json();
    expect(page).toMatchObject({ rows: 1, page: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await injectAs(ctx, manager, { url: `/api/users/${lead.id}/appeals` })).statusCode).toBe(404);
    expect((await list(t.clientUser)).statusCode).toBe(403);
    expect((await list(manager, '&sort=bogus|asc')).statusCode).toBe(400);
  });

  it('GET engagements/{id}/appeals and engaged-entities/{id}/appeals', async () => {
    const { appeal, engagement } = await appealOf('am_processing');
    const e = (await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${engagement.id}/appeals` })).json();
    expect(e.data.map((a: { id: string }) => a.id)).toEqual([appeal.id]);
    expect(
      (await injectAs(ctx, foreign.clientAdmin, { url: `/api/engagements/${engagement.id}/appeals` })).statusCode,
    ).toBe(404);
    // The approver of its assessment reads it; a client user of the group, who does not see the engagement, gets 404.
    const byApprover = await injectAs(ctx, t.approver, { url: `/api/engagements/${engagement.id}/appeals` });
    expect(byApprover.json().data.map((a: { id: string }) => a.id)).toEqual([appeal.id]);
    expect((await injectAs(ctx, t.clientUser, { url: `/api/engagements/${engagement.id}/appeals` })).statusCode).toBe(
      404,
    );
    const byEntity = (
      await injectAs(ctx, manager, { url: `/api/engaged-entities/${t.entity.id}/appeals?rows=500` })
    ).json();
    expect(byEntity.data.map((a: { id: string }) => a.id)).toContain(appeal.id);
    expect(
      (await injectAs(ctx, foreign.clientAdmin, { url: `/api/engaged-entities/${t.entity.id}/appeals` })).statusCode,
    ).toBe(404);
  });
});

describe('mail history and resend', () => {
  it('lists the appeal’s emails newest first with their events, and resends one with a fresh link', async () => {
    const { appeal } = await appealOf('am_processing');
    await put(manager, `appeals/${appeal.id}/submit-to-contractor`, { message: 'More please.' });
    const { emailEvents } = await import('../../db/schema/index.ts');
    const [first] = await mailsOf(appeal.id);
    await ctx.app.db
      .insert(emailEvents)
      .values({ emailMessageId: first!.id, name: 'delivered', occurredAt: new Date(), source: 'smtp' });
    const history = (await injectAs(ctx, lead, { url: `/api/appeal/${appeal.id}/history-mails` })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ templateKey: 'appeal.more_information', events: [{ event: 'delivered' }] });
    expect((await injectAs(ctx, foreignLead, { url: `/api/appeal/${appeal.id}/history-mails` })).statusCode).toBe(404);
    expect((await post(t.clientAdmin, `appeal/${appeal.id}/mail/${first!.id}/resend`)).statusCode).toBe(403);
    const res = await post(manager, `appeal/${appeal.id}/mail/${first!.id}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toHaveLength(2);
    expect(res.json()[0].resendOfId).toBe(first!.id);
    const [, second] = await mailsOf(appeal.id);
    const oldKey = /\/appeal\/([\w-]{43})/.exec(first!.text)![1];
    const newKey = /\/appeal\/([\w-]{43})/.exec(second!.text)![1];
    expect(newKey).not.toBe(oldKey);
    expect(second!.html).toContain(newKey);
    expect((await post(manager, `appeal/${appeal.id}/mail/${appeal.id}/resend`)).statusCode).toBe(404);
  });

  it("lists the worker's statement emails of the appealed assessment, not resendable there", async () => {
    const { appeal } = await appealOf('am_processing');
    const worker = `sds.${appeal.id.slice(0, 8)}@example.test`;
    const [e] = await ctx.app.db
      .select({ individualId: engagements.engagedIndividualId })
      .from(engagements)
      .where(eq(engagements.id, appeal.engagementId));
    await ctx.app.db
      .update(engagedIndividuals)
      .set({ email: worker })
      .where(eq(engagedIndividuals.id, e!.individualId));
    const sent = await post(t.clientAdmin, `engagements/${appeal.engagementId}/send-contractor-report`, {
      emails: ['cc.someone@example.test'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const history = (await injectAs(ctx, lead, { url: `/api/appeal/${appeal.id}/history-mails` })).json();
    const statement = history.filter((m: { to: string }) => m.to === worker);
    // the link email and the code email of the statement, to the worker only
    expect(statement).toHaveLength(2);
    expect(statement.every((m: { resendable: boolean }) => m.resendable === false)).toBe(true);
    expect(history.some((m: { to: string }) => m.to === 'cc.someone@example.test')).toBe(false);
    const res = await post(manager, `appeal/${appeal.id}/mail/${statement[0].id}/resend`);
    expect(res.statusCode).toBe(404);
    // another appeal's history does not list them
    const other = await appealOf('am_processing');
    const otherHistory = (await injectAs(ctx, lead, { url: `/api/appeal/${other.appeal.id}/history-mails` })).json();
    expect(otherHistory.some((m: { to: string }) => m.to === worker)).toBe(false);
  });
});
