import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEmail, outboxFor, registrationBody, tokenInMail, validNip } from '../../../test/factories/invitations.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, holdingSettings, onboardingSteps, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;
let providerUser: UserRow;
let otherProviderUser: UserRow;

beforeAll(async () => {
  const db = ctx.app.db;
  [t, other, providerAdmin, providerUser, otherProviderUser] = await Promise.all([
    buildTenant(db),
    buildTenant(db),
    buildUser(db, { role: 'provider_admin' }),
    buildUser(db, { role: 'provider_user' }),
    buildUser(db, { role: 'provider_user' }),
  ]);
  await db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
});

const client = (over: Record<string, unknown> = {}) => ({
  name: `Fabrikam ${randomUUID().slice(0, 8)} Ltd`,
  companyNumber: randomUUID().slice(0, 8).toUpperCase(),
  sector: 'retail',
  accountingYearEnd: '03-31',
  externalCompanyId: 'CRM-001',
  companyAdminEmail: newEmail('admin'),
  ...over,
});
const create = (as: UserRow | null, body: object) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/companies', payload: body });
const companyRow = async (id: string) => (await ctx.app.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('POST /api/companies: a new client', () => {
  it('creates an awaiting client with group settings, managed by the creating provider user, and invites its admin', async () => {
    const body = client();
    const res = await create(providerUser, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'awaiting', parentId: null, managerId: providerUser.id });
    expect(await companyRow(created.id)).toMatchObject({
      number: body.companyNumber,
      sector: 'retail',
      accountingYearEnd: '03-31',
      externalCompanyId: 'CRM-001',
    });
    expect(
      await ctx.app.db.select().from(holdingSettings).where(eq(holdingSettings.companyId, created.id)),
    ).toHaveLength(1);
    const [admin] = await ctx.app.db.select().from(users).where(eq(users.email, body.companyAdminEmail));
    expect(admin).toMatchObject({ role: 'client_admin', status: 'invited', companyId: created.id });
    const [mail] = await outboxFor(ctx.app.db, body.companyAdminEmail);
    expect(mail?.templateKey).toBe('invitation.client_admin');
    expect(mail?.text).toContain('Unique Taxpayer Reference (UTR)');

    // its admin registers with the UTR: the client becomes active and the admin is onboarded
    const token = tokenInMail(mail!.text);
    const reg = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${token}`,
      payload: registrationBody(body.companyAdminEmail, { taxNumber: validNip() }),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await companyRow(created.id))?.status).toBe('active');
  });

  it('lets a provider admin name the manager, who must be an active provider user (422 otherwise)', async () => {
    const named = await create(providerAdmin, client({ gtManagerEmail: otherProviderUser.email }));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().managerId).toBe(otherProviderUser.id);
    const bad = await create(providerAdmin, client({ gtManagerEmail: t.clientAdmin.email }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ gtManagerEmail: ['errors.managerMustBeProviderUser'] });
    const none = await create(providerAdmin, client());
    expect(none.json().managerId).toBeNull();
  });

  it('does not let a provider user hand the client to someone else (403)', async () => {
    const res = await create(providerUser, client({ gtManagerEmail: otherProviderUser.email }));
    expect(res.statusCode).toBe(403);
  });

  it('answers duplicate name, number and admin email with 422 per field, creating nothing', async () => {
    const first = client();
    expect((await create(providerAdmin, first)).statusCode).toBe(201);
    const res = await create(providerAdmin, {
      ...client(),
      name: first.name.toUpperCase(),
      companyNumber: first.companyNumber,
      companyAdminEmail: t.specialist.email,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['errors.nameMustBeUnique'],
      companyNumber: ['errors.numberMustBeUnique'],
      companyAdminEmail: ['errors.emailTaken'],
    });
  });

  it('validates the fields (400): name up to 100, admin email, accounting year end day', async () => {
    const res = await create(providerAdmin, {
      ...client(),
      name: 'x'.repeat(101),
      companyAdminEmail: 'nope',
      accountingYearEnd: '02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: ['errors.maxLength'],
      companyAdminEmail: ['errors.email'],
      accountingYearEnd: ['errors.wrongDayOfMonth'],
    });
  });

  it('refuses client-side roles (403)', async () => {
    for (const who of [t.clientAdmin, t.companyAdmin, t.approver]) {
      expect((await create(who, client())).statusCode).toBe(403);
    }
  });

  it('invites a separate lead appeal manager, waiting until the client is active', async () => {
    const appeal = newEmail('appeals');
    const res = await create(providerAdmin, client({ appealManagerEmail: appeal }));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, appeal));
    expect(row).toMatchObject({ amRole: 'lead_appeal_manager', status: 'awaiting_invitation' });
    expect(await outboxFor(ctx.app.db, appeal)).toHaveLength(0);
  });
});

describe('POST /api/companies with parentId: a subsidiary', () => {
  it('lets the client admin create an active subsidiary, invite its company admin and complete add_subsidiary', async () => {
    await ctx.app.db.insert(onboardingSteps).values({ userId: t.clientAdmin.id, step: 'add_subsidiary' });
    const appeal = newEmail('appeals');
    const body = client({ parentId: t.company.id, appealManagerEmail: appeal });
    const res = await create(t.clientAdmin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active', parentId: t.company.id, managerId: null });
    const [admin] = await ctx.app.db.select().from(users).where(eq(users.email, body.companyAdminEmail));
    expect(admin).toMatchObject({ role: 'company_admin', status: 'invited' });
    expect((await outboxFor(ctx.app.db, body.companyAdminEmail))[0]?.text).not.toContain('Unique Taxpayer Reference');
    expect((await outboxFor(ctx.app.db, appeal))[0]?.templateKey).toBe('invitation.client_user');
    const [step] = await ctx.app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, t.clientAdmin.id));
    expect(step?.completedAt).not.toBeNull();
  });

  it('lets the managing provider user create one; refuses company admins (403) and other tenants (404)', async () => {
    expect((await create(providerUser, client({ parentId: t.company.id }))).statusCode).toBe(201);
    expect((await create(t.companyAdmin, client({ parentId: t.company.id }))).statusCode).toBe(403);
    expect((await create(other.clientAdmin, client({ parentId: t.company.id }))).statusCode).toBe(404);
    expect((await create(otherProviderUser, client({ parentId: t.company.id }))).statusCode).toBe(404);
  });

  it('refuses a subsidiary of a subsidiary (400) and of a client that is not active (409)', async () => {
    const nested = await create(providerAdmin, client({ parentId: t.subsidiary.id }));
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ parentId: ['errors.invalidOption'] });
    const awaiting = await create(providerAdmin, client());
    const res = await create(providerAdmin, client({ parentId: awaiting.json().id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.companyNotActive');
  });
});
