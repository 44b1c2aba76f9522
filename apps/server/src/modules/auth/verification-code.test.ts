import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type UserRow } from '../../../test/factories/tenant.ts';
import { withVerifiedPhone } from '../../../test/factories/users.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, holdingSettings, loginVerifications, smsMessages } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { sha256 } from '../../lib/tokens.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

/** A client group with the given sign-in verification settings, and one specialist in it. */
async function groupWith(period: string, newDevice = false) {
  const t = await buildTenant(ctx.app.db);
  await ctx.app.db
    .update(holdingSettings)
    .set({ mailVerificationPeriod: period, mailVerificationNewDevice: newDevice })
    .where(eq(holdingSettings.companyId, t.company.id));
  return t;
}

const login = (user: UserRow, deviceId?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  });
const submitCode = (token: string, verificationCode: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/verification-code', payload: { token, verificationCode } });
const resend = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/resend-verification-code-email', payload: { token } });

/** Delivers the outbox over SMTP and reads the newest code the user received. */
async function receivedCodes(user: UserRow): Promise<string[]> {
  await deliverDue(ctx.app.db, mailer);
  return sink.to(user.email).map((m) => {
    expect(m.subject).toBe('Your Statera sign-in code');
    const code = /\b(\d{6})\b/.exec(m.text)?.[1];
    expect(code, m.text).toBeDefined();
    expect(m.html).toContain(code);
    return code!;
  });
}
const lastCode = async (user: UserRow) => (await receivedCodes(user)).at(-1)!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function needsCode(user: UserRow, deviceId?: string): Promise<string> {
  const res = await login(user, deviceId);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('VERIFICATION_CODE_NEEDED');
  expect(body.accessToken).toBeUndefined();
  expect(body.refreshToken).toBeUndefined();
  expect(body.token).toMatch(/^[\w-]{40,}$/);
  return body.token;
}

describe('sign-in verification code', () => {
  it('is not asked when the group has it off, and no email is sent', async () => {
    const t = await groupWith('off');
    expect((await login(t.specialist)).json().status).toBe('OK');
    expect(await receivedCodes(t.specialist)).toEqual([]);
  });

  it('is never asked of provider staff (no client group)', async () => {
    const admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    expect((await login(admin)).json().status).toBe('OK');
  });

  it('daily: asks on the first login, emails a code that opens a working session, then not again that day', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.specialist);
    const codes = await receivedCodes(t.specialist);
    expect(codes).toHaveLength(1);
    const res = await submitCode(token, codes[0]!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', userId: t.specialist.id, expiresIn: 900, isFirstLogin: true });
    expect(body.refreshToken).toEqual(expect.any(String));
    const me = await ctx.app.inject({
      url: `/api/users/${t.specialist.id}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.specialist.id));
    expect(audit.find((a) => a.action === 'user.login')?.after).toEqual({ verifiedBy: 'email_code' });

    expect((await login(t.specialist)).json().status).toBe('OK');
    // a day later it is asked again
    await ctx.app.db
      .update(loginVerifications)
      .set({ verifiedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(loginVerifications.userId, t.specialist.id));
    await needsCode(t.specialist);
  });

  it('weekly applies to users of a subsidiary through the group setting', async () => {
    const t = await groupWith('weekly');
    await needsCode(t.companyAdmin);
    expect(await receivedCodes(t.companyAdmin)).toHaveLength(1);
  });

  it('monthly: asks again only once 30 days have passed since the last verified login', async () => {
    const t = await groupWith('monthly');
    const token = await needsCode(t.approver);
    expect((await submitCode(token, await lastCode(t.approver))).json().status).toBe('OK');
    const verifiedAgo = (days: number) =>
      ctx.app.db
        .update(loginVerifications)
        .set({ verifiedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(loginVerifications.userId, t.approver.id));
    // a week or 29 days later: no code (a weekly setting would have asked)
    await verifiedAgo(8);
    expect((await login(t.approver)).json().status).toBe('OK');
    await verifiedAgo(29);
    expect((await login(t.approver)).json().status).toBe('OK');
    await verifiedAgo(30);
    await needsCode(t.approver);
  });

  it('new device: asks for an unknown or missing X-Device-Id only', async () => {
    const t = await groupWith('off', true);
    const laptop = randomUUID();
    const token = await needsCode(t.approver, laptop);
    expect((await submitCode(token, await lastCode(t.approver))).json().status).toBe('OK');
    expect((await login(t.approver, laptop)).json().status).toBe('OK');
    await needsCode(t.approver, randomUUID());
    await needsCode(t.approver);
    const [row] = await ctx.app.db
      .select()
      .from(loginVerifications)
      .where(eq(loginVerifications.deviceHash, `${sha256(`device:${laptop}`)}`));
    expect(row?.verifiedAt).not.toBeNull();
  });

  it('period new_device behaves like the new-device switch', async () => {
    const t = await groupWith('new_device');
    const phone = randomUUID();
    const token = await needsCode(t.clientUser, phone);
    expect((await submitCode(token, await lastCode(t.clientUser))).statusCode).toBe(200);
    expect((await login(t.clientUser, phone)).json().status).toBe('OK');
  });

  it('refuses a wrong code with 400 errors.verificationCodeIncorrect, then accepts the right one', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.clientUser);
    const code = await lastCode(t.clientUser);
    const res = await submitCode(token, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_key: 'errors.validationFailed',
      errors: { verificationCode: ['errors.verificationCodeIncorrect'] },
    });
    const malformed = await submitCode(token, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ verificationCode: ['errors.verificationCodeIncorrect'] });
    expect((await submitCode(token, code)).json().status).toBe('OK');
  });

  it('kills the token after 5 wrong codes: even the right code is then refused', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.specialist);
    const code = await lastCode(t.specialist);
    for (let i = 0; i < 5; i++) expect((await submitCode(token, wrong(code))).statusCode).toBe(400);
    const res = await submitCode(token, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_key).toBe('errors.tokenInvalid');
    expect((await resend(token)).statusCode).toBe(401);
  });

  it('refuses an expired code with errors.verificationCodeExpired', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.specialist);
    const code = await lastCode(t.specialist);
    await ctx.app.db
      .update(loginVerifications)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginVerifications.tokenHash, sha256(token)));
    const res = await submitCode(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ verificationCode: ['errors.verificationCodeExpired'] });
  });

  it('does not let a code be used twice', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.approver);
    const code = await lastCode(t.approver);
    expect((await submitCode(token, code)).statusCode).toBe(200);
    const again = await submitCode(token, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error_key).toBe('errors.tokenInvalid');
  });

  it('resends a new code (the old one stops working), throttled per login', async () => {
    const t = await groupWith('daily');
    const token = await needsCode(t.clientAdmin);
    const first = await lastCode(t.clientAdmin);

    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await receivedCodes(t.clientAdmin)).toHaveLength(1);

    const rewind = () =>
      ctx.app.db
        .update(loginVerifications)
        .set({ lastSentAt: new Date(Date.now() - 31_000) })
        .where(eq(loginVerifications.tokenHash, sha256(token)));
    await rewind();
    const resent = await resend(token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      verificationChannel: 'email',
      verificationDestination: `${t.clientAdmin.email[0]}•••${t.clientAdmin.email.slice(t.clientAdmin.email.indexOf('@'))}`,
    });
    const codes = await receivedCodes(t.clientAdmin);
    expect(codes).toHaveLength(2);
    const second = codes[1]!;
    if (second !== first) {
      expect((await submitCode(token, first)).json().errors).toEqual({
        verificationCode: ['errors.verificationCodeIncorrect'],
      });
    }
    // five codes per login in all
    for (let i = 0; i < 3; i++) {
      await rewind();
      expect((await resend(token)).statusCode).toBe(200);
    }
    await rewind();
    expect((await resend(token)).statusCode).toBe(429);
    const all = await receivedCodes(t.clientAdmin);
    expect(all).toHaveLength(5);
    expect((await submitCode(token, all.at(-1)!)).json().status).toBe('OK');
  });

  it('says the code went by email, to the masked address, and records verifiedBy email_code', async () => {
    const t = await groupWith('daily');
    const res = await login(t.specialist);
    const [local, domain] = t.specialist.email.split('@');
    expect(res.json()).toMatchObject({
      status: 'VERIFICATION_CODE_NEEDED',
      verificationChannel: 'email',
      verificationDestination: `${local![0]}•••@${domain}`,
    });
    expect(res.json().verificationDestination).not.toContain(local);
    const done = await submitCode(res.json().token, await lastCode(t.specialist));
    expect(done.json().status).toBe('OK');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.specialist.id));
    expect(audit.find((a) => a.action === 'user.login')?.after).toEqual({ verifiedBy: 'email_code' });
  });

  it('texts the code to a verified phone: channel sms, the number masked, resend by SMS, verifiedBy sms_code', async () => {
    const t = await groupWith('daily');
    await withVerifiedPhone(ctx.app.db, t.approver.id, '+44 7700 900789');
    const texts = () =>
      ctx.app.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.userId, t.approver.id), eq(smsMessages.purpose, 'sign_in_code')))
        .orderBy(desc(smsMessages.createdAt));
    const smsCode = async () => /\b(\d{6})\b/.exec((await texts())[0]!.body)![1]!;

    const res = await login(t.approver);
    expect(res.json()).toMatchObject({
      status: 'VERIFICATION_CODE_NEEDED',
      verificationChannel: 'sms',
      verificationDestination: '•••• ••• 789',
      // Without an SMS provider the code is only recorded: the step must not claim it was texted.
      smsDelivery: 'recorded',
    });
    const token = res.json().token as string;
    expect(await texts()).toHaveLength(1);
    // No email goes out for an SMS step.
    expect(await receivedCodes(t.approver)).toEqual([]);

    await ctx.app.db
      .update(loginVerifications)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(loginVerifications.tokenHash, sha256(token)));
    const resent = await resend(token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      verificationChannel: 'sms',
      verificationDestination: '•••• ••• 789',
      smsDelivery: 'recorded',
    });
    expect(await texts()).toHaveLength(2);

    const done = await submitCode(token, await smsCode());
    expect(done.json().status).toBe('OK');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.approver.id));
    expect(audit.find((a) => a.action === 'user.login')?.after).toEqual({ verifiedBy: 'sms_code' });
  });

  it('answers an unknown token with 401', async () => {
    const res = await submitCode('x'.repeat(43), '123456');
    expect(res.statusCode).toBe(401);
    expect((await resend('y'.repeat(43))).statusCode).toBe(401);
  });
});
