import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file-download token works (docs/decisions/appeal-contractor-link.md). */
export const ATTACHMENT_TOKEN_SECONDS = 5 * 60;

const SIG_BYTES = 32;
const ID_BYTES = 16;
const EXP_BYTES = 4;

function tokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('statera/appeal-attachment-token').digest();
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * A token that stands in for the appeal key in file URLs: the appeal id and an expiry (5 minutes),
 * signed with HMAC-SHA256 under a key derived from the server secret. It proves that its holder had
 * the key a moment ago, so downloads work as plain links without the key in the address.
 */
export function signAttachmentToken(
  secret: string,
  appealId: string,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ATTACHMENT_TOKEN_SECONDS;
  const payload = Buffer.alloc(ID_BYTES + EXP_BYTES);
  uuidBytes(appealId).copy(payload, 0);
  payload.writeUInt32BE(exp, ID_BYTES);
  const sig = createHmac('sha256', tokenKey(secret)).update(payload).digest();
  return { token: Buffer.concat([payload, sig]).toString('base64url'), expiresAt: new Date(exp * 1000) };
}

/** The appeal id a token was issued for, or null when it is forged, damaged or expired. */
export function verifyAttachmentToken(secret: string, token: string, now = new Date()): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== ID_BYTES + EXP_BYTES + SIG_BYTES) return null;
  const payload = raw.subarray(0, ID_BYTES + EXP_BYTES);
  const expected = createHmac('sha256', tokenKey(secret)).update(payload).digest();
  if (!timingSafeEqual(expected, raw.subarray(ID_BYTES + EXP_BYTES))) return null;
  if (payload.readUInt32BE(ID_BYTES) * 1000 <= now.getTime()) return null;
  return uuidOf(payload.subarray(0, ID_BYTES));
}
