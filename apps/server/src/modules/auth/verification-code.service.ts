import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROR_KEYS,
  LIMITS,
  TIME_LIMITS,
  type TVerificationChannel,
  type TVerificationDelivery,
  VERIFICATION_ERROR_KEYS,
} from '@statera/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { companies, holdingSettings, loginVerifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { SmsRecipientRefusedError, SmsUnavailableError } from '../sms/sms-errors.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { type CodeRecipient, type CodeSender, type CodeSent, emailCodeSender } from './code-sender.ts';
import { smsCodeSender } from './sms-code-sender.ts';

export const CODE_TTL_MINUTES = TIME_LIMITS.verificationCodeMinutes;
/** The whole verification step (all codes of one login) must finish within this time. */
export const VERIFICATION_TOKEN_TTL_MINUTES = TIME_LIMITS.verificationStepMinutes;
export const MAX_CODE_ATTEMPTS = 5;
/** Resend: at most one code per 30 s per login, and 5 codes in all. */
export const RESEND_INTERVAL_SECONDS = TIME_LIMITS.verificationResendSeconds;
export const MAX_CODES_PER_LOGIN = 5;

const PERIOD_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 30 };

const newCode = () => String(randomInt(0, 10 ** LIMITS.smsCodeLength)).padStart(LIMITS.smsCodeLength, '0');
const codeHash = (token: string, code: string) => sha256(`${token}:${code}`);
export const deviceHash = (deviceId: string | null) => (deviceId ? sha256(`device:${deviceId}`) : null);

export const invalidVerificationToken = () =>
  new AppError(401, ERROR_KEYS.tokenInvalid, 'The sign-in step expired or is not valid. Please sign in again.');

/**
 * Whether this login needs a verification code, by the group's settings (holding of the user's client):
 * `mailVerificationPeriod` daily/weekly/monthly — that long since the user's last verified login;
 * `new_device` or `mailVerificationNewDevice` — the X-Device-Id was never verified by this user.
 */
export async function verificationRequired(
  db: DbOrTx,
  user: {
    id: string;
    companyId: string | null;
    mailVerificationPeriod?: string | null;
    mailVerificationNewDevice?: boolean | null;
  },
  deviceId: string | null,
  now = new Date(),
): Promise<boolean> {
  const group = await groupVerificationSettings(db, user.companyId);
  // The user's own choice (null: the group's) can only add checks, never lift the group's.
  const own = user.mailVerificationPeriod;
  const s = {
    period: strictestPeriod(group?.period, own),
    newDevice:
      !!group?.newDevice || !!user.mailVerificationNewDevice || group?.period === 'new_device' || own === 'new_device',
  };
  const days = PERIOD_DAYS[s.period];
  if (days) {
    const [last] = await db
      .select({ at: loginVerifications.verifiedAt })
      .from(loginVerifications)
      .where(and(eq(loginVerifications.userId, user.id), isNotNull(loginVerifications.verifiedAt)))
      .orderBy(desc(loginVerifications.verifiedAt))
      .limit(1);
    if (!last?.at || last.at.getTime() + days * 86_400_000 <= now.getTime()) return true;
  }
  if (s.newDevice || s.period === 'new_device') {
    const hash = deviceHash(deviceId);
    if (!hash) return true;
    const [known] = await db
      .select({ id: loginVerifications.id })
      .from(loginVerifications)
      .where(
        and(
          eq(loginVerifications.userId, user.id),
          eq(loginVerifications.deviceHash, hash),
          isNotNull(loginVerifications.verifiedAt),
        ),
      )
      .limit(1);
    if (!known) return true;
  }
  return false;
}

async function groupVerificationSettings(db: DbOrTx, companyId: string | null) {
  if (!companyId) return null;
  const [c] = await db.select({ parentId: companies.parentId }).from(companies).where(eq(companies.id, companyId));
  const [s] = await db
    .select({ period: holdingSettings.mailVerificationPeriod, newDevice: holdingSettings.mailVerificationNewDevice })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, c?.parentId ?? companyId));
  return s ?? null;
}

/** Of two settings, the period that asks for a code more often ('off' when neither has one). */
function strictestPeriod(a: string | null | undefined, b: string | null | undefined): string {
  const days = (p: string | null | undefined) => (p && PERIOD_DAYS[p]) || Number.POSITIVE_INFINITY;
  const pick = days(b) < days(a) ? b : a;
  return pick && PERIOD_DAYS[pick] ? pick : 'off';
}

/** SMS when the user has a verified phone (they chose to receive codes there), else email. */
export async function codeSenderFor(db: DbOrTx, userId: string, sms: SmsProvider): Promise<CodeSender> {
  const [u] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return u?.phone && u.verifiedAt ? smsCodeSender(sms) : emailCodeSender;
}

/**
 * Opens a verification step and sends the first code; returns the token the client keeps and where
 * the code went (channel and masked destination, for the code step's text). When the SMS provider
 * does not take the text (unavailable, or refusing the number), the code goes by email instead
 * (`smsFallback`) and the step stays on email for its resends: a provider's outage must not lock
 * everyone with a phone out, and email is the channel every user has (docs/decisions/sms-provider.md).
 */
