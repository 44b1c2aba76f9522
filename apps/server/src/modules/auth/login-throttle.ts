import type { Db } from '../../db/client.ts';
import { emailKey, LIMITS } from '../../lib/abuse-limits.ts';
import { clearAttempts, type TakenAttempts, takeAttempts } from '../../lib/attempt-limiter.ts';
import { type DeviceEntry, deviceKey } from './device-cookie.ts';

export interface LoginThrottle {
  /** The password was right: its provisional counts are given back, the client's failures for the account cleared. */
  succeeded(): Promise<void>;
}

/**
 * The sign-in throttle (issue 13 §8, issue 30 items 1–2). Every attempt is counted BEFORE the
 * password is verified, each key in one statement that also decides it, so of N parallel guesses at
 * most the limit reach argon2; a right password gives its provisional counts back.
 *
 * - A browser with a device cookie for this account (`device`, see device-cookie.ts) is counted by
 *   its cookie alone (5 failures, then backoff): what strangers do elsewhere never refuses it.
 * - Any other client is counted per account+client (backoff from the 5th), per client, and per
 *   account from anywhere (a looser cap); its first try of an account within the hour also counts
 *   against the accounts one client may try (LIMITS.loginAccountsPerClient).
 *
 * Keys hold the email as typed (hashed), so known and unknown emails are throttled alike.
 */
export async function checkLoginThrottle(
  db: Db,
  email: string,
  clientIp: string,
  device: DeviceEntry | null = null,
  now = new Date(),
): Promise<LoginThrottle> {
  if (device) {
    const key = deviceKey(device);
    await takeAttempts(db, [{ key, limit: LIMITS.loginDevice }], now);
    return { succeeded: () => clearAttempts(db, key) };
  }
  const account = emailKey(email);
  const accountClient = `login:account-client:${account}:${clientIp}`;
  const pair = await takeAttempts(db, [{ key: accountClient, limit: LIMITS.loginAccountClient }], now);
  let tried: TakenAttempts | null = null;
  let shared: TakenAttempts;
  try {
    if (pair.counts[0] === 1) {
      // the client's first try of this account within the window
      const accounts = { key: `login:client-accounts:${clientIp}`, limit: LIMITS.loginAccountsPerClient };
      tried = await takeAttempts(db, [accounts], now);
    }
    shared = await takeAttempts(
      db,
      [
        { key: `login:client:${clientIp}`, limit: LIMITS.loginClient },
        { key: `login:account:${account}`, limit: LIMITS.loginAccount },
      ],
      now,
    );
  } catch (error) {
    // Refused: this attempt counts nowhere (a counted account-client pair would be a tried account).
    await tried?.refund();
    await pair.refund();
    throw error;
  }
  return {
    succeeded: async () => {
      await clearAttempts(db, accountClient);
      await shared.refund();
      // an account signed in to is not one the client guessed at
      await tried?.refund();
    },
  };
}
