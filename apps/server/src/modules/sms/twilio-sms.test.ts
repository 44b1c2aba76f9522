import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenant, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { withVerifiedPhone } from '../../../test/factories/users.ts';
import { type FakeTwilio, startFakeTwilio } from '../../../test/helpers/fake-twilio.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  auditEvents,
  emailMessages,
  holdingSettings,
  loginVerifications,
  phoneVerifications,
  smsMessages,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';

// SMS_PROVIDER=twilio against a local server that speaks Twilio's Messages API: real HTTP, no fake fetch.
let fake: FakeTwilio;
const ctx = {} as TestContext;
let close: () => Promise<void>;
const logs: string[] = [];
let t: Tenant;

beforeAll(async () => {
  fake = await startFakeTwilio();
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await createTestApp({ sms: fake.settings({ timeoutMs: 1500 }), logStream, logLevel: 'warn' });
  Object.assign(ctx, { app: app.app, database: app.database });
  close = app.close;
  t = await tenantVerifiedDaily();
});
afterAll(async () => {
  await close?.();
  await fake?.close();
});
beforeEach(() => fake.setMode('accept'));

const phoneCode = (user: UserRow, phone: string) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/users/${user.id}/phone-code`, payload: { phone } });
const confirm = (user: UserRow, phone: string, smsCode: string) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/users/${user.id}/phone`, payload: { phone, smsCode } });
const login = (user: UserRow) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD } });
const resend = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/resend-verification-code-email', payload: { token } });
const submitCode = (token: string, verificationCode: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/verification-code', payload: { token, verificationCode } });
/** The sign-in codes emailed to `email` (the outbox keeps the message until it is delivered), oldest first. */
const emailedCodes = async (email: string) =>
  (
    await ctx.app.db
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.to, email), eq(emailMessages.templateKey, 'auth.verification_code')))
      .orderBy(emailMessages.createdAt)
  ).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]);
const textsTo = (userId: string) => ctx.app.db.select().from(smsMessages).where(eq(smsMessages.userId, userId));
const auditOf = (userId: string, action: string) =>
  ctx.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));

/** Nothing a refused send could have left: no pending code, no message kept, no audit event. */
/** A client group whose people confirm a sign-in code once a day (the code step every test walks). */
async function tenantVerifiedDaily() {
  const g = await buildTenant(ctx.app.db);
  await ctx.app.db
    .update(holdingSettings)
    .set({ mailVerificationPeriod: 'daily' })
    .where(eq(holdingSettings.companyId, g.company.id));
  return g;
}

async function expectUnchanged(userId: string) {
  expect(await ctx.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId))).toEqual([]);
  expect(await textsTo(userId)).toEqual([]);
  expect(await auditOf(userId, 'user.phone_code_sent')).toEqual([]);
}