export async function startVerification(
  tx: DbOrTx,
  user: CodeRecipient,
  deviceId: string | null,
  sms: SmsProvider,
): Promise<{ token: string } & TVerificationDelivery> {
  let sender = await codeSenderFor(tx, user.id, sms);
  const token = randomToken();
  const code = newCode();
  const now = Date.now();
  let sent: CodeSent;
  let smsFallback = false;
  try {
    sent = await sender.send(tx, user, code, CODE_TTL_MINUTES);
  } catch (err) {
    // A failed text writes nothing (the provider adapters record only what they sent).
    if (sender.channel !== 'sms' || !(err instanceof SmsUnavailableError || err instanceof SmsRecipientRefusedError))
      throw err;
    sender = emailCodeSender;
    sent = await sender.send(tx, user, code, CODE_TTL_MINUTES);
    smsFallback = true;
  }
  await tx.insert(loginVerifications).values({
    userId: user.id,
    tokenHash: sha256(token),
    codeHash: codeHash(token, code),
    codeExpiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
    deviceHash: deviceHash(deviceId),
    channel: sender.channel,
    expiresAt: new Date(now + VERIFICATION_TOKEN_TTL_MINUTES * 60_000),
  });
  return { token, ...delivery(sender, sent), ...(smsFallback ? { smsFallback: true } : {}) };
}

/** The answer's account of where a code went (with, for SMS, whether it was texted or recorded). */
function delivery(sender: CodeSender, sent: CodeSent): TVerificationDelivery {
  return {
    verificationChannel: sender.channel,
    verificationDestination: sent.destination,
    ...(sent.smsDelivery ? { smsDelivery: sent.smsDelivery } : {}),
  };
}

export type CodeCheck =
  | { ok: true; userId: string; channel: TVerificationChannel }
  | { ok: false; error: 'tokenInvalid' | 'codeIncorrect' | 'codeExpired' };

/**
 * Checks a code inside the caller's transaction (the row is locked). A wrong code counts an
 * attempt; the 5th wrong one kills the token. A right code marks the step verified (single use).
 */
export async function consumeVerificationCode(
  tx: Tx,
  input: { token: string; verificationCode: string },
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(loginVerifications)
    .where(eq(loginVerifications.tokenHash, sha256(input.token)))
    .for('update');
  const now = new Date();
  if (!row || row.verifiedAt || row.revokedAt || row.expiresAt <= now) return { ok: false, error: 'tokenInvalid' };
  const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, row.userId));
  if (user?.status !== 'active') return { ok: false, error: 'tokenInvalid' };
  const given = Buffer.from(codeHash(input.token, input.verificationCode));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    const attempts = row.attempts + 1;
    await tx
      .update(loginVerifications)
      .set({ attempts, revokedAt: attempts >= MAX_CODE_ATTEMPTS ? now : null })
      .where(eq(loginVerifications.id, row.id));
    return { ok: false, error: 'codeIncorrect' };
  }
  if (row.codeExpiresAt <= now) return { ok: false, error: 'codeExpired' };
  await tx.update(loginVerifications).set({ verifiedAt: now }).where(eq(loginVerifications.id, row.id));
  return { ok: true, userId: row.userId, channel: row.channel };
}

export function codeCheckError(error: Exclude<CodeCheck, { ok: true }>['error']): AppError {
  if (error === 'tokenInvalid') return invalidVerificationToken();
  if (error === 'codeExpired') {
    return new AppError(400, ERROR_KEYS.validation, 'The verification code has expired. Ask for a new one.', {
      verificationCode: [VERIFICATION_ERROR_KEYS.codeExpired],
    });
  }
  return new AppError(400, ERROR_KEYS.validation, 'The verification code is incorrect.', {
    verificationCode: [VERIFICATION_ERROR_KEYS.codeIncorrect],
  });
}

/**
 * Sends a new code for a live verification step; the previous code stops working. Throttled per
 * step (one code per 30 s, 5 in all) in the database, so it holds across server processes.
 * Answers where the code went, like the login answer.
 */
export async function resendVerificationCode(db: Db, token: string, sms: SmsProvider): Promise<TVerificationDelivery> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginVerifications)
      .where(eq(loginVerifications.tokenHash, sha256(token)))
      .for('update');
    const now = new Date();
    if (!row || row.verifiedAt || row.revokedAt || row.expiresAt <= now) return { error: 'tokenInvalid' as const };
    const wait = Math.ceil((row.lastSentAt.getTime() + RESEND_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000);
    if (row.codesSent >= MAX_CODES_PER_LOGIN) return { error: 'tooMany' as const, retryAfter: null };
    if (wait > 0) return { error: 'tooMany' as const, retryAfter: wait };
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
      .from(users)
      .where(eq(users.id, row.userId));
    if (user?.status !== 'active') return { error: 'tokenInvalid' as const };
    const code = newCode();
    await tx
      .update(loginVerifications)
      .set({
        codeHash: codeHash(token, code),
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        codesSent: sql`${loginVerifications.codesSent} + 1`,
        lastSentAt: now,
      })
      .where(eq(loginVerifications.id, row.id));
    // The same channel as the step's first code.
    const sender = row.channel === 'sms' ? smsCodeSender(sms) : emailCodeSender;
    const sent = await sender.send(tx, user, code, CODE_TTL_MINUTES);
    return { error: null, delivery: delivery(sender, sent) };
  });
  if (outcome.error === 'tokenInvalid') throw invalidVerificationToken();
  if (outcome.error === 'tooMany') {
    const headers = outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : undefined;
    const message = outcome.retryAfter
      ? 'Please wait a moment before asking for another code.'
      : 'Too many codes were sent for this sign-in. Please sign in again.';
    throw new AppError(429, ERROR_KEYS.tooManyRequests, message, undefined, headers);
  }
  return outcome.delivery;
}
