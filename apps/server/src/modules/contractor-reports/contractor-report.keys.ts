import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@statera/shared';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The two secrets of a contractor link. The link key (32 random bytes, base64url: 256 bits) is stored
 * as its SHA-256, enough for a value nobody can guess. The 8-digit download code has only 10^8
 * values, so a plain hash could be reversed offline from a copy of the database: it is stored as an
 * HMAC-SHA256 keyed by the server secret and bound to its link.
 */
export interface LinkSecrets {
  key: string;
  keyHash: string;
  code: string;
  codeHash: string;
}

export const hashLinkKey = (key: string): string => sha256(key);

function codeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('statera/contractor-report-code').digest();
}

export function hashDownloadCode(secret: string, linkKeyHash: string, code: string): string {
  return createHmac('sha256', codeKey(secret)).update(`${linkKeyHash}:${code}`).digest('hex');
}

/** Whether `code` is the link's code (constant-time comparison). */
export function codeMatches(secret: string, linkKeyHash: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashDownloadCode(secret, linkKeyHash, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newLinkSecrets(secret: string): LinkSecrets {
  const key = randomBytes(32).toString('base64url');
  const keyHash = hashLinkKey(key);
  const code = String(randomInt(0, 10 ** LIMITS.individualCodeLength)).padStart(LIMITS.individualCodeLength, '0');
  return { key, keyHash, code, codeHash: hashDownloadCode(secret, keyHash, code) };
}

/** The public page of a link. */
export const contractorReportUrl = (publicUrl: string, key: string) =>
  `${publicUrl.replace(/\/+$/, '')}/contractor-reports/${key}`;
