import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, refreshTokens } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/login', () => {
  it('signs in with email and password and returns both tokens', async () => {
    const res = await login(t.specialist.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', expiresIn: 900, userId: t.specialist.id, isFirstLogin: true });
    const me = await ctx.app.inject({
      url: `/api/users/${t.specialist.id}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toMatchObject({
      email: t.specialist.email,
      isSpecialist: true,
      abilities: { viewEngagements: true, createEngagement: false },
    });
    const events = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.specialist.id));
    expect(events.map((e) => e.action)).toContain('user.login');
  });

  it.each([
    ['a wrong password', () => t.approver.email, 'Wrong-Password-1!'],
    ['an unknown email', () => 'nobody@example.test', TEST_PASSWORD],
  ])('refuses %s with 401 and the same message', async (_label, email, password) => {
    const res = await login(email(), password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_key: 'errors.wrongEmailOrPassword', message: 'Wrong email or password.' });
  });

  it('refuses an archived user', async () => {
    const archived = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id, status: 'archived' });
    expect((await login(archived.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('answers a missing field with 400 and per-field keys', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_key: 'errors.validationFailed',
      errors: { email: ['errors.required'], password: ['errors.required'] },
    });
  });

  it('resets the count of wrong passwords after a successful login', async () => {
    const target = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    for (let i = 0; i < 4; i++) await login(target.email, 'Nope-nope-123!');
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(target.email, 'Nope-nope-123!')).statusCode).toBe(401);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

/** The session (sid claim) an access token is bound to. */
const sessionOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;

describe('tokens', () => {
  /** A fresh user per session keeps the per-account login throttle out of these tests. */
  async function session() {
    const user = await buildUser(ctx.app.db, { role: 'client_admin', companyId: t.company.id });
    const body = (await login(user.email, TEST_PASSWORD)).json() as { accessToken: string; refreshToken: string };
    return { ...body, user };
  }
  const me = (token: string) =>
    ctx.app.inject({ url: `/api/users/${t.clientAdmin.id}`, headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

  it('rotates the refresh token and the new access token works', async () => {
    const s = await session();
    const r = await refresh(s.refreshToken);
    expect(r.statusCode).toBe(200);
    expect(r.json().refreshToken).not.toBe(s.refreshToken);
    expect((await me(r.json().accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const s = await session();
    const next = (await refresh(s.refreshToken)).json().refreshToken as string;
    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error_key).toBe('errors.tokenInvalid');
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const s = await session();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: s.refreshToken } }))
        .statusCode,
    ).toBe(204);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    const rows = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, s.user.id));
    expect(rows.length).toBe(1);
    expect(rows[0]!.revokedAt).not.toBeNull();
  });

  it.each([
    ['no token', null],
    ['garbage', 'not-a-jwt'],
    ['a refresh token used as access token', 'refresh'],
    ['a tampered token', 'tampered'],
    ['an expired token', 'expired'],
    ['a token signed with another algorithm', 'alg'],
    ['a token signed with another key', 'foreign-key'],
    ['an unsigned token (alg none)', 'none'],
    ['a token bound to no session (no sid)', 'no-sid'],
    ['a token of an unknown session', 'foreign-sid'],
    ['a token without exp', 'no-exp'],
    ['a token without iat', 'no-iat'],
    ['a token issued in the future', 'future-iat'],
    ['a token living longer than an access token', 'long-lived'],
  ])('rejects %s with 401', async (_label, kind) => {
    const s = await session();
    let token: string | null = kind;
    if (kind === 'refresh') token = s.refreshToken;
    if (kind === 'tampered') {
      const [h, p, sig] = s.accessToken.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      token = [h, Buffer.from(JSON.stringify({ ...payload, sub: t.approver.id })).toString('base64url'), sig].join('.');
    }
    if (kind !== null && SIGNED_KINDS.includes(kind)) token = await ownToken(s, kind);
    if (kind === 'none') {
      const [, p] = s.accessToken.split('.');
      token = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    }
    const res = await ctx.app.inject({
      url: `/api/users/${t.clientAdmin.id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_key).toBe('errors.unauthorized');
  });

  it('accepts a token signed the same way with the right claims (the refusals above are not by accident)', async () => {
    const s = await session();
    const res = await ctx.app.inject({
      url: `/api/users/${t.clientAdmin.id}`,
      headers: { authorization: `Bearer ${await ownToken(s, 'valid')}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

const SIGNED_KINDS = [
  'expired',
  'alg',
  'foreign-key',
  'no-sid',
  'foreign-sid',
  'no-exp',
  'no-iat',
  'future-iat',
  'long-lived',
  'valid',
];

/**
 * A token of the session's own user and session, signed with the app's own secret (unless
 * 'foreign-key'), wrong only in what `kind` names ('valid': in nothing).
 */
async function ownToken(s: { accessToken: string; user: { id: string } }, kind: string): Promise<string> {
  const accessToken = s.accessToken;
  const own = new TextEncoder().encode(ctx.app.appConfig.jwtSecret);
  const key = kind === 'foreign-key' ? new TextEncoder().encode('some-other-secret-of-sufficient-length-123') : own;
  const sid = kind === 'no-sid' ? {} : { sid: kind === 'foreign-sid' ? randomUUID() : sessionOf(accessToken) };
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ typ: 'access', ...sid })
    .setProtectedHeader({ alg: kind === 'alg' ? 'HS512' : 'HS256' })
    .setSubject(s.user.id)
    .setIssuer('statera');
  if (kind !== 'no-iat') jwt.setIssuedAt(kind === 'future-iat' ? now + 600 : now);
  if (kind === 'expired') jwt.setExpirationTime(now - 60);
  else if (kind === 'long-lived') jwt.setExpirationTime(now + 30 * 24 * 3600);
  else if (kind !== 'no-exp') jwt.setExpirationTime(kind === 'future-iat' ? now + 900 : '5m');
  return jwt.sign(key);
}
