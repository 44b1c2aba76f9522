import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature, buildAppeal } from '../../../test/factories/appeals.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appeals, auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

/** A group with the appeal subscription on and no lead yet (the setup prompt showing). */
async function appealGroup() {
  const t = await buildTenant(ctx.app.db);
  const on = await injectAs(ctx, providerAdmin, {
    method: 'POST',
    url: `/api/companies/${t.company.id}/features/appeal_process`,
    payload: {},
  });
  expect(on.statusCode).toBe(201);
  return t;
}
const amRole = async (id: string) => (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!.amRole;
const settings = (u: { id: string }, companyId: string) =>
  injectAs(ctx, u, { url: `/api/companies/${companyId}/appeal-management/settings` });
const setLead = (u: { id: string }, companyId: string, payload: object) =>
  injectAs(ctx, u, { method: 'PUT', url: `/api/companies/${companyId}/lead-appeal-manager`, payload });
const addManagers = (u: { id: string }, companyId: string, userIds: string[]) =>
  injectAs(ctx, u, { method: 'POST', url: `/api/companies/${companyId}/appeal-managers`, payload: { userIds } });
const removeManager = (u: { id: string }, companyId: string, userId: string) =>
  injectAs(ctx, u, { method: 'DELETE', url: `/api/companies/${companyId}/appeal-managers/${userId}` });

describe('GET /api/companies/:id/appeal-management/settings', () => {
  it('answers the lead, the managers and the subscription to those who set appeals up', async () => {
    const t = await appealGroup();
    const res = await settings(t.clientAdmin, t.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currentLAM: null,
      appealManagers: [],
      autoRenewal: false,
      shouldSetAppealManagers: true,
      abilities: { manage: true },
    });
    expect(res.json().featureDateEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['a specialist', (t: Tenant) => t.specialist, 403],
    ['a client user', (t: Tenant) => t.clientUser, 403],
    ["the subsidiary's admin", (t: Tenant) => t.companyAdmin, 404],
    ["another group's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, who, status) => {
    const t = await appealGroup();
    expect((await settings(who(t), t.company.id)).statusCode).toBe(status);
  });

  it('refuses every call while the appeal feature is off (403 errors.featureNotActive)', async () => {
    const t = await buildTenant(ctx.app.db);
    for (const res of [
      await settings(t.clientAdmin, t.company.id),
      await addManagers(t.clientAdmin, t.company.id, [t.approver.id]),
      await removeManager(t.clientAdmin, t.company.id, t.approver.id),
      await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.approver.email }),
      await injectAs(ctx, t.clientAdmin, {
        method: 'PUT',
        url: `/api/companies/${t.company.id}/appeal-manager`,
        payload: { newappealManagerEmail: t.approver.email },
      }),
    ]) {
      expect([res.statusCode, res.json().error_key]).toEqual([403, 'errors.featureNotActive']);
    }
  });
});

describe('appeal managers', () => {
  it('adds and removes appeal managers (none ↔ appeal_manager), audited', async () => {
    const t = await appealGroup();
    const res = await addManagers(t.clientAdmin, t.company.id, [t.approver.id, t.specialist.id]);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .appealManagers.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual([t.approver.id, t.specialist.id].sort());
    const removed = await removeManager(t.clientAdmin, t.company.id, t.specialist.id);
    expect(removed.json().appealManagers.map((m: { id: string }) => m.id)).toEqual([t.approver.id]);
    expect(await amRole(t.specialist.id)).toBe('none');
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, t.specialist.id), eq(auditEvents.action, 'user.am_role_changed')));
    expect(audit).toHaveLength(2);
  });

  it("refuses people of another company and unknown ids (422), and another group's person (404)", async () => {
    const t = await appealGroup();
    const res = await addManagers(t.clientAdmin, t.company.id, [foreign.approver.id]);
    expect([res.statusCode, res.json().errors.userIds]).toEqual([422, ['errors.invalidCompany']]);
    expect((await addManagers(t.clientAdmin, t.company.id, [t.subSpecialist.id])).statusCode).toBe(422);
    expect((await removeManager(t.clientAdmin, t.company.id, foreign.approver.id)).statusCode).toBe(404);
  });

  it("moves a removed manager's active appeals to the lead; refuses removing the lead", async () => {
    const t = await appealGroup();
    await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.clientUser.email });
    await addManagers(t.clientAdmin, t.company.id, [t.approver.id]);
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: t.approver.id,
    });
    expect((await removeManager(t.clientAdmin, t.company.id, t.approver.id)).statusCode).toBe(200);
    const [moved] = await ctx.app.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(moved!.appealManagerId).toBe(t.clientUser.id);
    const lead = await removeManager(t.clientAdmin, t.company.id, t.clientUser.id);
    expect([lead.statusCode, lead.json().error_key]).toEqual([409, 'errors.leadAppealManagerReplacementRequired']);
  });
});

