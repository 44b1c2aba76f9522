import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAwaitingClient,
  buildInvitee,
  newEmail,
  outboxFor,
  registrationBody,
  tokenInMail,
  validNip,
} from '../../../test/factories/invitations.ts';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, onboardingSteps, passwordTokens, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  [t, providerAdmin] = await Promise.all([buildTenant(ctx.app.db), buildUser(ctx.app.db, { role: 'provider_admin' })]);
});

const info = (token: string) => ctx.app.inject({ url: `/api/users/${token}` });
const register = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/users/${token}`, payload: body });
const confirm = (token: string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${token}/confirm`, payload: body });

const stepsOf = async (userId: string) =>
  Object.fromEntries(
    (await ctx.app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, userId))).map((s) => [
      s.step,
      s.completedAt !== null,
    ]),
  );

describe('GET /api/users/{token}', () => {
  it('describes the invitation without a session', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    const res = await info(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: user.email,
      firstName: '',
      lastName: '',
      companyName: t.company.name,
      companyStatus: 'active',
      needsTaxNumber: false,
      existingAccount: false,
    });
  });

  it('answers 404 errors.tokenInvalid for unknown, expired and used links', async () => {
    expect((await info('x'.repeat(43))).json().error_key).toBe('errors.tokenInvalid');
    // A cut, mistyped or made-up link is not a session matter: 404 too, never 401.
    for (const bad of ['abc', 'x'.repeat(20), 'not.a%20token', 'y'.repeat(90)]) {
      const res = await info(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error_key, bad).toBe('errors.tokenInvalid');
    }
    expect((await register('abc', registrationBody(newEmail()))).statusCode).toBe(404);
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    await ctx.app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    expect((await info(token)).statusCode).toBe(404);
    const used = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    expect((await register(used.token, registrationBody(used.user.email))).statusCode).toBe(200);
    expect((await info(used.token)).statusCode).toBe(404);
  });

  it('does not shadow GET /api/users/{userId}, which still needs a session', async () => {
    expect((await ctx.app.inject({ url: `/api/users/${t.clientAdmin.id}` })).statusCode).toBe(401);
    expect((await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}` })).statusCode).toBe(200);
  });
});

describe('POST /api/users/{token}', () => {
  it('activates the user, signs them in like POST /api/login and starts their onboarding', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const res = await register(token, registrationBody(user.email.toUpperCase()));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', userId: user.id, isFirstLogin: true, expiresIn: 900 });
    const me = await ctx.app.inject({
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'active', firstName: 'Ada', lastName: 'Lovelace', marketingApproval: true });
    expect(row?.phone).toBe('+442079460000');
    expect(await stepsOf(user.id)).toEqual({ assessment_process: false, activate_account: true });
    // the link is single use
    expect((await register(token, registrationBody(user.email))).statusCode).toBe(404);
    // and the new password signs in
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Fresh-Start-2026!' },
    });
    expect(login.json().status).toBe('OK');
  });

  it('registers a provider user (no company, no onboarding)', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'provider_user', companyId: null });
    expect((await info(token)).json()).toMatchObject({ companyName: null, companyStatus: null, needsTaxNumber: false });
    const res = await register(token, registrationBody(user.email, { phone: '', position: '' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'active', phone: null, position: null });
    expect(await stepsOf(user.id)).toEqual({});
  });

  it('refuses another email, a weak password and missing names (400)', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    const wrong = await register(token, registrationBody(newEmail()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ email: ['errors.emailMismatch'] });
    const weak = await register(token, registrationBody(user.email, { password: 'short', firstName: ' ' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toMatchObject({ password: ['errors.password'], firstName: ['errors.required'] });
    expect((await info(token)).statusCode).toBe(200);
  });

  it('refuses to activate a user of a client that is not active yet (409)', async () => {
    const awaiting = await buildAwaitingClient(ctx.app.db);
    const { user, token } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: awaiting.company.id });
    const res = await register(token, registrationBody(user.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.cannotActivateUserInInactiveCompany');
  });

  it('refuses an address that already has an account: it confirms instead (409)', async () => {
    const { user, token } = await buildInvitee(ctx.app.db, {
      role: 'client_user',
      companyId: t.company.id,
      passwordHash: t.approver.passwordHash,
    });
    expect((await info(token)).json().existingAccount).toBe(true);
    const res = await register(token, registrationBody(user.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.accountExists');
  });
});

describe('the company tax-number step', () => {
  it('asks the client admin of an awaiting client for the UTR (the nip rule) and activates the company with it', async () => {
    const { company, admin, token } = await buildAwaitingClient(ctx.app.db);
    expect((await info(token)).json()).toMatchObject({ needsTaxNumber: true, companyStatus: 'awaiting' });
    const missing = await register(token, registrationBody(admin.email));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ taxNumber: ['errors.required'] });
    const bad = await register(token, registrationBody(admin.email, { taxNumber: '1234567890' }));
    expect(bad.json().errors).toEqual({ taxNumber: ['errors.nip'] });
    const nip = validNip();
    const res = await register(
      token,
      registrationBody(admin.email, { taxNumber: `${nip.slice(0, 3)}-${nip.slice(3)}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ status: 'active', taxNumber: nip });
    expect(await stepsOf(admin.id)).toEqual({
      assessment_process: false,
      activate_account: true,
      set_company_details: false,
      add_subsidiary: false,
      add_users: false,
    });
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, company.id), eq(auditEvents.action, 'company.activated')));
    expect(events).toHaveLength(1);
  });

  it('refuses a tax number another company has (422 errors.companyTaxNumberExists)', async () => {
    const nip = validNip();
    await ctx.app.db.update(companies).set({ taxNumber: nip }).where(eq(companies.id, t.subsidiary.id));
    const { admin, token } = await buildAwaitingClient(ctx.app.db);
    const res = await register(token, registrationBody(admin.email, { taxNumber: nip }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_key: 'errors.companyTaxNumberExists',
      errors: { taxNumber: ['errors.companyTaxNumberExists'] },
    });
  });
});

describe('PUT /api/users/{token}/confirm', () => {
  async function reinvited() {
    const former = await buildUser(ctx.app.db, { role: 'approver', companyId: t.subsidiary.id, status: 'archived' });
    const res = await injectAs(ctx, providerAdmin, {
      method: 'POST',
      url: '/api/client-users',
      payload: { emails: former.email, companyId: t.company.id, role: 'specialist' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxFor(ctx.app.db, former.email);
    return { former, token: tokenInMail(mail!.text) };
  }

  it('accepts an invitation for an existing account with its current password', async () => {
    const { former, token } = await reinvited();
    expect((await info(token)).json()).toMatchObject({ existingAccount: true, email: former.email });
    const res = await confirm(token, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', userId: former.id });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, former.id));
    expect(row).toMatchObject({ status: 'active', role: 'specialist', companyId: t.company.id, archivedAt: null });
    expect(row?.passwordHash).toBe(former.passwordHash);
    expect((await confirm(token, { password: TEST_PASSWORD })).statusCode).toBe(404);
  });

  it('refuses a wrong password (400) and a new-account invitation (409)', async () => {
    const { token } = await reinvited();
    const wrong = await confirm(token, { password: 'Not-The-Password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['errors.wrongPassword'] });
    const fresh = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    expect((await confirm(fresh.token, { password: TEST_PASSWORD })).statusCode).toBe(409);
  });
});
