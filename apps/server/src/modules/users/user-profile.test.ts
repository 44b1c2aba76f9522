import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { addOnboardingStep, authorized, blockPermissions } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  manager = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const get = (viewer: { id: string }, id: string) => injectAs(ctx, viewer, { url: `/api/users/${id}` });
const put = (viewer: { id: string }, id: string, payload: object, headers: Record<string, string> = {}) =>
  injectAs(ctx, viewer, { method: 'PUT', url: `/api/users/${id}`, payload, headers });

describe('GET /api/users/:userId', () => {
  it('gives the user the full spec §3 shape with navigation abilities', async () => {
    await buildEngagement(ctx.app.db, t);
    await addOnboardingStep(ctx.app.db, t.specialist.id, 'assessment_process', true);
    const res = await get(t.specialist, t.specialist.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: t.specialist.id,
      companyRole: 'member',
      isSpecialist: true,
      isApprover: false,
      canBeAm: true,
      engagementAsAnswererCount: 1,
      engagementAsApproverCount: 0,
      onboardingSteps: [{ step: 'assessment_process', completed: true, userId: t.specialist.id }],
      permissions: expect.arrayContaining(['assessments.complete', 'engagements.view']),
      hasApiKeyGenerated: false,
      ssoLogin: false,
      avatar: null,
      abilities: { viewEngagements: true, editProfile: true, archive: false },
    });
  });

  it('shows a provider user the clients they manage', async () => {
    const res = await get(manager, manager.id);
    expect(res.json()).toMatchObject({
      isGTUser: true,
      companyRole: null,
      managedClientCount: { active: 1, archived: 0, awaiting: 0 },
      managedCompanies: [{ id: t.company.id }],
    });
  });

  it('gives admins the actions they may take on their people', async () => {
    const res = await get(t.clientAdmin, t.specialist.id);
    expect(res.json().abilities).toMatchObject({ archive: true, editName: true, editProfile: false, changeRole: true });
    expect(res.json().abilities.viewEngagements).toBeUndefined();
  });

  it.each([
    ['a colleague specialist', () => t.approver, () => t.specialist.id],
    ["another client's admin", () => foreign.clientAdmin, () => t.specialist.id],
    ['a subsidiary admin asking for a parent-company user', () => t.companyAdmin, () => t.approver.id],
  ])('answers 404 to %s', async (_l, viewer, id) => {
    expect((await get(viewer(), id())).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:userId', () => {
  it('lets users edit their own profile without a password confirmation', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const res = await put(u, u.id, { firstName: 'Ada', position: 'Reviewer', marketingApproval: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ada', position: 'Reviewer', marketingApproval: true });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, u.id), eq(auditEvents.action, 'user.updated')));
    expect(event?.after).toMatchObject({ firstName: 'Ada' });
  });

  it('needs a one-time authorization token to change the email, and uses it once', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const refused = await put(u, u.id, { email: `new.${u.id}@example.test` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_key).toBe('errors.authorizationRequired');
    const headers = await authorized(ctx, u);
    const ok = await put(u, u.id, { email: `new.${u.id}@example.test` }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(`new.${u.id}@example.test`);
    const again = await put(u, u.id, { email: `other.${u.id}@example.test` }, headers);
    expect(again.json().error_key).toBe('errors.authorizationRequired');
  });

  it("refuses another user's authorization token", async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const res = await put(u, u.id, { email: `x.${u.id}@example.test` }, await authorized(ctx, t.specialist));
    expect(res.statusCode).toBe(403);
  });

  it('lets a provider admin change emails without a token', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const res = await put(providerAdmin, u.id, { email: `pa.${u.id}@example.test`, lastName: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `pa.${u.id}@example.test`, lastName: 'Renamed' });
  });

  it("lets the managing admin edit names and email, not the rest of another's profile", async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.subsidiary.id });
    expect((await put(t.companyAdmin, u.id, { firstName: 'Grace' })).statusCode).toBe(200);
    expect((await put(t.clientAdmin, u.id, { lastName: 'Hopper' })).statusCode).toBe(200);
    expect((await put(manager, u.id, { lastName: 'Managed' })).statusCode).toBe(200);
    const position = await put(t.clientAdmin, u.id, { position: 'Boss' });
    expect(position.statusCode).toBe(403);
  });

  it.each([
    ['a colleague', () => t.approver, 404],
    ["another client's admin", () => foreign.clientAdmin, 404],
  ])('refuses %s', async (_l, actor, status) => {
    expect((await put(actor(), t.specialist.id, { firstName: 'Nope' })).statusCode).toBe(status);
  });

  it('names the call for the spec fields it does not take: photo, roles, another company', async () => {
    const u = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const photo = await put(u, u.id, { photoId: t.company.id, photoParams: { x: 0 }, firstName: 'Ada' });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errors).toEqual({
      photoId: ['errors.photoThroughAvatar'],
      photoParams: ['errors.photoThroughAvatar'],
    });
    expect((await put(u, u.id, { roleIds: ['x'] })).json().errors).toEqual({
      roleIds: ['errors.rolesThroughRoleChange'],
    });
    const moved = await put(u, u.id, { companyId: foreign.company.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ companyId: ['errors.companyCannotChange'] });
    // The person's own company (a form sends it back) is taken; nothing above changed the name.
    const same = await put(u, u.id, { companyId: t.company.id, position: 'Lead' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ firstName: u.firstName, position: 'Lead' });
  });

  it('answers 409 when the email belongs to another account', async () => {
    const res = await put(providerAdmin, t.approver.id, { email: t.specialist.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: ['errors.emailTaken'] });
  });

  it('changes the password with the old one, refusing a wrong or recently used password', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const next = 'Another-Secret-2031!';
    const wrong = await put(u, u.id, { oldPassword: 'Wrong-Password-1!', password: next }, await authorized(ctx, u));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ oldPassword: ['errors.wrongPassword'] });
    const same = await put(u, u.id, { oldPassword: TEST_PASSWORD, password: TEST_PASSWORD });
    expect(same.json().errors.password).toContain('errors.newPasswordMustBeDifferentFromOld');
    const noToken = await put(u, u.id, { oldPassword: TEST_PASSWORD, password: next });
    expect(noToken.statusCode).toBe(403);
    const ok = await put(u, u.id, { oldPassword: TEST_PASSWORD, password: next }, await authorized(ctx, u));
    expect(ok.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: next },
    });
    expect(login.json().status).toBe('OK');
    const back = await put(u, u.id, { oldPassword: next, password: TEST_PASSWORD }, { 'x-authorization-token': 'x' });
    expect(back.json().errors).toEqual({ password: ['errors.passwordUsedRecently'] });
  });

  it('keeps the user’s own sign-in verification choice', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const res = await put(
      u,
      u.id,
      { mailVerificationPeriod: 'daily', mailVerificationNewDevice: true },
      await authorized(ctx, u),
    );
    expect(res.json()).toMatchObject({ mailVerificationPeriod: 'daily', mailVerificationNewDevice: true });
  });
});

