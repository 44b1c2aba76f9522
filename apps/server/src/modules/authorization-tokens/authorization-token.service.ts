import { AUTHORIZATION_TOKEN_TTL_MINUTES, ERROR_KEYS, type TAuthorizationToken } from '@statera/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { allows } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authorizationTokens, users } from '../../db/schema/index.ts';
import { LIMITS } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const wrongPassword = (field = 'password') =>
  new AppError(422, ERROR_KEYS.wrongPassword, 'Wrong password.', { [field]: [ERROR_KEYS.wrongPassword] });

export const authorizationRequired = () =>
  new AppError(
    403,
    ERROR_KEYS.authorizationRequired,
    'Confirm your password first: send a fresh X-Authorization-Token from POST /api/authorization-tokens.',
  );

/**
 * Proof of a fresh password for a sensitive change (spec §6): a random token valid for 5 minutes
 * and one use, stored hashed. A wrong password answers 422 on the password field; the 5th wrong one
 * within 15 minutes starts a 429 (Retry-After) for the rest of the window.
 */
export async function issueAuthorizationToken(db: Db, actor: Actor, password: string): Promise<TAuthorizationToken> {
  // Attempt-limited per user (issue 13 §9): after 5 wrong passwords in 15 minutes even the right
  // one answers 429 until the window ends, so a stolen session cannot guess the password.
  // Counted before the password is verified and given back when it is right, so parallel guesses
  // cannot pass the limit (issue 30 item 1).
  const attempt = await takeAttempts(db, [
    { key: `authorization-password:${actor.id}`, limit: LIMITS.authorizationPassword },
  ]);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!(await verifyPassword(user?.hash ?? null, password))) {
    await recordAudit(db, {
      actorId: actor.id,
      action: 'user.authorization_failed',
      entityType: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
    });
    throw wrongPassword();
  }
  await attempt.refund();
  const token = randomToken();
  const expiresAt = new Date(Date.now() + AUTHORIZATION_TOKEN_TTL_MINUTES * 60_000);
  await db.insert(authorizationTokens).values({ userId: actor.id, tokenHash: sha256(token), expiresAt });
  return { token, expirationDate: expiresAt.toISOString() };
}

/** Whether the actor must present an authorization token: everyone but provider admins. */
export const needsAuthorization = (actor: Actor) => !allows(actor, 'authorizationToken.skipConfirmation');

/**
 * Consumes the actor's authorization token inside the caller's transaction (so a refused change
 * keeps it unused); 403 errors.authorizationRequired when it is missing, expired, used or not theirs.
 * Provider admins need none.
 */
export async function consumeAuthorization(tx: DbOrTx, actor: Actor, token: string | null): Promise<void> {
  if (!needsAuthorization(actor)) return;
  if (!token) throw authorizationRequired();
  const [used] = await tx
    .update(authorizationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authorizationTokens.tokenHash, sha256(token)),
        eq(authorizationTokens.userId, actor.id),
        isNull(authorizationTokens.usedAt),
        gt(authorizationTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: authorizationTokens.id });
  if (!used) throw authorizationRequired();
}
