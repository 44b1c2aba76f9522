import type { Db } from '../../db/client.ts';
import { emailKey, LIMITS, LOGIN_ACCOUNTS_PER_CLIENT } from '../../lib/abuse-limits.ts';
import {
  assertNotThrottled,
  clearAttempts,
  countAttempt,
  countInGroup,
  hasAttempts,
  tooManyAttempts,
} from '../../lib/attempt-limiter.ts';

/**
 * The sign-in throttle (issue 13 §8). Everything is keyed by the email as typed (hashed), never by
 * whether an account exists, so a known and an unknown email are throttled and answered alike.
 * Failures count per account+client (backoff from the 5th), per account from anywhere (a looser
 * cap, so an attacker elsewhere does not lock the owner out) and per client; a client that got
 * more than LOGIN_ACCOUNTS_PER_CLIENT accounts wrong within an hour may try no new ones.
 * A right password from a client clears that client's failures for the account.
 */
export async function checkLoginThrottle(db: Db, email: string, clientIp: string) {
  const account = emailKey(email);
  const keys = {
    accountClient: `login:account-client:${account}:${clientIp}`,
    account: `login:account:${account}`,
    client: `login:client:${clientIp}`,
  };
  const clientAccounts = `login:client-accounts:${clientIp}`;
  const now = new Date();
  await assertNotThrottled(db, Object.values(keys), now);
  const window = LIMITS.loginAccountClient.windowMs;
  if (
    (await countInGroup(db, clientAccounts, window, now)) >= LOGIN_ACCOUNTS_PER_CLIENT &&
    !(await hasAttempts(db, keys.accountClient, window, now))
  ) {
    throw tooManyAttempts(window / 1000);
  }
  return {
    /** Counts a wrong password (or an unknown or inactive account) under every key. */
    failed: async () => {
      await countAttempt(db, keys.accountClient, LIMITS.loginAccountClient, { groupKey: clientAccounts });
      await countAttempt(db, keys.account, LIMITS.loginAccount);
      await countAttempt(db, keys.client, LIMITS.loginClient);
    },
    succeeded: () => clearAttempts(db, keys.accountClient),
  };
}
