import type { TAppealStatus } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealDecisions, assessments, emailMessages } from '../../db/schema/index.ts';

/** The appeal calls as spec §7 names their parameters (issue 31); the earlier names keep working. */
const ctx = useTestApp();
let t: Tenant;
let lead: UserRow;
let manager: UserRow;
let otherManager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
  otherManager = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id, amRole: 'appeal_manager' });
});

const appealOf = (status: TAppealStatus) =>
  buildAppeal(ctx.app.db, ctx.app.storage, t, { status, appealManagerId: manager.id });
const call = (user: { id: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
const mailsOf = (appealId: string) =>
  ctx.app.db.select().from(emailMessages).where(eq(emailMessages.entityId, appealId)).orderBy(emailMessages.createdAt);

describe('spec §7 parameter names on the appeal calls', () => {
  it('close: decisionComment and appealCategoryIds (the catalogue), free reasons beside them', async () => {
    const { appeal } = await appealOf('am_processing');
    const url = `appeals/${appeal.id}/close`;
    const none = await call(manager, 'PUT', url, { decision: 'rejected' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({ decisionComment: ['errors.required'] });
    const unknown = await call(manager, 'PUT', url, {
      decision: 'rejected',
      decisionComment: 'x',
      appealCategoryIds: ['astrology'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)[0]).toMatch(/^appealCategoryIds/);
    const res = await call(manager, 'PUT', url, {
      decision: 'rejected',
      decisionComment: 'The worker follows the client’s rota.',
      appealCategoryIds: ['control', 'substitution'],
      categories: ['Rota evidence', 'control'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().currentDecision).toMatchObject({
      comment: 'The worker follows the client’s rota.',
      categories: ['control', 'substitution', 'Rota evidence'],
    });
  });

  it('close: the earlier comment name still works', async () => {
    const { appeal } = await appealOf('am_processing');
    const res = await call(manager, 'PUT', `appeals/${appeal.id}/close`, { decision: 'rejected', comment: 'No.' });
    expect(res.statusCode, res.body).toBe(200);
    const [d] = await ctx.app.db.select().from(appealDecisions).where(eq(appealDecisions.appealId, appeal.id));
    expect(d!.comment).toBe('No.');
  });

  it('manager: newManagerEmail names the new appeal manager of the group', async () => {
    const { appeal } = await appealOf('am_processing');
    const url = `appeals/${appeal.id}/manager`;
    const stranger = await call(lead, 'PUT', url, { newManagerEmail: t.specialist.email });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ newManagerEmail: ['errors.validationFailed'] });
    const res = await call(lead, 'PUT', url, { newManagerEmail: otherManager.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appealManager.id).toBe(otherManager.id);
  });

  it('contractor: newContractorEmail, and resendLastEmail sends the last worker email again to the new address', async () => {
    const { appeal } = await appealOf('am_processing');
    await call(manager, 'PUT', `appeals/${appeal.id}/submit-to-contractor`, { message: 'Send the contract.' });
    const res = await call(manager, 'PUT', `appeals/${appeal.id}/contractor`, {
      newContractorEmail: 'moved@example.test',
      resendLastEmail: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const toNew = (await mailsOf(appeal.id)).filter((m) => m.to === 'moved@example.test');
    expect(toNew.map((m) => m.templateKey)).toEqual(['appeal.address_changed', 'appeal.more_information']);
    expect(toNew[1]!.text).toContain('Send the contract.');
    expect(toNew[1]!.resendOfId).not.toBeNull();
    // without it, only the address email
    const { appeal: other } = await appealOf('contractor_processing');
    await call(manager, 'PUT', `appeals/${other.id}/contractor`, { newContractorEmail: 'once@example.test' });
    expect((await mailsOf(other.id)).map((m) => m.templateKey)).toEqual(['appeal.address_changed']);
  });

  it('GET appeals/{id}?companyId: found from its own group, not from another company', async () => {
    const { appeal } = await appealOf('am_processing');
    expect((await call(manager, 'GET', `appeals/${appeal.id}?companyId=${t.company.id}`)).statusCode).toBe(200);
    const foreign = await buildTenant(ctx.app.db);
    expect((await call(manager, 'GET', `appeals/${appeal.id}?companyId=${foreign.company.id}`)).statusCode).toBe(404);
  });

  it('management comments take threadId appeal_management, and only that', async () => {
    const { appeal } = await appealOf('am_processing');
    const url = `appeals/${appeal.id}/management-comments`;
    expect((await call(manager, 'POST', url, { threadId: 'appeal_management', body: 'Note' })).statusCode).toBe(201);
    expect((await call(manager, 'POST', url, { threadId: 'appeal', body: 'Not here' })).statusCode).toBe(400);
  });

  it('GET users/{id}/appeals takes periodEnded', async () => {
    const { appeal } = await appealOf('am_processing');
    await call(manager, 'PUT', `appeals/${appeal.id}/close`, { decision: 'rejected', decisionComment: 'No.' });
    const ids = async (q: string) =>
      (await call(manager, 'GET', `users/${manager.id}/appeals?rows=500&${q}`))
        .json()
        .data.map((a: { id: string }) => a.id);
    expect(await ids('periodEnded=today')).toContain(appeal.id);
    expect(await ids('periodEnded=yesterday')).not.toContain(appeal.id);
    expect((await call(manager, 'GET', `users/${manager.id}/appeals?periodEnded=someday`)).statusCode).toBe(400);
  });
});

describe('the worker’s calls by key', () => {
  it('start takes contractorEmail; the address change takes newContractorEmail', async () => {
    const { appeal, key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { appealManagerId: manager.id });
    const remoteAddress = '10.7.0.1';
    const start = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appeals/${key}/start`,
      payload: { contractorEmail: 'worker.spec@example.test', dataProcessingConsent: true },
      remoteAddress,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().contractorEmail).toBe('worker.spec@example.test');
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appeals/key/${key}/contractor`,
      payload: { newContractorEmail: 'worker.later@example.test' },
      remoteAddress,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await call(manager, 'GET', `appeals/${appeal.id}`)).json().contractorEmail).toBe(
      'worker.later@example.test',
    );
  });
});

describe('spec §3 fields of the assessment: appeal and dateExpired', () => {
  const read = async (user: { id: string }, id: string) => (await call(user, 'GET', `assessments/${id}`)).json();

  it('names the appeal about it, and the accepted appeal a reassessment follows, to those who may open it', async () => {
    const { engagement } = await appealOf('created');
    // A link sent, nobody disagreed yet: no appeal to name.
    expect((await read(t.clientAdmin, engagement.assessmentId)).appeal).toBeNull();

    const { appeal, engagement: disputed } = await appealOf('am_processing');
    expect((await read(t.clientAdmin, disputed.assessmentId)).appeal).toEqual({
      id: appeal.id,
      status: 'am_processing',
      relation: 'disputed',
    });
    const close = await call(manager, 'PUT', `appeals/${appeal.id}/close`, {
      decision: 'accepted',
      decisionComment: 'The substitution evidence changes the answers.',
    });
    expect(close.statusCode, close.body).toBe(200);
    const reassessmentId = close.json().reassessmentId as string;
    expect((await read(manager, reassessmentId)).appeal).toEqual({
      id: appeal.id,
      status: 'reassessment_in_progress',
      relation: 'reassessment',
    });
    // The specialist of the disputed assessment reads the appeal about their work (issue 25); a
    // specialist of the group who took no part sees none.
    expect((await read(t.specialist, disputed.assessmentId)).appeal).toMatchObject({
      id: appeal.id,
      relation: 'disputed',
    });
  });

  it('dateExpired: the lapse day once the result no longer stands, else null', async () => {
    const { engagement } = await appealOf('created');
    const id = engagement.assessmentId;
    await ctx.app.db.update(assessments).set({ validUntil: '2025-03-31' }).where(eq(assessments.id, id));
    expect(await read(t.clientAdmin, id)).toMatchObject({ validUntil: '2025-03-31', dateExpired: '2025-03-31' });
    await ctx.app.db.update(assessments).set({ validUntil: '2999-03-31' }).where(eq(assessments.id, id));
    expect((await read(t.clientAdmin, id)).dateExpired).toBeNull();
  });
});
