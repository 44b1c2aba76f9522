import { ERROR_KEYS } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import {
  buildEngagedEntity,
  buildTenant,
  buildUser,
  type Tenant,
  type UserRow,
} from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, companies, emailMessages, engagements } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const call = (user: UserRow, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx, user, { method, url, ...(payload ? { payload } : {}) });
const engagementRow = async (id: string) =>
  (await ctx.app.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;

/** An engagement whose first assessment the specialist answered in full and the approver approved. */
async function approved() {
  const e = await buildEngagement(ctx.app.db, t, { contractEnd: day(900) });
  await completeAssessment(ctx, t.specialist, e.assessmentId);
  const res = await call(t.approver, 'PUT', `/api/assessments/${e.assessmentId}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  return e;
}

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
});

describe('requesting a contract change', () => {
  it('lets the seat holders and the client admin ask; provider staff fulfil instead; others get 404', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const url = `/api/engagements/${e.id}/request-report-change`;
    const body = { comment: 'The contract was extended by six months.', changes: { contractEnd: day(400) } };
    for (const user of [t.specialist, t.approver, t.clientAdmin]) {
      const res = await call(user, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'requested',
        material: true,
        changes: { contractEnd: day(400) },
        requestedBy: { id: user.id },
        seen: false,
        // no approved assessment yet: nothing to review
        answersToReview: [],
      });
    }
    expect((await call(providerUser, 'POST', url, body)).statusCode).toBe(403);
    for (const user of [foreign.clientAdmin, t.clientUser, t.companyAdmin]) {
      expect((await call(user, 'POST', url, body)).statusCode, user.role).toBe(404);
    }
    // a comment is required; a reference outside the group is refused
    expect((await call(t.specialist, 'POST', url, { comment: ' ' })).statusCode).toBe(400);
    const bad = await call(t.specialist, 'POST', url, {
      comment: 'New agency',
      changes: { agencyId: foreign.agency.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'changes.agencyId': ['errors.invalid'] });
    const dates = await call(t.specialist, 'POST', url, { comment: 'x', changes: { contractEnd: day(1) } });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual({ 'changes.contractEnd': ['documents.datePeriodModal.dateTooEarly'] });

    const list = (await call(t.clientAdmin, 'GET', `/api/engagements/${e.id}/contract-changes`)).json();
    expect(list.data).toHaveLength(3);
    expect(list.abilities).toEqual({ request: true, fulfil: true });
    expect(list.data.every((c: { abilities: { fulfil: boolean } }) => c.abilities.fulfil)).toBe(true);
    const asSpecialist = (await call(t.specialist, 'GET', `/api/engagements/${e.id}/contract-changes`)).json();
    expect(asSpecialist.abilities).toEqual({ request: true, fulfil: false });
    expect((await call(foreign.clientAdmin, 'GET', `/api/engagements/${e.id}/contract-changes`)).statusCode).toBe(404);
    // the client admin (not a requester themselves) was told of each request by the others, in the outbox
    const mails = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.entityId, e.id), eq(emailMessages.templateKey, 'contract_change.requested')));
    expect(mails.map((m) => m.to)).toEqual([t.clientAdmin.email, t.clientAdmin.email]);
    expect(mails[0]!.text).toContain('What changes: end date.');
    expect(mails[0]!.html).toContain('Review the change');
    // the engagement names the requested changes
    const engagement = (await call(t.clientAdmin, 'GET', `/api/engagements/${e.id}`)).json();
    expect(engagement.requestedContractChanges).toHaveLength(3);
    expect(engagement.unseenFullFilledContractChanges).toEqual([]);
  });
});

describe('fulfilling, marking seen and the reassessment a material change offers', () => {
  it('applies requested changes in one transaction, lists answers to review, and leads to a linked reassessment', async () => {
    const e = await approved();
    const asked = await call(t.specialist, 'POST', `/api/engagements/${e.id}/request-report-change`, {
      comment: 'Extended, and the rate went up.',
      changes: { contractEnd: day(1200), contractValue: 61_000 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const change = asked.json();
    expect(change.assessmentId).toBe(e.assessmentId);
    // drift: the answered duration and payment questions of the approved assessment
    const review = change.answersToReview.map((a: { questionId: string }) => a.questionId);
    expect(review.length).toBeGreaterThan(0);
    for (const a of change.answersToReview) {
      expect(a.fields.every((f: string) => ['contractEnd', 'contractValue'].includes(f))).toBe(true);
    }

    const active = await call(t.clientAdmin, 'GET', `/api/engagements/${e.id}/count-active-assessments`);
    expect(active.json()).toEqual({ count: 0 });

    const fulfil = { engagementId: e.id, contractChanges: [change.id] };
    expect((await call(t.specialist, 'POST', '/api/requested-contract-changes/update-report', fulfil)).statusCode).toBe(
      403,
    );
    expect(
      (await call(foreign.clientAdmin, 'POST', '/api/requested-contract-changes/update-report', fulfil)).statusCode,
    ).toBe(404);
    const done = await call(t.clientAdmin, 'POST', '/api/requested-contract-changes/update-report', fulfil);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      reassessmentOffered: true,
      data: [
        {
          id: change.id,
          status: 'fulfilled',
          fulfilledBy: { id: t.clientAdmin.id },
          abilities: { startReassessment: true },
        },
      ],
    });
    const applied = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.entityId, e.id), eq(emailMessages.templateKey, 'contract_change.fulfilled')));
    expect(applied.map((m) => m.to)).toEqual([t.specialist.email]);
    expect(applied[0]!.text).toContain('What changed: end date, contract value.');
    const row = await engagementRow(e.id);
    expect(row.contractEnd).toBe(day(1200));
    expect(row.contractValuePence).toBe(6_100_000);
    expect(
      (await call(t.clientAdmin, 'POST', '/api/requested-contract-changes/update-report', fulfil)).json().error_key,
    ).toBe(ERROR_KEYS.contractChangeNotRequested);

    // the requester sees it among the unseen fulfilled changes, and only they may mark it seen
    const mine = (await call(t.specialist, 'GET', `/api/engagements/${e.id}`)).json();
    expect(mine.unseenFullFilledContractChanges.map((c: { id: string }) => c.id)).toEqual([change.id]);
    expect(
      (await call(t.clientAdmin, 'GET', `/api/engagements/${e.id}`)).json().unseenFullFilledContractChanges,
    ).toEqual([]);
    const seen = { contractChangesIds: [change.id] };
    expect((await call(t.approver, 'PUT', '/api/contract-changes/mark-as-seen', seen)).statusCode).toBe(403);
    expect((await call(foreign.specialist, 'PUT', '/api/contract-changes/mark-as-seen', seen)).statusCode).toBe(404);
    expect((await call(t.specialist, 'PUT', '/api/contract-changes/mark-as-seen', seen)).statusCode).toBe(204);
    expect(
      (await call(t.specialist, 'GET', `/api/engagements/${e.id}`)).json().unseenFullFilledContractChanges,
    ).toEqual([]);

    // the reassessment: the specialist may not start it; the client admin does, once
    const url = `/api/contract-changes/${change.id}/reassessment`;
    expect((await call(t.specialist, 'POST', url)).statusCode).toBe(403);
    const started = await call(t.clientAdmin, 'POST', url);
    expect(started.statusCode, started.body).toBe(201);
    const reassessmentId = started.json().reassessmentId;
    const [re] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, reassessmentId));
    expect(re).toMatchObject({ type: 'reassessment', reassessmentReason: 'contract_change', engagementId: e.id });
    expect((await call(t.clientAdmin, 'POST', url)).statusCode).toBe(409);
    const audit = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, e.id), eq(auditEvents.entityType, 'engagement')));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'contract_change.requested',
        'contract_change.fulfilled',
        'contract_change.seen',
        'contract_change.reassessment_linked',
      ]),
    );
  });

  it('updates the report directly: a manager only, a change named, parties of the group', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const url = `/api/engagements/${e.id}/update-report`;
    const other = await buildEngagedEntity(ctx.app.db, t.company.id);
    expect((await call(t.approver, 'POST', url, { comment: 'x', changes: { serviceProvided: 'QA' } })).statusCode).toBe(
      403,
    );
    const empty = await call(t.clientAdmin, 'POST', url, { comment: 'x', changes: {} });
    expect(empty.json().error_key).toBe(ERROR_KEYS.contractChangeEmpty);
    const half = await call(t.clientAdmin, 'POST', url, {
      comment: 'x',
      changes: { engagedEntityId: other.entity.id },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ 'changes.engagedIndividualId': ['errors.invalid'] });
    const res = await call(providerUser, 'POST', url, {
      comment: 'The worker now contracts through a new company.',
      changes: { engagedEntityId: other.entity.id, engagedIndividualId: other.individual.id, yourReference: 'PO-9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      // no approved assessment: nothing to reassess yet
      reassessmentOffered: false,
      data: [{ status: 'fulfilled', material: true, seen: true, requestedBy: { id: providerUser.id } }],
    });
    // The list names the new parties (the web shows them, not ids).
    expect(res.json().data[0].partyNames).toEqual({
      [other.entity.id]: other.entity.name,
      [other.individual.id]: other.individual.name,
    });
    const listed = await call(t.clientAdmin, 'GET', `/api/engagements/${e.id}/contract-changes`);
    expect(listed.json().data[0]).toMatchObject({
      changes: { engagedEntityId: other.entity.id, engagedIndividualId: other.individual.id },
      partyNames: { [other.entity.id]: other.entity.name },
    });
    const row = await engagementRow(e.id);
    expect(row).toMatchObject({
      engagedEntityId: other.entity.id,
      engagedIndividualId: other.individual.id,
      yourReference: 'PO-9',
    });
    await ctx.app.db.update(engagements).set({ status: 'archived' }).where(eq(engagements.id, e.id));
    expect((await call(t.clientAdmin, 'POST', url, { comment: 'x', changes: { yourReference: 'A' } })).statusCode).toBe(
      403,
    );
  });
});
