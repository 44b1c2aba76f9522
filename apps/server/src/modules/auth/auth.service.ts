import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ERROR_KEYS,
  REFRESH_TOKEN_TTL_DAYS,
  type TLogin,
  type TLoginResponse,
  type TRefreshResponse,
} from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { type AccessTokens, randomToken, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { DeviceEntry } from './device-cookie.ts';
import { checkLoginThrottle } from './login-throttle.ts';
import { issuePasswordToken, passwordChangeDue } from './password.service.ts';
import {
  codeCheckError,
  consumeVerificationCode,
  startVerification,
  verificationRequired,
} from './verification-code.service.ts';

const wrongCredentials = () => new AppError(401, ERROR_KEYS.wrongCredentials, 'Wrong email or password.');
const invalidToken = () =>
  new AppError(401, ERROR_KEYS.tokenInvalid, 'The token is not valid, expired or was revoked.');

async function issueRefresh(tx: DbOrTx, userId: string, familyId: string): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return token;
}

/**
 * A new refresh token in the session (refresh-token family) and an access token bound to it: the
 * access token stops working as soon as the family is revoked (plugins/auth.ts).
 */
export async function issueSessionTokens(
  tx: DbOrTx,
  tokens: AccessTokens,
  userId: string,
  familyId: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const refreshToken = await issueRefresh(tx, userId, familyId);
  return { accessToken: await tokens.sign(userId, familyId), refreshToken };
}

export interface LoginContext {
  /** The client's X-Device-Id, for "verify on a new device"; null when it sent none. */
  deviceId: string | null;
  /** The installation's SMS adapter (app.sms), for users who get their code by SMS. */
  sms: SmsProvider;
  /** The client's address (request.ip), the key of the per-client limits. */
  clientIp?: string;
  /** The browser's device-cookie entry for this account (device-cookie.ts), when it holds a valid one. */
  device?: DeviceEntry | null;
  /** Called after a right password: gives the browser a (fresh) device cookie for the account. */
  trustDevice?: () => void;
}

/**
 * Password login: an access JWT and a new refresh-token family — unless the password must be
 * changed first, or the group asks for a verification code (then no session yet; the answer says
 * whether the code went by email or SMS, and to which masked address or number).
 */
export async function login(
  db: Db,
  tokens: AccessTokens,
  input: TLogin,
  context: LoginContext,
): Promise<TLoginResponse> {
  // Counted before the password is verified (and given back when it is right): see login-throttle.ts.
  const throttle = await checkLoginThrottle(db, input.email, context.clientIp ?? 'unknown', context.device ?? null);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || user.status !== 'active') throw wrongCredentials();
  await throttle.succeeded();
  context.trustDevice?.();
  if (await passwordChangeDue(db, user)) {
    // No session until the password is changed: the token only allows that change.
    return {
      status: 'CHANGE_PASSWORD_NEEDED',
      passwordToken: await issuePasswordToken(db, user.id, 'change'),
      userId: user.id,
    };
  }
  if (await verificationRequired(db, user, context.deviceId)) {
    const step = await db.transaction(async (tx) => {
      await tx.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, user.id));
      return startVerification(tx, user, context.deviceId, context.sms);
    });
    return { status: 'VERIFICATION_CODE_NEEDED', ...step };
  }
  return db.transaction((tx) => openSession(tx, tokens, user));
}

/** Completes a login held at VERIFICATION_CODE_NEEDED: a right code opens the session. */
export async function loginWithVerificationCode(
  db: Db,
  tokens: AccessTokens,
  input: { token: string; verificationCode: string },
): Promise<TLoginResponse> {
  const result = await db.transaction(async (tx) => {
    const check = await consumeVerificationCode(tx, input);
    if (!check.ok) return check;
    const [user] = await tx.select().from(users).where(eq(users.id, check.userId));
    const verifiedBy = check.channel === 'sms' ? 'sms_code' : 'email_code';
    return { ok: true as const, response: await openSession(tx, tokens, user!, verifiedBy) };
  });
  if (!result.ok) throw codeCheckError(result.error);
  return result.response;
}

/**
 * Records the login and issues the tokens, inside the caller's transaction. Single sign-on opens
 * its sessions here too (verifiedBy 'sso'), naming the refresh family after its login request so
 * logout can find the provider session.
 */
export async function openSession(
  tx: Tx,
  tokens: AccessTokens,
  user: { id: string; companyId: string | null; lastLoginAt: Date | null },
  verifiedBy?: 'email_code' | 'sms_code' | 'sso',
  familyId: string = randomUUID(),
): Promise<TLoginResponse> {
  const isFirstLogin = user.lastLoginAt === null;
  await tx
    .update(users)
    .set({ lastLoginAt: new Date(), failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, user.id));
  await recordAudit(tx, {
    actorId: user.id,
    action: 'user.login',
    entityType: 'user',
    entityId: user.id,
    companyId: user.companyId,
    after: verifiedBy ? { verifiedBy } : undefined,
  });
  const { accessToken, refreshToken } = await issueSessionTokens(tx, tokens, user.id, familyId);
  return {
    status: 'OK',
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    isFirstLogin,
    userId: user.id,
  };
}

/**
 * Rotates a refresh token. Presenting a token that was already used means it leaked:
 * the whole family is revoked (its access tokens stop working too) and the caller must sign in
 * again.
 */
export async function refresh(db: Db, tokens: AccessTokens, presented: string): Promise<TRefreshResponse> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row || row.revokedAt) return null;
    if (row.usedAt) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
      await recordAudit(tx, {
        actorId: row.userId,
        action: 'auth.refresh_reuse',
        entityType: 'user',
        entityId: row.userId,
      });
      return 'reused' as const;
    }
    if (row.expiresAt < new Date()) return null;
    const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, row.userId));
    if (user?.status !== 'active') return null;
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return issueSessionTokens(tx, tokens, row.userId, row.familyId);
  });
  if (result === null || result === 'reused') throw invalidToken();
  return { ...result, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * Ends the session the refresh token belongs to (its whole family, and with it every access token
 * issued in it) and returns the family id
 * (single sign-on looks up the provider session by it). Unknown tokens are ignored (null).
 */
export async function logout(db: Db, presented: string): Promise<string | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!row) return null;
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    await recordAudit(tx, { actorId: row.userId, action: 'user.logout', entityType: 'user', entityId: row.userId });
  });
  // A token revoked earlier proves no live session: it learns nothing about the provider session.
  return row.revokedAt ? null : row.familyId;
}
