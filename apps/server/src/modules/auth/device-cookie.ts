import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailKey } from '../../lib/abuse-limits.ts';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * where someone signed in with the right password gets a signed cookie naming that account (by a
 * hash of the email, never the address). Its next sign-ins for that account are throttled by the
 * cookie's own failures, not by the per-client and per-account limits strangers fill, so throttling
 * an attack never locks the owner out (docs/decisions/login-protection.md).
 */
export const DEVICE_COOKIE = 'statera_device';
/** How long a browser stays trusted after its last right password. */
export const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser may hold a device entry for (a shared computer); the oldest goes first. */
const ENTRIES_MAX = 5;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceEntry {
  nonce: string;
  /** Signature over the nonce and the account's email hash. */
  mac: string;
}

/** Signs device entries with a key derived from the app secret (a cookie is useless elsewhere). */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('statera device cookie v1').digest();
  }

  private mac(nonce: string, email: string): string {
    return createHmac('sha256', this.key)
      .update(`${nonce}.${emailKey(email)}`)
      .digest('base64url');
  }

  /** The entries of a Cookie header's device cookie, as sent (not yet checked). */
  parse(cookieHeader: string | undefined): DeviceEntry[] {
    const raw = cookieHeader
      ?.split(';')
      .map((p) => p.trim())
      .find((p) => p.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1);
    if (!raw || raw.length > 1000) return [];
    return raw
      .split('~')
      .map((e) => e.split('.'))
      .filter((p): p is [string, string] => p.length === 2 && NONCE.test(p[0]!) && p[1]!.length === 43)
      .map(([nonce, mac]) => ({ nonce, mac }));
  }

  /** The entry that vouches for this account, or null (none, forged, or another account's). */
  trusted(entries: DeviceEntry[], email: string): DeviceEntry | null {
    return (
      entries.find((e) => {
        const expected = Buffer.from(this.mac(e.nonce, email));
        const given = Buffer.from(e.mac);
        return expected.length === given.length && timingSafeEqual(expected, given);
      }) ?? null
    );
  }

  /**
   * The cookie after a right password for `email`: a fresh entry for it first (a new nonce, so the
   * failures of the old one are left behind), then the browser's other accounts' valid-looking entries.
   */
  issue(entries: DeviceEntry[], email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    const own = this.trusted(entries, email);
    const kept = entries.filter((e) => e !== own).slice(0, ENTRIES_MAX - 1);
    return [{ nonce, mac: this.mac(nonce, email) }, ...kept].map((e) => `${e.nonce}.${e.mac}`).join('~');
  }
}

/** The attempt-counter key of a device entry (hashed: the table holds no cookie). */
export const deviceKey = (entry: DeviceEntry) => `login:device:${sha256(entry.nonce)}`;

/** The Set-Cookie header value: only sent to the sign-in call, never readable by scripts. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/login',
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
