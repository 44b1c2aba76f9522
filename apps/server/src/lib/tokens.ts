import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
  type webcrypto,
} from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@statera/shared';
import { SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  /** The session (refresh-token family) the token belongs to: it dies with the session. */
  sid: string;
  typ: 'access';
}

/** How far ahead of our clock a token's `iat` may be (clock skew between processes), in seconds. */
export const ISSUED_AT_SKEW_SECONDS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and verifies 15-minute access JWTs (HS256 only; any other algorithm is refused). Each
 * token names its session (`sid`, the refresh-token family) so that ending the session ends the
 * token too; a token without one is refused. A token without `exp` or `iat`, issued in the future
 * (beyond a small skew) or living longer than an access token does is refused as well.
 */
export class AccessTokens {
  /** For signing (at sign-in and refresh), through jose: imported once, not on every call. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /** For verifying (every request): node's synchronous HMAC. */
  private readonly secret: KeyObject;
  constructor(secret: string) {
    const bytes = new TextEncoder().encode(secret);
    this.key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.secret = createSecretKey(bytes);
  }

  async sign(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .setIssuer('statera')
      .sign(await this.key);
  }

  /**
   * The claims of a valid access token, or null. Checked here with node's synchronous HMAC rather
   * than jose's WebCrypto one: this runs on every request, and WebCrypto hands each check to the
   * thread pool, which cost more than the rest of the token's handling (docs/decisions/performance.md).
   * Stricter than a general JWT verifier: the header must be exactly the one `sign` writes
   * ({"alg":"HS256"}: no other algorithm, no `crit`, `kid` or `b64`), the signature canonical base64url.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, body, signature] = parts as [string, string, string];
    if (header !== SIGNED_HEADER) return null;
    const expected = createHmac('sha256', this.secret).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
    if (!timingSafeEqual(given, expected)) return null;
    let payload: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      payload = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
    const now = Math.floor(Date.now() / 1000);
    if (payload.iss !== 'statera') return null;
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    if (payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    if (payload.iat > now + ISSUED_AT_SKEW_SECONDS) return null;
    if (payload.exp - payload.iat > ACCESS_TOKEN_TTL_SECONDS + ISSUED_AT_SKEW_SECONDS) return null;
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    return { sub: payload.sub, sid: payload.sid, typ: 'access' };
  }
}

/** The protected header `sign` writes: the only one `verify` accepts. */
const SIGNED_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
