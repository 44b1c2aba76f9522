import { createHash, randomBytes, type webcrypto } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@statera/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

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
  /**
   * The HMAC key imported once: given raw bytes, jose imports them into WebCrypto on every sign and
   * verify, which cost more than the signature check itself on each request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
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

  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: 'statera',
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
      if (payload.iat > now + ISSUED_AT_SKEW_SECONDS) return null;
      if (payload.exp - payload.iat > ACCESS_TOKEN_TTL_SECONDS + ISSUED_AT_SKEW_SECONDS) return null;
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { sub: payload.sub, sid: payload.sid, typ: 'access' };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
