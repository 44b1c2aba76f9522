import { randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_KEYS, LIMITS, TIME_LIMITS, type TPhoneCodeSent, type TUser } from '@statera/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { phoneVerifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { getUser, visibleUser } from './user.service.ts';

export const PHONE_CODE_TTL_MINUTES = TIME_LIMITS.phoneCodeMinutes;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = TIME_LIMITS.phoneCodeResendSeconds;

const codeHash = (verificationId: string, code: string) => sha256(`phone:${verificationId}:${code}`);

const smsCodeInvalid = () =>
  new AppError(422, ERROR_KEYS.smsCodeInvalid, 'The SMS code is invalid or expired.', {
    smsCode: [ERROR_KEYS.smsCodeInvalid],
  });

async function selfOnly(db: Db, actor: Actor, userId: string) {
  const found = await visibleUser(db, actor, userId);
  authorize(actor, 'user.changePhone', found.user);
  return found.user;
}

/**
 * POST users/{id}/phone-code: texts a 6-digit code to the new number (10 minutes, 5 tries,
 * stored hashed). At most one code per 30 seconds; a new code replaces the previous one. Answers
 * whether the code was texted or only recorded (SMS_PROVIDER); a provider that does not take the
 * text rolls everything back (503 errors.smsUnavailable, or 422 errors.phoneNotTextable on phone).
 */
export async function sendPhoneCode(
  db: Db,
  actor: Actor,
  userId: string,
  phone: string,
  sms: SmsProvider,
): Promise<TPhoneCodeSent> {
  const user = await selfOnly(db, actor, userId);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
      .for('update');
    const wait = last
      ? Math.ceil((last.createdAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000)
      : 0;
    if (wait > 0) {
      throw new AppError(429, ERROR_KEYS.tooManyRequests, 'Please wait before asking for another code.', undefined, {
        'Retry-After': String(wait),
      });
    }
    await tx
      .update(phoneVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)));
    const code = String(randomInt(0, 10 ** LIMITS.smsCodeLength)).padStart(LIMITS.smsCodeLength, '0');
    const id = crypto.randomUUID();
    await tx.insert(phoneVerifications).values({
      id,
      userId,
      phone,
      codeHash: codeHash(id, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
    });
    const receipt = await sms.send(tx, {
      to: phone,
      body: `Your Statera phone verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
      purpose: 'phone_verification',
      userId,
      secret: code,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.phone_code_sent',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      after: { phone, smsDelivery: receipt.delivery },
    });
    return { smsDelivery: receipt.delivery };
  });
}

/** PUT users/{id}/phone: the code texted to `phone` makes it the user's verified number. */
export async function confirmPhone(
  db: Db,
  actor: Actor,
  userId: string,
  input: { phone: string; smsCode: string },
): Promise<TUser> {
  const user = await selfOnly(db, actor, userId);
  const ok = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= new Date() || row.phone !== input.phone) return false;
    const given = Buffer.from(codeHash(row.id, input.smsCode));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      const attempts = row.attempts + 1;
      await tx
        .update(phoneVerifications)
        .set({ attempts, usedAt: attempts >= PHONE_CODE_MAX_ATTEMPTS ? new Date() : null })
        .where(eq(phoneVerifications.id, row.id));
      return false;
    }
    const now = new Date();
    await tx.update(phoneVerifications).set({ usedAt: now }).where(eq(phoneVerifications.id, row.id));
    await tx.update(users).set({ phone: input.phone, phoneVerifiedAt: now }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.phone_changed',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      before: { phone: user.phone },
      after: { phone: input.phone, verified: true },
    });
    return true;
  });
  if (!ok) throw smsCodeInvalid();
  return getUser(db, actor, userId);
}
