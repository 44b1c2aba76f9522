import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTACHMENT_TOKEN_MINUTES } from '@statera/shared';

/**
 * Signed download links (`/api/attachments/{id}?token=…`). A browser navigation or an <iframe> sends
 * no bearer token, so the link itself carries who may read which file until when:
 * `base64url(fileId ‖ userId ‖ expiresAtSeconds).base64url(HMAC-SHA256, first 128 bits)`, the key derived from the
 * server's JWT secret with its own label (a link is never a valid access token, nor the reverse).
 * Nothing is stored: a link dies when it expires (minutes), and at download the user must still be
 * active and still see the file, so revoking access also revokes the links already given.
 */
export interface AttachmentTokenClaims {
  fileId: string;
  userId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenCheck = { ok: true; claims: AttachmentTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
/** 16-byte file id, 16-byte user id, 4-byte expiry (Unix seconds). */
const PAYLOAD_BYTES = 36;
/** The HMAC truncated to 128 bits: plenty against forgery, short enough for a path segment (< 100 chars). */
const MAC_BYTES = 16;

export class AttachmentTokens {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('statera attachment links v1').digest();
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }

  /** A link for the user to the file, valid for ATTACHMENT_TOKEN_MINUTES from `now`. */
  sign(fileId: string, userId: string, now = new Date()): { token: string; expiresAt: Date } {
    if (!UUID.test(fileId) || !UUID.test(userId)) throw new Error('Attachment links name a file and a user by id.');
    const seconds = Math.floor(now.getTime() / 1000) + ATTACHMENT_TOKEN_MINUTES * 60;
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    uuidBytes(fileId).copy(payload, 0);
    uuidBytes(userId).copy(payload, 16);
    payload.writeUInt32BE(seconds, 32);
    return {
      token: `${payload.toString('base64url')}.${this.mac(payload).toString('base64url')}`,
      expiresAt: new Date(seconds * 1000),
    };
  }

  /** The claims of an authentic link; `expired` only for an authentic one past its time. */
  verify(token: string, now = new Date()): TokenCheck {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const payload = Buffer.from(encoded, 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (payload.length !== PAYLOAD_BYTES || given.length !== MAC_BYTES) return { ok: false, reason: 'invalid' };
    if (!timingSafeEqual(given, this.mac(payload))) return { ok: false, reason: 'invalid' };
    const expiresAt = new Date(payload.readUInt32BE(32) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      claims: { fileId: uuidOf(payload.subarray(0, 16)), userId: uuidOf(payload.subarray(16, 32)), expiresAt },
    };
  }
}
