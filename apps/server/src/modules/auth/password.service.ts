import { DAY_MS, ERROR_KEYS, MINUTE_MS, TIME_LIMITS, type TPasswordYearsValidationResult } from '@statera/shared';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { companies, holdingSettings, passwordHistory, passwordTokens, users } from '../../db/schema/index.ts';
import { LIMITS } from '../../lib/abuse-limits.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const PASSWORD_HISTORY_YEARS = 4;
const TOKEN_TTL_MS = {
  change: TIME_LIMITS.passwordChangeLinkMinutes * MINUTE_MS,
  recovery: TIME_LIMITS.recoveryLinkMinutes * MINUTE_MS,
  registration: TIME_LIMITS.invitationLinkDays * DAY_MS,
} as const;
type TokenType = keyof typeof TOKEN_TTL_MS;

export const invalidToken = () => new AppError(404, ERROR_KEYS.tokenInvalid, 'The link is not valid or has expired.');

/**
 * True when `password` is the current one or was replaced within the last 4 years. Every hash is
 * verified (no early return), so the time taken does not tell the current password from an old one.
 */
export async function usedRecently(db: DbOrTx, userId: string, password: string): Promise<boolean> {
  const since = new Date();
  since.setFullYear(since.getFullYear() - PASSWORD_HISTORY_YEARS);
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const old = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), gte(passwordHistory.createdAt, since)));
  let used = false;
  for (const h of [current?.hash ?? null, ...old.map((o) => o.hash)]) {
    if (h && (await verifyPassword(h, password))) used = true;
  }
  return used;
}

/** Replaces the password, keeping the old hash in the history with the time it stopped being used. */
export async function setPassword(tx: Tx, userId: string, password: string): Promise<void> {
  const [current] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (current?.hash) await tx.insert(passwordHistory).values({ userId, passwordHash: current.hash });
  await tx
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      failedLoginCount: 0,
      lockedUntil: null,
      passwordChangeRequired: false,
    })
    .where(eq(users.id, userId));
}

/** 400 on the password field when it is current or was used within the last 4 years. */
export async function assertFreshPassword(db: DbOrTx, userId: string, password: string): Promise<void> {
  if (await usedRecently(db, userId, password)) {
    throw new AppError(400, ERROR_KEYS.validation, 'This password was used in the last 4 years.', {
      password: ['errors.passwordUsedRecently'],
    });
  }
}

/** Marks a token used; 404 when another request used it first (tokens are single use). */
export async function claimPasswordToken(tx: Tx, tokenId: string): Promise<void> {
  const [claimed] = await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.id, tokenId), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  if (!claimed) throw invalidToken();
}

export async function issuePasswordToken(db: DbOrTx, userId: string, type: TokenType): Promise<string> {
  const token = randomToken();
  await db
    .insert(passwordTokens)
    .values({ userId, type, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_TTL_MS[type]) });
  return token;
}

/** A live (unused, unexpired) token of the given type, or 404. */
export async function findPasswordToken(db: DbOrTx, token: string, type: TokenType) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.tokenHash, sha256(token)), eq(passwordTokens.type, type), isNull(passwordTokens.usedAt)),
    );
  if (!row || row.expiresAt < new Date()) throw invalidToken();
  return row;
}

/**
 * Each validation compares a guess with the current password, so they are attempt-limited per user
 * (issue 13 §9): 20 in 15 minutes, then 429 with Retry-After until the window ends.
 */
async function countYearsValidation(db: DbOrTx, userId: string): Promise<void> {
  await takeAttempts(db, [{ key: `years-validation:${userId}`, limit: LIMITS.yearsValidation }]);
}

/** POST password-tokens/{token}/password-years-validation: may the token's holder choose this password? */
export async function validatePasswordForToken(
  db: DbOrTx,
  token: string,
  type: TokenType,
  password: string,
): Promise<TPasswordYearsValidationResult> {
  const row = await findPasswordToken(db, token, type);
  await countYearsValidation(db, row.userId);
  return { valid: !(await usedRecently(db, row.userId, password)) };
}

/**
 * POST users/{userId}/password-years-validation: may the signed-in user choose this password?
 * Only for themselves: another user's id answers 404, like a missing one.
 */
export async function validateOwnPassword(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  password: string,
): Promise<TPasswordYearsValidationResult> {
  if (actor.id !== userId) throw notFound('User');
  await countYearsValidation(db, userId);
  return { valid: !(await usedRecently(db, userId, password)) };
}

/** Whether the group's periodic-change setting (6, 13, 26 or 52 weeks) says the password is due. */
export async function passwordChangeDue(
  db: DbOrTx,
  user: { companyId: string | null; passwordChangedAt: Date; passwordChangeRequired?: boolean },
): Promise<boolean> {
  if (user.passwordChangeRequired) return true;
  if (!user.companyId) return false;
  const [c] = await db.select({ parentId: companies.parentId }).from(companies).where(eq(companies.id, user.companyId));
  const rootId = c?.parentId ?? user.companyId;
  const [s] = await db
    .select({ weeks: holdingSettings.changePasswordPeriodWeeks })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, rootId));
  if (!s?.weeks) return false;
  return user.passwordChangedAt.getTime() + s.weeks * 7 * 86_400_000 < Date.now();
}

/**
 * Completes a forced password change: the old password must match, the new one must follow the
 * rules and not have been used within 4 years. The token is single use.
 */
export async function changePasswordWithToken(
  db: Db,
  token: string,
  input: { oldPassword: string; password: string },
): Promise<void> {
  const row = await findPasswordToken(db, token, 'change');
  const [user] = await db
    .select({ hash: users.passwordHash, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!(await verifyPassword(user?.hash ?? null, input.oldPassword))) {
    throw new AppError(400, ERROR_KEYS.validation, 'Wrong password.', { oldPassword: ['errors.wrongPassword'] });
  }
  await assertFreshPassword(db, row.userId, input.password);
  await db.transaction(async (tx) => {
    await claimPasswordToken(tx, row.id);
    await setPassword(tx, row.userId, input.password);
    await recordAudit(tx, {
      actorId: row.userId,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: row.userId,
      companyId: user?.companyId,
    });
  });
}
