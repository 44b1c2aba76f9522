import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { attemptCounters } from '../../db/schema/index.ts';

// Login protection (issue 13 §8): throttled by client, account+client and account, never a lock
// that keeps the owner out, and the same answers whether the email exists or not.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const WRONG = 'Nope-nope-123!';
const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/** Status, body and Retry-After of an answer (the parts a caller could compare). */
const shape = async (res: Awaited<ReturnType<typeof login>>) => ({
  status: res.statusCode,
  body: res.json(),
  retryAfter: res.headers['retry-after'],
});

describe('login throttling', () => {
  it('throttles the attacking client with 429 and Retry-After, while the owner still signs in from another client', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(owner.email, WRONG, '10.1.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // the right password from the attacker's client is throttled too (it could be a guess)
    const blocked = await login(owner.email, TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error_key: 'errors.tooManyRequests',
      message: 'Too many attempts. Try again later.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // the owner, elsewhere
    const mine = await login(owner.email, TEST_PASSWORD, '10.1.0.2');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('OK');
  });

  it('backs off: the delay doubles with each failure past the limit', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    for (let i = 0; i < 5; i++) await login(owner.email, WRONG, '10.2.0.1');
    const first = Number((await login(owner.email, WRONG, '10.2.0.1')).headers['retry-after']);
    expect(first).toBeLessThanOrEqual(30);
    // the 30 s pass (moved in the table, as another process would see it), then one more failure
    await ctx.app.db.update(attemptCounters).set({ blockedUntil: new Date(Date.now() - 1000) });
    expect((await login(owner.email, WRONG, '10.2.0.1')).statusCode).toBe(401);
    const second = Number((await login(owner.email, WRONG, '10.2.0.1')).headers['retry-after']);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
  });

  it('answers a known and an unknown email identically, before and after repeated failures', async () => {
    const known = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    const unknown = 'nobody-at-all@example.test';
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i++) {
      for (const [label, email, ip] of [
        ['known', known.email, '10.3.0.1'],
        ['unknown', unknown, '10.3.0.2'],
      ] as const) {
        const started = performance.now();
        const res = await login(email, WRONG, ip);
        times[label].push(performance.now() - started);
        const s = await shape(res);
        answers[label].push({ ...s, retryAfter: s.retryAfter === undefined ? undefined : 'set' });
      }
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.map((a) => (a as { status: number }).status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Both paths verify a hash and count the failure: roughly the same time. Medians, so a one-off
    // cost (the first unknown email prepares the dummy hash once) or a busy moment does not decide it.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('limits the different accounts one client may try within an hour', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await login(`probe-${i}@example.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const eleventh = await login('probe-10@example.test', WRONG, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error_key).toBe('errors.tooManyRequests');
    // an account it already tried is still answered (its own limit applies)
    expect((await login('probe-0@example.test', WRONG, ip)).statusCode).toBe(401);
    // and another client is not affected
    expect((await login('probe-10@example.test', WRONG, '10.4.0.2')).statusCode).toBe(401);
  });

  it('clears the failures of a client after its right password', async () => {
    const owner = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
    for (let i = 0; i < 4; i++) await login(owner.email, WRONG, '10.5.0.1');
    expect((await login(owner.email, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(owner.email, WRONG, '10.5.0.1')).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });

  it('keeps the state in PostgreSQL, with no email in clear', async () => {
    const rows = await ctx.app.db.select().from(attemptCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes('@'))).toBe(false);
  });
});