describe('permissions', () => {
  const check = (viewer: { id: string }, id: string, names: string[]) =>
    injectAs(ctx, viewer, {
      url: `/api/users/${id}/permissions?${names.map((n) => `permissions[]=${encodeURIComponent(n)}`).join('&')}`,
    });

  it('answers granted when any asked permission is held', async () => {
    const res = await check(t.specialist, t.specialist.id, ['users.manage', 'assessments.complete']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      granted: true,
      permissions: { 'users.manage': false, 'assessments.complete': true },
    });
    expect((await check(t.specialist, t.specialist.id, ['users.manage'])).json().granted).toBe(false);
  });

  it('lets the managing admin grant extra permissions, which the group may block', async () => {
    const g = await buildTenant(ctx.app.db);
    const headers = await authorized(ctx, g.clientAdmin);
    const grant = await put(g.clientAdmin, g.approver.id, { permissions: ['engagements.amend_dates'] }, headers);
    expect(grant.statusCode).toBe(200);
    expect(grant.json().grantedPermissions).toEqual(['engagements.amend_dates']);
    expect((await check(g.clientAdmin, g.approver.id, ['engagements.amend_dates'])).json().granted).toBe(true);
    await blockPermissions(ctx.app.db, g.company.id, ['engagements.amend_dates']);
    expect((await check(g.approver, g.approver.id, ['engagements.amend_dates'])).json().granted).toBe(false);
    // the admin's own role permission is blocked too; provider staff never are
    expect((await check(g.clientAdmin, g.clientAdmin.id, ['engagements.amend_dates'])).json().granted).toBe(false);
    expect((await check(providerAdmin, providerAdmin.id, ['engagements.amend_dates'])).json().granted).toBe(true);
    const viaUser = await get(g.approver, g.approver.id);
    expect(viaUser.json().blockedPermissions).toEqual(['engagements.amend_dates']);
  });

  it('refuses self-grants and grants without a token', async () => {
    expect((await put(t.clientAdmin, t.clientAdmin.id, { permissions: ['statistics.view'] })).statusCode).toBe(403);
    expect((await put(t.clientAdmin, t.approver.id, { permissions: ['statistics.view'] })).statusCode).toBe(403);
  });

  it.each([
    ['a colleague', () => t.approver],
    ["another client's admin", () => foreign.clientAdmin],
  ])("hides another user's permissions from %s", async (_l, viewer) => {
    expect((await check(viewer(), t.specialist.id, ['users.manage'])).statusCode).toBe(404);
  });

  it('holds no permission for an archived user', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    expect((await check(t.clientAdmin, u.id, ['assessments.complete'])).json().granted).toBe(false);
  });
});

describe('deleted users', () => {
  it('are not found', async () => {
    const u = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.id));
    expect((await get(providerAdmin, u.id)).statusCode).toBe(404);
  });
});