describe('PUT /api/companies/:id/lead-appeal-manager', () => {
  it('names the lead, clears the setup prompt and keeps one lead per company', async () => {
    const t = await appealGroup();
    const res = await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.approver.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentLAM: { id: t.approver.id }, shouldSetAppealManagers: false });
    const [c] = await ctx.app.db.select().from(companies).where(eq(companies.id, t.company.id));
    expect(c!.shouldSetAppealManagers).toBe(false);
    const next = await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.specialist.email });
    expect(next.json().currentLAM.id).toBe(t.specialist.id);
    expect(await amRole(t.approver.id)).toBe('appeal_manager');
    const leads = await ctx.app.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, t.company.id), eq(users.amRole, 'lead_appeal_manager')));
    expect(leads).toHaveLength(1);
  });

  it('swapActiveAppeals really moves the old lead’s active appeals (not closed ones), audited', async () => {
    const t = await appealGroup();
    await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.approver.email });
    const open = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'started',
      appealManagerId: t.approver.id,
    });
    const closed = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'closed',
      appealManagerId: t.approver.id,
    });
    const before = await settings(t.clientAdmin, t.company.id);
    expect(before.json().currentLAMActiveAppealCount).toBe(1);

    const kept = await setLead(t.clientAdmin, t.company.id, {
      newManagerEmail: t.specialist.email,
      swapActiveAppeals: false,
    });
    expect(kept.statusCode).toBe(200);
    const manager = async (id: string) =>
      (await ctx.app.db.select().from(appeals).where(eq(appeals.id, id)))[0]!.appealManagerId;
    expect(await manager(open.appeal.id)).toBe(t.approver.id);

    const swapped = await setLead(t.approver, t.company.id, {
      newManagerEmail: t.approver.email,
      swapActiveAppeals: true,
    });
    // The approver is only an appeal manager now: not the lead, so refused.
    expect(swapped.statusCode).toBe(403);
    const res = await setLead(t.specialist, t.company.id, {
      newManagerEmail: t.clientUser.email,
      swapActiveAppeals: true,
    });
    expect(res.statusCode).toBe(200);
    // The specialist (old lead) held none; now move the approver's by making them lead and back.
    await setLead(t.clientAdmin, t.company.id, { newManagerEmail: t.approver.email });
    const final = await setLead(t.clientAdmin, t.company.id, {
      newManagerEmail: t.specialist.email,
      disableOldLam: true,
    });
    expect(final.statusCode).toBe(200);
    expect(await manager(open.appeal.id)).toBe(t.specialist.id);
    expect(await manager(closed.appeal.id)).toBe(t.approver.id);
    expect(await amRole(t.approver.id)).toBe('none');
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, t.company.id), eq(auditEvents.action, 'company.appeals_reassigned')));
    expect(audit.at(-1)!.after).toMatchObject({ appealManagerId: t.specialist.id, appealIds: [open.appeal.id] });
  });

  it('refuses someone outside the company (422) and answers 404 to another group', async () => {
    const t = await appealGroup();
    const res = await setLead(t.clientAdmin, t.company.id, { newManagerEmail: foreign.approver.email });
    expect([res.statusCode, res.json().errors.newManagerEmail]).toEqual([422, ['errors.invalidCompany']]);
    expect((await setLead(foreign.clientAdmin, t.company.id, { newManagerEmail: t.approver.email })).statusCode).toBe(
      404,
    );
  });

  it('parallel setups: one wins (200), the others get 409 and one lead remains', async () => {
    const t = await appealGroup();
    const candidates = [t.approver, t.specialist, t.clientUser, t.clientAdmin];
    const results = await Promise.all(
      candidates.map((c) => setLead(t.clientAdmin, t.company.id, { newManagerEmail: c.email, expectedLeadId: null })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error_key).toBe('errors.leadAppealManagerChanged');
    }
    const leads = await ctx.app.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, t.company.id), eq(users.amRole, 'lead_appeal_manager')));
    expect(leads).toHaveLength(1);
  });
});

describe('PUT /api/companies/:id/appeal-manager', () => {
  it("sets the company's appeal manager (its lead) by email", async () => {
    const t = await appealGroup();
    const res = await injectAs(ctx, providerAdmin, {
      method: 'PUT',
      url: `/api/companies/${t.company.id}/appeal-manager`,
      payload: { newappealManagerEmail: t.approver.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentLAM.id).toBe(t.approver.id);
    const company = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}` });
    expect(company.json().appealManager.id).toBe(t.approver.id);
  });
});

describe('the company page and the am-role alias', () => {
  it('reads haveActiveAppeals and activeAppealId from the appeals under way', async () => {
    const t = await buildTenant(ctx.app.db);
    const page = async () => (await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}` })).json();
    expect(await page()).toMatchObject({ haveActiveAppeals: false, activeAppealId: null });
    await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'closed' });
    expect((await page()).haveActiveAppeals).toBe(false);
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'contractor_processing' });
    expect(await page()).toMatchObject({ haveActiveAppeals: true, activeAppealId: appeal.id });
  });

  it('PUT users/{id}/am-role goes through the same calls: reassignActiveAppeals moves appeals', async () => {
    const t = await buildTenant(ctx.app.db);
    await activateFeature(ctx.app.db, t.company.id);
    const am = (id: string, payload: object) =>
      injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${id}/am-role`, payload });
    expect((await am(t.approver.id, { amRole: 'lead_appeal_manager' })).statusCode).toBe(200);
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'reopened',
      appealManagerId: t.approver.id,
    });
    const res = await am(t.specialist.id, { amRole: 'lead_appeal_manager', reassignActiveAppeals: true });
    expect(res.json().amRole).toBe('lead_appeal_manager');
    const [moved] = await ctx.app.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(moved!.appealManagerId).toBe(t.specialist.id);
  });
});
