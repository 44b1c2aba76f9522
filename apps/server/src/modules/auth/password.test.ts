import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { holdingSettings, passwordHistory, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

const ctx = useTestApp();
let t: Tenant;
const weeksAgo = (w: number) => new Date(Date.now() - w * 7 * 86_400_000);
const yearsAgo = (y: number) => new Date(Date.now() - y * 365.25 * 86_400_000);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  await ctx.app.db
    .update(holdingSettings)
    .set({ changePasswordPeriodWeeks: 6 })
    .where(eq(holdingSettings.companyId, t.company.id));
});

const login = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const change = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/password-reset-tokens/${token}/password`, payload });

async function staleUser(companyId: string): Promise<UserRow> {
  const u = await buildUser(ctx.app.db, { role: 'specialist', companyId });
  await ctx.app.db
    .update(users)
    .set({ passwordChangedAt: weeksAgo(7) })
    .where(eq(users.id, u.id));
  return u;
}

describe('forced periodic password change', () => {
  it('lets a user in while the password is younger than the period', async () => {
    expect((await login(t.specialist.email)).json().status).toBe('OK');
  });

  it('asks for a change, with no session, once the period has passed — in a subsidiary too', async () => {
    for (const companyId of [t.company.id, t.subsidiary.id]) {
      const res = (await login((await staleUser(companyId)).email)).json();
      expect(res.status).toBe('CHANGE_PASSWORD_NEEDED');
      expect(res.passwordToken).toMatch(/^[\w-]{40,}$/);
      expect(res.accessToken).toBeUndefined();
      expect(res.refreshToken).toBeUndefined();
    }
  });

  it('enforces the password rules on the change, then lets the user in', async () => {
    const u = await staleUser(t.company.id);
    const used = 'Used-Three-Years-Ago-1!';
    await ctx.app.db
      .insert(passwordHistory)
      .values({ userId: u.id, passwordHash: await hashPassword(used), createdAt: yearsAgo(3) });
    const veryOld = 'Used-Five-Years-Ago-1!';
    await ctx.app.db
      .insert(passwordHistory)
      .values({ userId: u.id, passwordHash: await hashPassword(veryOld), createdAt: yearsAgo(5) });
    const token = (await login(u.email)).json().passwordToken as string;

    const cases: [object, Record<string, string[]>][] = [
      [{ oldPassword: TEST_PASSWORD, password: 'short' }, { password: ['errors.password'] }],
      [{ oldPassword: TEST_PASSWORD, password: 'alllowercase-and-long-1!' }, { password: ['errors.password'] }],
      [
        { oldPassword: TEST_PASSWORD, password: TEST_PASSWORD },
        { password: ['errors.newPasswordMustBeDifferentFromOld'] },
      ],
      [
        { oldPassword: 'Not-The-Old-One-1!', password: 'Brand-New-Secret-9!' },
        { oldPassword: ['errors.wrongPassword'] },
      ],
      [{ oldPassword: TEST_PASSWORD, password: used }, { password: ['errors.passwordUsedRecently'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await change(token, { oldPassword: TEST_PASSWORD, password: veryOld })).statusCode).toBe(204);
    expect((await change(token, { oldPassword: veryOld, password: 'Another-New-One-7!' })).statusCode).toBe(404);
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, veryOld)).json().status).toBe('OK');
  });

  it('answers 404 to an unknown token', async () => {
    const res = await change('x'.repeat(43), { oldPassword: TEST_PASSWORD, password: 'Brand-New-Secret-9!' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_key).toBe('errors.tokenInvalid');
  });
});

describe('password-years-validation', () => {
  it('tells the signed-in user whether a password is free to use', async () => {
    const url = `/api/users/${t.approver.id}/password-years-validation`;
    const check = async (password: string) =>
      (await injectAs(ctx, t.approver, { method: 'POST', url, payload: { password } })).json();
    expect(await check(TEST_PASSWORD)).toEqual({ valid: false });
    expect(await check('Never-Used-Before-3!')).toEqual({ valid: true });
  });

  it("answers 404 for another user's passwords", async () => {
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/users/${t.approver.id}/password-years-validation`,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
  });

  it('checks for the holder of a change token', async () => {
    const u = await staleUser(t.company.id);
    const token = (await login(u.email)).json().passwordToken as string;
    const url = `/api/password-tokens/${token}/password-years-validation`;
    const check = async (password: string, tokenType = 'change') =>
      ctx.app.inject({ method: 'POST', url, payload: { password, tokenType } });
    expect((await check(TEST_PASSWORD)).json()).toEqual({ valid: false });
    expect((await check('Never-Used-Before-3!')).json()).toEqual({ valid: true });
    expect((await check(TEST_PASSWORD, 'recovery')).statusCode).toBe(404);
  });
});
