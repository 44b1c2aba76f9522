import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, emailMessages, passwordTokens } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { sha256 } from '../../lib/tokens.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let sink: SmtpSink;
let mailer: Mailer;
let t: Tenant;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const NEW_PASSWORD = 'Brand-New-Secret-77!';
const request = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/password-recovery-tokens', payload: { email } });
const check = (token: string) => ctx.app.inject({ url: `/api/password-recovery-tokens/${token}` });
const setNew = (token: string, password: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/password-recovery-tokens/${token}/password`, payload: { password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Requests a link, delivers the outbox over SMTP and returns the token from the received link. */
async function recoveryToken(user: UserRow): Promise<string> {
  expect((await request(user.email)).statusCode).toBe(204);
  await deliverDue(ctx.app.db, mailer);
  const mail = sink.to(user.email).at(-1)!;
  expect(mail.subject).toBe('Reset your Statera password');
  const link = /http:\/\/localhost:3000\/password-recovery\/([\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return link![1]!;
}

describe('password recovery by email', () => {
  it('answers 204 for a known and an unknown email, and emails only the known one', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const before = sink.received.length;
    const known = await request(user.email.toUpperCase());
    const unknown = await request('nobody-here@example.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);
    await deliverDue(ctx.app.db, mailer);
    expect(sink.received.length - before).toBe(1);
    const [mail] = sink.to(user.email);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.text).toContain('expires in 60 minutes');
    const queued = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.to, 'nobody-here@example.test'));
    expect(queued).toEqual([]);
  });

  it('sends nothing to an archived user', async () => {
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    expect((await request(user.email)).statusCode).toBe(204);
    await deliverDue(ctx.app.db, mailer);
    expect(sink.to(user.email)).toEqual([]);
  });

  it('validates the email field', async () => {
    const res = await request('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['errors.email'] });
  });

  it('sets a new password from the link, signs the user out everywhere, and the link works once', async () => {
    const user = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const session = (await login(user.email, TEST_PASSWORD)).json();
    expect(session.status).toBe('OK');

    const token = await recoveryToken(user);
    const shown = await check(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ email: user.email });

    const weak = await setNew(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: ['errors.password'] });
    const same = await setNew(token, TEST_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ password: ['errors.passwordUsedRecently'] });

    expect((await setNew(token, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).json().status).toBe('OK');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(audit.find((a) => a.action === 'user.password_recovered')?.after).toEqual({ sessionsRevoked: 1 });

    for (const res of [await check(token), await setNew(token, 'Another-Secret-88!')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_key).toBe('errors.tokenInvalid');
    }
  });

  it('refuses an unknown or expired link with 404, and a newer link replaces an older one', async () => {
    expect((await check('z'.repeat(43))).statusCode).toBe(404);
    const user = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const first = await recoveryToken(user);
    const second = await recoveryToken(user);
    expect(first).not.toBe(second);
    expect((await check(first)).statusCode).toBe(404);
    expect((await check(second)).statusCode).toBe(200);
    await ctx.app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, sha256(second)));
    const expired = await setNew(second, NEW_PASSWORD);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error_key).toBe('errors.tokenInvalid');
    expect((await login(user.email, TEST_PASSWORD)).json().status).toBe('OK');
  });
});
