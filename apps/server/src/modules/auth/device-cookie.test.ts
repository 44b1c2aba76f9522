import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { DEVICE_COOKIE, DeviceCookies } from './device-cookie.ts';
import { checkLoginThrottle } from './login-throttle.ts';

// Issue 30 item 2: strangers' failures never lock the owner out. A browser that signed in with the
// right password holds a signed device cookie (OWASP); with it, only its own failures count.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const WRONG = 'Nope-nope-123!';
const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
};

describe('device cookie', () => {
  it('a right password sets an HttpOnly, SameSite=Strict cookie only sent to the sign-in call', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const res = await login(owner.email, TEST_PASSWORD, '10.40.0.1');
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_.~-]+; `));
    expect(header).toContain('Path=/api/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).not.toContain(owner.email);
    // a wrong password sets none
    expect((await login(owner.email, WRONG, '10.40.0.1')).headers['set-cookie']).toBeUndefined();
  });

  it('12 addresses × 5 wrong passwords refuse a fresh address, but not the owner’s browser', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const cookie = deviceCookieOf(await login(owner.email, TEST_PASSWORD, '10.41.0.1'));
    // 11 addresses × 5 failures counted as the route counts them (without 55 argon2 checks: fast on
    // a loaded machine), then the 12th address's 5 over HTTP: 60 failures, past the cap of 50
    for (let a = 1; a <= 11; a++) {
      // past the cap, an attempt is refused (429) as over HTTP
      for (let i = 0; i < 5; i++) await checkLoginThrottle(ctx.app.db, owner.email, `10.41.1.${a}`).catch(() => null);
    }
    await Promise.all(Array.from({ length: 5 }, () => login(owner.email, WRONG, '10.41.1.12')));
    // the account-wide cap is reached: a client without the cookie is refused
    const stranger = await login(owner.email, TEST_PASSWORD, '10.41.2.1');
    expect(stranger.statusCode).toBe(429);
    // the owner's browser, from yet another address (a train's wifi), signs in at once
    const mine = await login(owner.email, TEST_PASSWORD, '10.41.2.2', cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('OK');
  });

  it('a device cookie meets its own limit: 5 wrong passwords, then 429 for that browser', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const cookie = deviceCookieOf(await login(owner.email, TEST_PASSWORD, '10.42.0.1'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(owner.email, WRONG, '10.42.0.1', cookie)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(owner.email, TEST_PASSWORD, '10.42.0.1', cookie)).statusCode).toBe(429);
    // the same address without the cookie was never counted: it is a separate client
    expect((await login(owner.email, TEST_PASSWORD, '10.42.0.1')).statusCode).toBe(200);
  });

  it('a forged cookie, or one issued for another account, counts for nothing', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const other = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const othersCookie = deviceCookieOf(await login(other.email, TEST_PASSWORD, '10.43.0.1'));
    const forged = `${DEVICE_COOKIE}=${new DeviceCookies('not-the-secret').issue([], owner.email)}`;
    for (let i = 0; i < 5; i++) await login(owner.email, WRONG, '10.43.0.2');
    // the pair (owner, 10.43.0.2) is throttled; neither cookie lifts that
    expect((await login(owner.email, TEST_PASSWORD, '10.43.0.2', othersCookie)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '10.43.0.2', forged)).statusCode).toBe(429);
  });

  it('keeps the entries of the other accounts of a shared browser', async () => {
    const a = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const b = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const first = deviceCookieOf(await login(a.email, TEST_PASSWORD, '10.44.0.1'));
    const both = deviceCookieOf(await login(b.email, TEST_PASSWORD, '10.44.0.1', first));
    const cookies = new DeviceCookies('x');
    expect(cookies.parse(both)).toHaveLength(2);
    for (let i = 0; i < 5; i++) await login(a.email, WRONG, '10.44.0.2');
    expect((await login(a.email, TEST_PASSWORD, '10.44.0.2', both)).statusCode).toBe(200);
  });
});
