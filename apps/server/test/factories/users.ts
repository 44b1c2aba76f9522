import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { holdingSettings, onboardingSteps, users } from '../../src/db/schema/index.ts';
import { injectAs } from '../helpers/inject.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { TEST_PASSWORD } from './tenant.ts';

/** A one-time authorization token of the user (POST /api/authorization-tokens with the test password). */
export async function authorizationToken(ctx: TestContext, user: { id: string }): Promise<string> {
  const res = await injectAs(ctx, user, {
    method: 'POST',
    url: '/api/authorization-tokens',
    payload: { password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`authorization token: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Headers carrying a fresh authorization token of the user. */
export async function authorized(ctx: TestContext, user: { id: string }): Promise<Record<string, string>> {
  return { 'x-authorization-token': await authorizationToken(ctx, user) };
}

/** Signs in with the password; returns the session's tokens. */
export async function signIn(ctx: TestContext, user: { email: string }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.json().status !== 'OK') throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string };
}

export async function withVerifiedPhone(db: Db, userId: string, phone = '+447700900123'): Promise<void> {
  await db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
}

export async function blockPermissions(db: Db, rootCompanyId: string, blocked: string[]): Promise<void> {
  await db
    .update(holdingSettings)
    .set({ blockedPermissions: blocked })
    .where(eq(holdingSettings.companyId, rootCompanyId));
}

export async function addOnboardingStep(db: Db, userId: string, step: string, completed = false): Promise<void> {
  await db.insert(onboardingSteps).values({ userId, step, completedAt: completed ? new Date() : null });
}
