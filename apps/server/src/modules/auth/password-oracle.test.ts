import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { passwordHistory } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { issuePasswordToken } from './password.service.ts';

// No password oracle behind a session (issue 13 §9): password checks are attempt-limited per user,
// and a guess equal to the current password is answered like one of the last 4 years.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const newUser = () => buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
const issue = (user: { id: string }, password: string) =>
  injectAs(ctx, user, { method: 'POST', url: '/api/authorization-tokens', payload: { password } });

describe('POST /api/authorization-tokens is attempt-limited per user', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, even to the right one; other users are not affected', async () => {
    const user = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await issue(user, `Wrong-guess-${i}!`)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await issue(user, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error_key).toBe('errors.tooManyRequests');
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await issue(await newUser(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count right passwords', async () => {
    const user = await newUser();
    for (let i = 0; i < 8; i++) expect((await issue(user, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password-years-validation is attempt-limited and does not single out the current password', () => {
  it('answers the current password and one of the last 4 years alike', async () => {
    const user = await newUser();
    const old = 'Used-Last-Year-77!';
    await ctx.app.db.insert(passwordHistory).values({ userId: user.id, passwordHash: await hashPassword(old) });
    const url = `/api/users/${user.id}/password-years-validation`;
    const check = (password: string) => injectAs(ctx, user, { method: 'POST', url, payload: { password } });
    const current = await check(TEST_PASSWORD);
    const previous = await check(old);
    expect([current.statusCode, current.json()]).toEqual([previous.statusCode, previous.json()]);
    expect(current.json()).toEqual({ valid: false });
  });

  it('answers 429 to the signed-in user after 20 checks in 15 minutes', async () => {
    const user = await newUser();
    const url = `/api/users/${user.id}/password-years-validation`;
    const check = (password: string) => injectAs(ctx, user, { method: 'POST', url, payload: { password } });
    for (let i = 0; i < 20; i++) expect((await check(`Guess-number-${i}!`)).statusCode).toBe(200);
    const refused = await check(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another user still checks
    const other = await newUser();
    const res = await injectAs(ctx, other, {
      method: 'POST',
      url: `/api/users/${other.id}/password-years-validation`,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 to the holder of a password token after 20 checks, counted per user', async () => {
    const user = await newUser();
    const token = await issuePasswordToken(ctx.app.db, user.id, 'recovery');
    const check = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/password-tokens/${token}/password-years-validation`,
        payload: { password, tokenType: 'recovery' },
      });
    for (let i = 0; i < 20; i++) expect((await check(`Guess-number-${i}!`)).statusCode).toBe(200);
    expect((await check(TEST_PASSWORD)).statusCode).toBe(429);
    // a second link for the same user does not start a new count
    const second = await issuePasswordToken(ctx.app.db, user.id, 'change');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/password-tokens/${second}/password-years-validation`,
      payload: { password: TEST_PASSWORD, tokenType: 'change' },
    });
    expect(res.statusCode).toBe(429);
  });
});