describe('SMS_PROVIDER=twilio', () => {
  it('texts the phone code through the provider; the texted code confirms the number', async () => {
    const u = t.specialist;
    const sent = await phoneCode(u, '+44 7700 900456');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ smsDelivery: 'texted' });
    const texted = fake.messages.filter((m) => m.to === '+447700900456');
    expect(texted).toHaveLength(1);
    expect(texted[0]).toMatchObject({ from: fake.from, messagingServiceSid: null });
    const code = fake.lastCode('+447700900456')!;
    expect(code).toMatch(/^\d{6}$/);

    // Kept with the provider's id and status; the code itself is masked in what is kept.
    const [kept] = await textsTo(u.id);
    expect(kept).toMatchObject({
      provider: 'twilio',
      status: 'sent',
      providerMessageId: texted[0]!.sid,
      providerStatus: 'queued',
      purpose: 'phone_verification',
    });
    expect(kept!.body).not.toContain(code);
    expect(kept!.body).toContain('••••••');
    expect((await auditOf(u.id, 'user.phone_code_sent'))[0]?.after).toMatchObject({ smsDelivery: 'texted' });

    const res = await confirm(u, '+447700900456', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+447700900456', phoneVerified: true });
  });

  it('texts sign-in codes to a verified phone, and the resend; the texted code signs in', async () => {
    const u = t.approver;
    await withVerifiedPhone(ctx.app.db, u.id, '+447700900321');
    const res = await login(u);
    expect(res.json()).toMatchObject({
      status: 'VERIFICATION_CODE_NEEDED',
      verificationChannel: 'sms',
      verificationDestination: '•••• ••• 321',
      smsDelivery: 'texted',
    });
    const token = res.json().token as string;
    const first = fake.lastCode('+447700900321')!;

    await ctx.app.db
      .update(loginVerifications)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(loginVerifications.tokenHash, sha256(token)));
    const again = await resend(token);
    expect(again.json()).toMatchObject({ verificationChannel: 'sms', smsDelivery: 'texted' });
    const second = fake.lastCode('+447700900321')!;
    expect(fake.messages.filter((m) => m.to === '+447700900321')).toHaveLength(2);

    // The resend replaced the first code (unless both happen to be the same six digits).
    if (first !== second) expect((await submitCode(token, first)).statusCode).toBe(400);
    const done = await submitCode(token, second);
    expect(done.json().status).toBe('OK');
  });

  it.each([
    ['fails (500)', 'failing', '30'],
    ['is overloaded (429 with its Retry-After)', 'rate-limited', '7'],
    ['does not answer in time', 'hanging', '30'],
  ] as const)(
    'when the provider %s: 503 errors.smsUnavailable with Retry-After, nothing changes',
    async (_, mode, wait) => {
      const u = t.clientAdmin;
      fake.setMode(mode);
      const res = await phoneCode(u, '+447700900654');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(wait);
      expect(res.json()).toMatchObject({ error_key: 'errors.smsUnavailable' });
      await expectUnchanged(u.id);
    },
  );

  it('a refused number (21211: not E.164) is 422 errors.phoneNotTextable on phone; nothing changes', async () => {
    const u = t.clientAdmin;
    const before = fake.requests;
    const res = await phoneCode(u, '07700 900987');
    expect(fake.requests).toBe(before + 1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_key: 'errors.phoneNotTextable',
      errors: { phone: ['errors.phoneNotTextable'] },
    });
    await expectUnchanged(u.id);
  });

  it.each([
    ['refuses our credentials (401, a revoked token)', 'revoked'],
    ['fails (500)', 'failing'],
  ] as const)(
    'when the provider %s, sign-in emails the code instead; the emailed code signs in and resends go by email',
    async (_, how) => {
      const g = await tenantVerifiedDaily();
      await withVerifiedPhone(ctx.app.db, g.specialist.id, '+447700900777');
      const configuredToken = fake.authToken;
      if (how === 'revoked') fake.rotateToken();
      else fake.setMode('failing');
      try {
        const res = await login(g.specialist);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          status: 'VERIFICATION_CODE_NEEDED',
          verificationChannel: 'email',
          smsFallback: true,
        });
        expect(res.json().smsDelivery).toBeUndefined();
        expect(await textsTo(g.specialist.id)).toEqual([]);
        const logged = logs.join('');
        if (how === 'revoked') {
          expect(logged).toContain('check the TWILIO_* settings');
          expect(logged).toContain('20003');
          expect(logged).not.toContain(configuredToken);
        }
        expect(logged).not.toContain('sign-in code is');
        const token = res.json().token as string;
        const first = await emailedCodes(g.specialist.email);
        expect(first).toHaveLength(1);
        // The step stays on email: a resend is emailed too, even with the provider back.
        fake.rotateToken(configuredToken);
        fake.setMode('accept');
        await ctx.app.db
          .update(loginVerifications)
          .set({ lastSentAt: new Date(Date.now() - 31_000) })
          .where(eq(loginVerifications.tokenHash, sha256(token)));
        expect((await resend(token)).json()).toMatchObject({ verificationChannel: 'email' });
        const codes = await emailedCodes(g.specialist.email);
        expect(codes).toHaveLength(2);
        expect(await textsTo(g.specialist.id)).toEqual([]);
        const done = await submitCode(token, codes.at(-1)!);
        expect(done.json().status).toBe('OK');
        const [signedIn] = await auditOf(g.specialist.id, 'user.login');
        expect(signedIn?.after).toEqual({ verifiedBy: 'email_code' });
      } finally {
        // The app keeps its configured token: put the fake's back for the other tests.
        fake.rotateToken(configuredToken);
        fake.setMode('accept');
      }
    },
  );

  it('a failed resend keeps the step as it was: the previous code still signs in', async () => {
    const g = await tenantVerifiedDaily();
    await withVerifiedPhone(ctx.app.db, g.approver.id, '+447700900888');
    const token = (await login(g.approver)).json().token as string;
    const code = fake.lastCode('+447700900888')!;
    await ctx.app.db
      .update(loginVerifications)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(loginVerifications.tokenHash, sha256(token)));
    fake.setMode('failing');
    const res = await resend(token);
    expect(res.statusCode).toBe(503);
    const [step] = await ctx.app.db
      .select()
      .from(loginVerifications)
      .where(eq(loginVerifications.tokenHash, sha256(token)));
    expect(step?.codesSent).toBe(1);
    fake.setMode('accept');
    expect((await submitCode(token, code)).json().status).toBe('OK');
  });
});
