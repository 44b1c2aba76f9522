import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { emailKey, LIMITS } from '../../lib/abuse-limits.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { passwordRecoveryEmail } from '../mail/templates/password-recovery.ts';
import {
  assertFreshPassword,
  claimPasswordToken,
  findPasswordToken,
  invalidToken,
  issuePasswordToken,
  setPassword,
} from './password.service.ts';

export const RECOVERY_LINK_MINUTES = 60;

/**
 * Every recovery request takes at least this long, whether a mail is sent or not, so the time of
 * the answer does not tell a known email from an unknown one (issue 13 §10).
 */
export const RECOVERY_ANSWER_FLOOR_MS = 400;

/**
 * Emails a recovery link to an active user. The caller always answers 204 (or the same 429 for
 * the 6th request for an address, or the 21st from a client, within an hour), after the same
 * minimum time, so whether the address belongs to an account is never revealed. A new link
 * replaces any earlier unused one.
 */
export async function requestPasswordRecovery(
  db: Db,
  email: string,
  publicUrl: string,
  clientIp = 'unknown',
): Promise<void> {
  const started = performance.now();
  try {
    await takeAttempts(db, [
      { key: `recovery-address:${emailKey(email)}`, limit: LIMITS.mailPerAddress },
      { key: `recovery-client:${clientIp}`, limit: LIMITS.mailPerClient },
    ]);
    await sendRecoveryLink(db, email, publicUrl);
  } finally {
    await sleep(Math.max(0, RECOVERY_ANSWER_FLOOR_MS - (performance.now() - started)));
  }
}

async function sendRecoveryLink(db: Db, email: string, publicUrl: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  if (user?.status !== 'active') {
    // the mail a known address would get is rendered anyway, so both paths do the same work
    passwordRecoveryEmail({ firstName: '', link: publicUrl, validMinutes: RECOVERY_LINK_MINUTES });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordTokens.userId, user.id), eq(passwordTokens.type, 'recovery'), isNull(passwordTokens.usedAt)),
      );
    const token = await issuePasswordToken(tx, user.id, 'recovery');
    await enqueueEmail(tx, {
      to: user.email,
      content: passwordRecoveryEmail({
        firstName: user.firstName,
        link: `${publicUrl.replace(/\/+$/, '')}/password-recovery/${token}`,
        validMinutes: RECOVERY_LINK_MINUTES,
      }),
      entityType: 'user',
      entityId: user.id,
    });
  });
}

/** The account a live recovery link belongs to, or 404 errors.tokenInvalid. */
export async function recoveryTokenEmail(db: Db, token: string): Promise<{ email: string }> {
  const row = await findPasswordToken(db, token, 'recovery');
  const [user] = await db
    .select({ email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId));
  if (user?.status !== 'active') throw invalidToken();
  return { email: user.email };
}

/**
 * Sets a new password from a recovery link: not used within 4 years, the link works once, and
 * every session of the user is revoked (someone else may have been signed in).
 */
export async function recoverPassword(db: Db, token: string, password: string): Promise<void> {
  const row = await findPasswordToken(db, token, 'recovery');
  const [user] = await db
    .select({ companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId));
  if (user?.status !== 'active') throw invalidToken();
  await assertFreshPassword(db, row.userId, password);
  await db.transaction(async (tx) => {
    await claimPasswordToken(tx, row.id);
    await setPassword(tx, row.userId, password);
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, row.userId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    await recordAudit(tx, {
      actorId: row.userId,
      action: 'user.password_recovered',
      entityType: 'user',
      entityId: row.userId,
      companyId: user.companyId,
      after: { sessionsRevoked: revoked.length },
    });
  });
}
