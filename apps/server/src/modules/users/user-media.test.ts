import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { withVerifiedPhone } from '../../../test/factories/users.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { holdingSettings, phoneVerifications, smsMessages, users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

describe('phone with an SMS code', () => {
  const lastSms = async (to: string) =>
    (await ctx.app.db.select().from(smsMessages).where(eq(smsMessages.to, to)).orderBy(desc(smsMessages.createdAt)))[0];
  const codeOf = async (to: string) => /\b(\d{6})\b/.exec((await lastSms(to))!.body)![1]!;

  it('texts a code and verifies the new number with it', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const phone = '+44 7700 900456';
    const sent = await injectAs(ctx, u, { method: 'POST', url: `/api/users/${u.id}/phone-code`, payload: { phone } });
    // No SMS provider in this installation: the answer says the code was recorded, not texted.
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ smsDelivery: 'recorded' });
    const code = await codeOf('+447700900456');
    expect(await lastSms('+447700900456')).toMatchObject({ status: 'recorded', provider: 'recording' });
    const [pending] = await ctx.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, u.id));
    expect(pending?.codeHash).not.toContain(code);
    const res = await injectAs(ctx, u, {
      method: 'PUT',
      url: `/api/users/${u.id}/phone`,
      payload: { phone, smsCode: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+447700900456', phoneVerified: true });
    const reused = await injectAs(ctx, u, {
      method: 'PUT',
      url: `/api/users/${u.id}/phone`,
      payload: { phone, smsCode: code },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const phone = '+447700900789';
    await injectAs(ctx, u, { method: 'POST', url: `/api/users/${u.id}/phone-code`, payload: { phone } });
    const code = await codeOf(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await injectAs(ctx, u, {
        method: 'PUT',
        url: `/api/users/${u.id}/phone`,
        payload: { phone, smsCode: wrong },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error_key: 'errors.smsCodeInvalid',
        errors: { smsCode: ['errors.smsCodeInvalid'] },
      });
    }
    const late = await injectAs(ctx, u, {
      method: 'PUT',
      url: `/api/users/${u.id}/phone`,
      payload: { phone, smsCode: code },
    });
    expect(late.statusCode).toBe(422);
  });

  it('throttles codes and lets only the user change their phone', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const send = (actor: { id: string }) =>
      injectAs(ctx, actor, {
        method: 'POST',
        url: `/api/users/${u.id}/phone-code`,
        payload: { phone: '+447700900111' },
      });
    expect((await send(u)).statusCode).toBe(200);
    expect((await send(u)).statusCode).toBe(429);
    expect((await send(t.clientAdmin)).statusCode).toBe(403);
    expect((await send(foreign.clientAdmin)).statusCode).toBe(404);
  });

  it('sends sign-in codes by SMS to a verified phone', async () => {
    const g = await buildTenant(ctx.app.db);
    await ctx.app.db
      .update(holdingSettings)
      .set({ mailVerificationPeriod: 'daily' })
      .where(eq(holdingSettings.companyId, g.company.id));
    await withVerifiedPhone(ctx.app.db, g.approver.id, '+447700900222');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: g.approver.email, password: TEST_PASSWORD },
    });
    expect(login.json().status).toBe('VERIFICATION_CODE_NEEDED');
    const sms = await lastSms('+447700900222');
    expect(sms).toMatchObject({ purpose: 'sign_in_code', userId: g.approver.id });
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/verification-code',
      payload: { token: login.json().token, verificationCode: code },
    });
    expect(done.json().status).toBe('OK');
  });

  it("asks for a code when the user's own choice is stricter than the group's", async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    await ctx.app.db.update(users).set({ mailVerificationPeriod: 'daily' }).where(eq(users.id, u.id));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: TEST_PASSWORD },
    });
    expect(login.json().status).toBe('VERIFICATION_CODE_NEEDED');
  });
});

describe('GET /api/sms-messages', () => {
  it('shows the outbox newest first to provider admins only', async () => {
    const res = await injectAs(ctx, providerAdmin, { url: '/api/sms-messages?rows=5' });
    expect(res.statusCode).toBe(200);
    const dates = (res.json().data as { dateCreated: string }[]).map((m) => m.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.json().total).toBeGreaterThan(0);
    expect((await injectAs(ctx, t.clientAdmin, { url: '/api/sms-messages' })).statusCode).toBe(403);
  });
});
