import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvitee, registrationBody, validNip } from '../../../test/factories/invitations.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, onboardingSteps } from '../../db/schema/index.ts';
import { completeOnboardingStep } from './onboarding.service.ts';

const ctx = useTestApp();
let t: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

/** A user who registered from an invitation (so they have onboarding rows), with a session. */
async function registered(role: 'client_admin' | 'company_admin' | 'client_user', companyId: string) {
  const { user, token } = await buildInvitee(ctx.app.db, { role, companyId });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${token}`,
    payload: registrationBody(user.email, role === 'client_admin' ? { taxNumber: validNip() } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const completeStep = (as: UserRow, userId: string, step: string) =>
  injectAs(ctx, as, { method: 'PUT', url: `/api/users/${userId}/complete-onboarding-step`, payload: { step } });
const completeAll = (as: UserRow, userId: string) =>
  // sent without a body, as the web does
  injectAs(ctx, as, { method: 'PUT', url: `/api/users/${userId}/complete-onboarding` });

describe('onboarding of a client admin', () => {
  it('walks welcome → step list → congratulations', async () => {
    const company = await ctx.app.db.insert(companies).values({ name: 'Onboard Co', status: 'awaiting' }).returning();
    const admin = await registered('client_admin', company[0]!.id);
    const first = await completeStep(admin, admin.id, 'assessment_process');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ show: true, screen: 'steps' });
    expect(first.json().steps.map((s: { step: string }) => s.step)).toEqual([
      'assessment_process',
      'activate_account',
      'set_company_details',
      'add_subsidiary',
      'add_users',
    ]);
    for (const step of ['set_company_details', 'add_subsidiary']) {
      expect((await completeStep(admin, admin.id, step)).json().screen).toBe('steps');
    }
    const last = await completeStep(admin, admin.id, 'add_users');
    expect(last.json()).toMatchObject({ show: false, screen: 'congratulations' });
  });

  it('completes set_company_details when the admin saves the company details', async () => {
    const company = await ctx.app.db.insert(companies).values({ name: 'Details Co', status: 'awaiting' }).returning();
    const admin = await registered('client_admin', company[0]!.id);
    const step = async () =>
      (await ctx.app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, admin.id))).find(
        (r) => r.step === 'set_company_details',
      )?.completedAt ?? null;
    expect(await step()).toBeNull();
    const res = await injectAs(ctx, admin, {
      method: 'PUT',
      url: `/api/companies/${company[0]!.id}`,
      payload: { name: 'Details Co', sector: 'technology' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await step()).not.toBeNull();
  });

  it('gives the admin of a subsidiary no add-subsidiary step', async () => {
    const admin = await registered('company_admin', t.subsidiary.id);
    const rows = await ctx.app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, admin.id));
    expect(rows.map((r) => r.step).sort()).toEqual([
      'activate_account',
      'add_users',
      'assessment_process',
      'set_company_details',
    ]);
  });
});

describe('onboarding of a client user', () => {
  it('finishes the whole onboarding from the welcome screen', async () => {
    const user = await registered('client_user', t.company.id);
    const res = await completeAll(user, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ show: false, screen: null });
    expect(res.json().steps.every((s: { completed: boolean }) => s.completed)).toBe(true);
  });

  it('refuses a step that is not part of their onboarding (400)', async () => {
    const user = await registered('client_user', t.company.id);
    const res = await completeStep(user, user.id, 'add_users');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ step: ['errors.invalidOption'] });
    expect((await completeStep(user, user.id, 'not_a_step')).statusCode).toBe(400);
  });
});

describe('who may complete onboarding', () => {
  it("is the user themself: another user's id is 404, even for their admin", async () => {
    const user = await registered('client_user', t.company.id);
    expect((await completeStep(t.clientAdmin, user.id, 'assessment_process')).statusCode).toBe(404);
    expect((await completeAll(t.clientAdmin, user.id)).statusCode).toBe(404);
    expect((await completeStep(user, user.id, 'assessment_process')).statusCode).toBe(200);
  });

  it('answers a user without onboarding with an empty, closed modal', async () => {
    const admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const res = await completeAll(admin, admin.id);
    expect(res.json()).toEqual({ steps: [], show: false, screen: null });
  });
});

describe('completeOnboardingStep (for other modules)', () => {
  it('completes an open step once and reports whether it changed anything', async () => {
    const user = await registered('client_user', t.company.id);
    const db = ctx.app.db;
    expect(await db.transaction((tx) => completeOnboardingStep(tx, user.id, 'assessment_process'))).toBe(true);
    expect(await db.transaction((tx) => completeOnboardingStep(tx, user.id, 'assessment_process'))).toBe(false);
    expect(await db.transaction((tx) => completeOnboardingStep(tx, user.id, 'add_users'))).toBe(false);
  });
});
