import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { authorized } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, engagements, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const put = (actor: { id: string }, url: string, payload: object, headers: Record<string, string> = {}) =>
  injectAs(ctx, actor, { method: 'PUT', url, payload, headers });
const userRow = async (id: string) => (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const seats = async (id: string) => (await ctx.app.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;
const promoteUrl = (companyId: string, userId: string) =>
  `/api/companies/${companyId}/users/${userId}/promote-for-admin`;

describe('PUT /api/companies/:id/users/:userId/promote-for-admin', () => {
  it('makes the user admin and the old admin an approver; seats the approver cannot hold pass to the new admin', async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t, { specialistEmail: t.clientAdmin.email });
    const url = promoteUrl(t.company.id, t.approver.id);
    const res = await put(t.clientAdmin, url, { oldAdminNewRole: 'approver' }, await authorized(ctx, t.clientAdmin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'client_admin', isClientAdmin: true, companyRole: 'admin' });
    expect((await userRow(t.clientAdmin.id)).role).toBe('approver');
    // the new admin was the approver of this engagement: a client admin may hold both seats
    expect(await seats(e.id)).toMatchObject({ answererId: t.approver.id, approverId: t.approver.id });
    const history = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, e.id), eq(auditEvents.action, 'engagement.seat_changed')));
    expect(history.length).toBeGreaterThan(0);
  });

  it('needs the old admin’s new role, and an authorization token from a client admin', async () => {
    const t = await buildTenant(ctx.app.db);
    const url = promoteUrl(t.company.id, t.specialist.id);
    const missing = await put(t.clientAdmin, url, {}, await authorized(ctx, t.clientAdmin));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_key).toBe('errors.oldAdminNewRoleRequired');
    const noToken = await put(t.clientAdmin, url, { oldAdminNewRole: 'specialist' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error_key).toBe('errors.authorizationRequired');
    expect((await userRow(t.specialist.id)).role).toBe('specialist');
  });

  it('lets a provider admin archive the old admin in the transfer, ending their sessions', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(providerAdmin, promoteUrl(t.company.id, t.clientUser.id), { oldAdminNewRole: 'archived' });
    expect(res.statusCode).toBe(200);
    expect(await userRow(t.clientAdmin.id)).toMatchObject({ status: 'archived', role: 'client_user' });
  });

  it('refuses an admin archiving themselves through a transfer', async () => {
    const t = await buildTenant(ctx.app.db);
    const url = promoteUrl(t.company.id, t.clientUser.id);
    const res = await put(t.clientAdmin, url, { oldAdminNewRole: 'archived' }, await authorized(ctx, t.clientAdmin));
    expect(res.statusCode).toBe(403);
    expect((await userRow(t.clientUser.id)).role).toBe('client_user');
  });

  it('makes a subsidiary person the company admin; seats a company admin cannot hold need a swap', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t, {
      companyId: t.subsidiary.id,
      departmentId: null,
      specialistEmail: t.subSpecialist.email,
    });
    const url = promoteUrl(t.subsidiary.id, t.subSpecialist.id);
    const refused = await put(providerAdmin, url, { oldAdminNewRole: 'approver' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_key).toBe('errors.swapRequired');
    const plain = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.subsidiary.id });
    const res = await put(
      t.clientAdmin,
      promoteUrl(t.subsidiary.id, plain.id),
      { oldAdminNewRole: 'specialist' },
      await authorized(ctx, t.clientAdmin),
    );
    expect(res.json()).toMatchObject({ role: 'company_admin', isSubsidiaryAdmin: true });
    expect((await userRow(t.companyAdmin.id)).role).toBe('specialist');
  });

  it.each([
    ['a specialist', (t: Tenant) => t.specialist],
    ["another client's admin", () => foreign.clientAdmin],
    ['a subsidiary admin for the top company', (t: Tenant) => t.companyAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(actor(t), promoteUrl(t.company.id, t.approver.id), { oldAdminNewRole: 'approver' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 when the user is not of that company', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(providerAdmin, promoteUrl(t.subsidiary.id, t.approver.id), {
      oldAdminNewRole: 'approver',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/companies/:id/users/:userId/degrade-to-member', () => {
  const url = (t: Tenant) => `/api/companies/${t.company.id}/users/${t.clientAdmin.id}/degrade-to-member`;

  it('needs a replacement for the only admin, who takes the seats the new role cannot hold', async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t, { approverEmail: t.clientAdmin.email });
    const alone = await put(providerAdmin, url(t), { newRole: 'specialist' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      error_key: 'errors.lastAdmin',
      errors: { newAdminReplacement: ['errors.required'] },
    });
    const res = await put(providerAdmin, url(t), { newRole: 'specialist', newAdminReplacement: t.clientUser.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'specialist', companyRole: 'member' });
    expect((await userRow(t.clientUser.id)).role).toBe('client_admin');
    expect((await seats(e.id)).approverId).toBe(t.clientUser.id);
  });

  it('refuses a replacement from another company and a non-admin', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(providerAdmin, url(t), { newRole: 'approver', newAdminReplacement: t.subSpecialist.id });
    expect(res.statusCode).toBe(422);
    const notAdmin = `/api/companies/${t.company.id}/users/${t.approver.id}/degrade-to-member`;
    expect((await put(providerAdmin, notAdmin, { newRole: 'specialist' })).statusCode).toBe(409);
  });

  it('lets the admin step down with a token, and refuses a foreign admin', async () => {
    const t = await buildTenant(ctx.app.db);
    expect((await put(foreign.clientAdmin, url(t), { newRole: 'approver' })).statusCode).toBe(404);
    const res = await put(
      t.clientAdmin,
      url(t),
      { newRole: 'approver', newAdminReplacement: t.approver.id },
      await authorized(ctx, t.clientAdmin),
    );
    expect(res.statusCode).toBe(200);
    expect((await userRow(t.approver.id)).role).toBe('client_admin');
  });
});

