import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The secret of a worker's appeal link: 32 random bytes (256 bits) in base64url. Only its SHA-256 is
 * stored (appeals.key_hash); a lookup hashes the presented key. The key is never logged.
 */
export interface AppealKey {
  key: string;
  keyHash: string;
}

export const hashAppealKey = (key: string): string => sha256(key);

export function newAppealKey(): AppealKey {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: hashAppealKey(key) };
}
