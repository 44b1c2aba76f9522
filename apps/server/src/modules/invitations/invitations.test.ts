import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAwaitingClient,
  buildInvitee,
  newEmail,
  outboxFor,
  tokenInMail,
} from '../../../test/factories/invitations.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, onboardingSteps, passwordTokens, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;
let manager: UserRow;
let otherManager: UserRow;

beforeAll(async () => {
  const db = ctx.app.db;
  [t, other, providerAdmin, manager, otherManager] = await Promise.all([
    buildTenant(db),
    buildTenant(db),
    buildUser(db, { role: 'provider_admin' }),
    buildUser(db, { role: 'provider_user' }),
    buildUser(db, { role: 'provider_user' }),
  ]);
  await db.update(companies).set({ managerId: manager.id }).where(eq(companies.id, t.company.id));
});

const invite = (as: UserRow | null, body: object) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/client-users', payload: body });

const userByEmail = async (email: string) => (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/client-users', () => {
  it('splits, trims and invites each address, with a 7-day link by email', async () => {
    const [a, b] = [newEmail(), newEmail()];
    const res = await invite(t.clientAdmin, { emails: ` ${a.toUpperCase()} ,, ${b} ,`, companyId: t.company.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().users.map((u: { email: string }) => u.email)).toEqual([a, b]);
    for (const email of [a, b]) {
      const user = await userByEmail(email);
      expect(user).toMatchObject({
        status: 'invited',
        role: 'client_user',
        companyId: t.company.id,
        inviterId: t.clientAdmin.id,
      });
      const [mail] = await outboxFor(ctx.app.db, email);
      expect(mail?.templateKey).toBe('invitation.client_user');
      expect(mail?.text).toContain(t.company.name);
      const token = tokenInMail(mail!.text);
      const [row] = await ctx.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user!.id));
      expect(row?.type).toBe('registration');
      expect(row!.tokenHash).not.toBe(token);
      const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    }
  });

  it('lists invalid and already-used addresses in a 422 and sends nothing', async () => {
    const fresh = newEmail();
    const res = await invite(t.clientAdmin, {
      emails: [`${fresh}, not-an-email`, t.specialist.email],
      companyId: t.company.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_key: 'errors.invalidEmails',
      errors: { emails: ['errors.invalidEmails'], invalidEmails: ['not-an-email'], usedEmails: [t.specialist.email] },
    });
    expect(await userByEmail(fresh)).toBeUndefined();
    expect(await outboxFor(ctx.app.db, fresh)).toHaveLength(0);
  });

  it('refuses an empty list (400)', async () => {
    const res = await invite(t.clientAdmin, { emails: ' , ', companyId: t.company.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.emails).toEqual(['errors.required']);
  });

  it('gives the chosen role (approver or specialist) and lets a company admin invite into their subsidiary', async () => {
    const email = newEmail();
    const res = await invite(t.companyAdmin, { emails: email, companyId: t.subsidiary.id, role: 'approver' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ role: 'approver', companyId: t.subsidiary.id });
  });

  it('lets the managing provider user invite, and completes the admin onboarding step add_users', async () => {
    expect((await invite(manager, { emails: newEmail(), companyId: t.subsidiary.id })).statusCode).toBe(201);
    await ctx.app.db.insert(onboardingSteps).values({ userId: t.clientAdmin.id, step: 'add_users' });
    expect((await invite(t.clientAdmin, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(201);
    const [step] = await ctx.app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, t.clientAdmin.id));
    expect(step?.completedAt).not.toBeNull();
  });

  it('refuses roles that do not manage people (403) and companies outside the tenant (404)', async () => {
    for (const who of [t.clientUser, t.specialist, t.approver]) {
      expect((await invite(who, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(403);
    }
    expect((await invite(t.companyAdmin, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(404);
    expect((await invite(other.clientAdmin, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(404);
    expect((await invite(otherManager, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(404);
    expect((await invite(null, { emails: newEmail(), companyId: t.company.id })).statusCode).toBe(401);
  });

  it('lets invitations into a client awaiting activation wait for a provider admin, unsent', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const email = newEmail();
    const res = await invite(providerAdmin, { emails: email, companyId: awaiting.company.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().users[0].status).toBe('awaiting_invitation');
    expect(await outboxFor(ctx.app.db, email)).toHaveLength(0);
  });

  it('invites an archived account again, keeping its password, with an existing-account email', async () => {
    const former = await buildUser(ctx.app.db, { role: 'specialist', companyId: other.company.id, status: 'archived' });
    const res = await invite(t.clientAdmin, { emails: former.email, companyId: t.company.id });
    expect(res.statusCode, res.body).toBe(201);
    const moved = await userByEmail(former.email);
    expect(moved).toMatchObject({ status: 'invited', companyId: t.company.id, role: 'client_user' });
    expect(moved?.passwordHash).toBe(former.passwordHash);
    const [mail] = await outboxFor(ctx.app.db, former.email);
    expect(mail?.templateKey).toBe('invitation.existing_account');
  });
});

describe('POST /api/gt-users', () => {
  it('lets a provider admin invite provider users', async () => {
    const email = newEmail();
    const res = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: '/api/gt-users',
      payload: { emails: [email] },
    });
    expect(res.statusCode).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ role: 'provider_user', companyId: null, status: 'invited' });
    expect((await outboxFor(ctx.app.db, email))[0]?.templateKey).toBe('invitation.provider_user');
  });

  it('refuses everyone else', async () => {
    for (const who of [manager, t.clientAdmin]) {
      const res = await injectAs(ctx, who, { method: 'POST', url: '/api/gt-users', payload: { emails: newEmail() } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PUT /api/users/{id}/resend-invitation', () => {
  it('sends a new link and the old one stops working', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    const res = await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${user.id}/resend-invitation` });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outboxFor(ctx.app.db, user.email);
    const fresh = tokenInMail(mail!.text);
    expect(fresh).not.toBe(token);
    expect((await ctx.app.inject({ url: `/api/users/${token}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/users/${fresh}` })).statusCode).toBe(200);
  });

  it('refuses active users (409), foreign tenants (404) and non-admins (403)', async () => {
    const { user } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    const url = `/api/users/${user.id}/resend-invitation`;
    expect(
      (await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${t.specialist.id}/resend-invitation` }))
        .statusCode,
    ).toBe(409);
    expect((await injectAs(ctx, other.clientAdmin, { method: 'PUT', url })).statusCode).toBe(404);
    expect((await injectAs(ctx, t.companyAdmin, { method: 'PUT', url })).statusCode).toBe(404);
    expect((await injectAs(ctx, t.approver, { method: 'PUT', url })).statusCode).toBe(403);
    expect((await injectAs(ctx, manager, { method: 'PUT', url })).statusCode).toBe(200);
  });
});

describe('accept and reject an invitation waiting for the client', () => {
  async function waiting(companyId: string) {
    const email = newEmail();
    const res = await invite(providerAdmin, { emails: email, companyId });
    return res.json().users[0].id as string;
  }

  it('accept sends the invitation once the company is active; only provider admins decide', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const id = await waiting(awaiting.company.id);
    const url = `/api/users/${id}/accept-invitation`;
    expect((await injectAs(ctx, manager, { method: 'PUT', url })).statusCode).toBe(403);
    const early = await injectAs(ctx, providerAdmin, { method: 'PUT', url });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_key).toBe('errors.companyNotActive');
    await ctx.app.db.update(companies).set({ status: 'active' }).where(eq(companies.id, awaiting.company.id));
    const res = await injectAs(ctx, providerAdmin, { method: 'PUT', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('invited');
    expect(await outboxFor(ctx.app.db, res.json().email)).toHaveLength(1);
    expect((await injectAs(ctx, providerAdmin, { method: 'PUT', url })).statusCode).toBe(409);
  });

  it('reject removes the invitee and frees the address', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const id = await waiting(awaiting.company.id);
    expect(
      (await injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${id}/reject-invitation` })).statusCode,
    ).toBe(403);
    const res = await injectAs(ctx, providerAdmin, { method: 'PUT', url: `/api/users/${id}/reject-invitation` });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await invite(providerAdmin, { emails: row!.email, companyId: t.company.id })).statusCode).toBe(201);
  });
});

describe('POST /api/companies/{id}/invite-client-admin', () => {
  const body = () => ({ firstName: 'Nadia', lastName: 'Okoro', email: newEmail('admin') });

  it('invites the admin of an awaiting client, asking for the tax number', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const b = body();
    const res = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: `/api/companies/${awaiting.company.id}/invite-client-admin`,
      payload: b,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: b.email, role: 'client_admin', status: 'invited', firstName: 'Nadia' });
    const [mail] = await outboxFor(ctx.app.db, b.email);
    expect(mail?.text).toContain('Unique Taxpayer Reference (UTR)');
    // the earlier pending admin's invitation is withdrawn
    expect((await ctx.app.inject({ url: `/api/users/${awaiting.token}` })).statusCode).toBe(404);
  });

  it('refuses when the company has an active admin (409), non-provider roles (403) and foreign managers (404)', async () => {
    const url = `/api/companies/${t.company.id}/invite-client-admin`;
    const active = await injectAs(ctx, manager, { method: 'POST', url, payload: body() });
    expect(active.statusCode).toBe(409);
    expect(active.json().error_key).toBe('errors.companyHasActiveAdmin');
    expect((await injectAs(ctx, t.clientAdmin, { method: 'POST', url, payload: body() })).statusCode).toBe(403);
    expect((await injectAs(ctx, otherManager, { method: 'POST', url, payload: body() })).statusCode).toBe(404);
  });

  it('refuses an address of a live user (422)', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const res = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: `/api/companies/${awaiting.company.id}/invite-client-admin`,
      payload: { ...body(), email: t.approver.email },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['errors.emailTaken'] });
  });
});