describe('PUT /api/users/:userId/roles', () => {
  it('asks for a swap when the new role cannot hold the seats, and moves them to the swap person', async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t);
    const other = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.subsidiary.id });
    const url = `/api/users/${t.specialist.id}/roles`;
    const refused = await put(providerAdmin, url, { newRole: 'approver' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ emailToSwap: ['errors.swapRequired'] });
    const res = await put(
      t.clientAdmin,
      url,
      { newRole: 'approver', emailToSwap: other.email },
      await authorized(ctx, t.clientAdmin),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('approver');
    expect((await seats(e.id)).answererId).toBe(other.id);
  });

  it('swaps a person out of their seats keeping the role', async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t);
    const other = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const res = await put(providerAdmin, `/api/users/${t.approver.id}/roles`, {
      newRole: 'approver',
      emailToSwap: other.email,
    });
    expect(res.statusCode).toBe(200);
    expect((await seats(e.id)).approverId).toBe(other.id);
  });

  it('refuses a swap person of another company or not a user', async () => {
    const t = await buildTenant(ctx.app.db);
    await buildEngagement(ctx.app.db, t);
    const url = `/api/users/${t.specialist.id}/roles`;
    const other = await put(providerAdmin, url, { newRole: 'specialist', emailToSwap: foreign.specialist.email });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ emailToSwap: ['errors.userAssignedToAnotherCompany'] });
    const nobody = await put(providerAdmin, url, { newRole: 'specialist', emailToSwap: 'nobody@example.test' });
    expect(nobody.json().errors).toEqual({ emailToSwap: ['errors.emailNotFoundOrUserNotActive'] });
  });

  it('makes someone admin through the same rule as promote', async () => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(providerAdmin, `/api/users/${t.clientUser.id}/roles`, {
      newRole: 'admin',
      oldAdminNewRole: 'specialist',
    });
    expect(res.json().role).toBe('client_admin');
    expect((await userRow(t.clientAdmin.id)).role).toBe('specialist');
  });

  it.each([
    ['a specialist', (t: Tenant) => t.specialist, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, actor, status) => {
    const t = await buildTenant(ctx.app.db);
    const res = await put(actor(t), `/api/users/${t.clientUser.id}/roles`, { newRole: 'approver' });
    expect(res.statusCode).toBe(status);
  });

  it('does not change provider staff or API users', async () => {
    const t = await buildTenant(ctx.app.db);
    const api = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
    expect((await put(providerAdmin, `/api/users/${api.id}/roles`, { newRole: 'approver' })).statusCode).toBe(409);
  });
});

