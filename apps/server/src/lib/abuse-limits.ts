import { ABUSE_LIMITS, DAY_MS, HOUR_MS, MINUTE_MS } from '@statera/shared';
import type { AttemptLimit } from './attempt-limiter.ts';
import { sha256 } from './tokens.ts';

/**
 * The attempt limits of sign-in, password checks and account mails (issue 13 §8–10,
 * docs/decisions/login-protection.md). Counted in PostgreSQL by lib/attempt-limiter.ts.
 */
export const LIMITS = {
  /** Wrong passwords for one account from one client: backoff from the 5th (30 s, 1 min, 2 min … 15 min). */
  loginAccountClient: { max: 5, windowMs: HOUR_MS, backoff: { baseMs: 30_000, capMs: 15 * MINUTE_MS } },
  /** Wrong passwords for one account from anywhere: a looser cap, so one client cannot lock the owner out. */
  loginAccount: { max: 50, windowMs: HOUR_MS, backoff: { baseMs: MINUTE_MS, capMs: 15 * MINUTE_MS } },
  /** Wrong passwords from one client, whatever the account. */
  loginClient: { max: 30, windowMs: HOUR_MS, backoff: { baseMs: MINUTE_MS, capMs: HOUR_MS } },
  /** Different accounts one client may get wrong within an hour; then new ones are refused for the hour. */
  loginAccountsPerClient: { max: 10, windowMs: HOUR_MS },
  /**
   * Wrong passwords from a browser holding a device cookie for the account (OWASP's device
   * cookies): the only limit such a browser meets, so strangers' failures never refuse the owner.
   */
  loginDevice: { max: 5, windowMs: HOUR_MS, backoff: { baseMs: 30_000, capMs: 15 * MINUTE_MS } },
  /** Wrong passwords for an authorization token, per user. */
  authorizationPassword: { max: 5, windowMs: 15 * MINUTE_MS },
  /** Password-years validations (each one compares with the current password), per user. */
  yearsValidation: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Recovery mails and invitation resends per address, and per client. */
  mailPerAddress: { max: 5, windowMs: HOUR_MS },
  mailPerClient: { max: 20, windowMs: HOUR_MS },
  /** Statement (SDS) sendings to one address for one engagement, and to one address at all (issue 30 item 4). */
  statementPerRecipient: { max: ABUSE_LIMITS.statementSendsPerRecipient, windowMs: DAY_MS },
  statementPerAddress: { max: ABUSE_LIMITS.statementSendsPerAddress, windowMs: DAY_MS },
  /** Wrong appeal link keys or attachment tokens from one client (docs/decisions/appeal-contractor-link.md). */
  appealKeyClient: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Wrong worker-account link keys from one client (docs/decisions/worker-account.md). */
  workerKeyClient: { max: 10, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, AttemptLimit>;

/** An email as a key part: normalised and hashed, so the table holds no address. */
export const emailKey = (email: string) => sha256(email.trim().toLowerCase());