describe('GET /api/companies/:id/check-user-affiliation', () => {
  const check = (actor: { id: string }, companyId: string, email: string) =>
    injectAs(ctx, actor, {
      url: `/api/companies/${companyId}/check-user-affiliation?userEmail=${encodeURIComponent(email)}`,
    });

  it('answers whether the email is an active person of the group', async () => {
    const t = await buildTenant(ctx.app.db);
    expect((await check(t.clientAdmin, t.company.id, t.subSpecialist.email)).json()).toEqual({ affiliated: true });
    expect((await check(t.clientAdmin, t.company.id, 'nobody@example.test')).json()).toEqual({ affiliated: false });
    const other = await check(t.clientAdmin, t.company.id, foreign.specialist.email);
    expect(other.statusCode).toBe(422);
    expect(other.json().error_key).toBe('errors.userAssignedToAnotherCompany');
  });

  it.each([
    ['a specialist', (t: Tenant) => t.specialist],
    ["another client's admin", () => foreign.clientAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    const t = await buildTenant(ctx.app.db);
    expect((await check(actor(t), t.company.id, t.approver.email)).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:userId/am-role', () => {
  const am = (actor: { id: string }, id: string, payload: object) => put(actor, `/api/users/${id}/am-role`, payload);
  /** A group with the appeal subscription on (appeal roles need it). */
  const appealTenant = async () => {
    const t = await buildTenant(ctx.app.db);
    await activateFeature(ctx.app.db, t.company.id);
    return t;
  };

  it('keeps one lead per company: a new lead turns the old one into an appeal manager', async () => {
    const t = await appealTenant();
    expect((await am(t.clientAdmin, t.approver.id, { amRole: 'appeal_manager' })).json().amRole).toBe('appeal_manager');
    expect((await am(t.clientAdmin, t.approver.id, { amRole: 'lead_appeal_manager' })).statusCode).toBe(200);
    const res = await am(t.clientAdmin, t.specialist.id, {
      amRole: 'lead_appeal_manager',
      reassignActiveAppeals: true,
    });
    expect(res.json().amRole).toBe('lead_appeal_manager');
    expect((await userRow(t.approver.id)).amRole).toBe('appeal_manager');
  });

  it('asks the lead stepping down for a replacement', async () => {
    const t = await appealTenant();
    await am(t.clientAdmin, t.approver.id, { amRole: 'lead_appeal_manager' });
    const refused = await am(t.clientAdmin, t.approver.id, { amRole: 'none' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_key).toBe('errors.leadAppealManagerReplacementRequired');
    const res = await am(t.clientAdmin, t.approver.id, { amRole: 'none', newLeadId: t.clientUser.id });
    expect(res.json().amRole).toBe('none');
    expect((await userRow(t.clientUser.id)).amRole).toBe('lead_appeal_manager');
  });

  it('lets the lead appeal manager set up appeal managers of their company', async () => {
    const t = await appealTenant();
    await am(t.clientAdmin, t.approver.id, { amRole: 'lead_appeal_manager' });
    const res = await am(t.approver, t.specialist.id, { amRole: 'appeal_manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json().amRole).toBe('appeal_manager');
  });

  it.each([
    ['a specialist', (t: Tenant) => t.specialist],
    ["another client's admin", () => foreign.clientAdmin],
  ])('answers 404 to %s', async (_l, actor) => {
    const t = await appealTenant();
    expect((await am(actor(t), t.approver.id, { amRole: 'appeal_manager' })).statusCode).toBe(404);
  });

  it('refuses provider staff as appeal managers', async () => {
    const staff = await buildUser(ctx.app.db, { role: 'provider_user' });
    expect((await am(providerAdmin, staff.id, { amRole: 'appeal_manager' })).statusCode).toBe(409);
  });
});
