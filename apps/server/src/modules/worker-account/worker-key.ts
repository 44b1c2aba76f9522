import { randomBytes } from 'node:crypto';
import { DEFAULT_PUBLIC_URL } from '../../lib/public-url.ts';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The secret of the worker's account link: 32 random bytes (256 bits) in base64url, as the appeal
 * link (docs/decisions/appeal-contractor-link.md). Only its SHA-256 is stored; never logged.
 */
export const hashWorkerKey = (key: string): string => sha256(key);

export function newWorkerKey(): { key: string; keyHash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: hashWorkerKey(key) };
}

let linkBase = DEFAULT_PUBLIC_URL;
/** PUBLIC_URL, the base of the worker's link (set by the module at start). */
export function setWorkerLinkBase(url: string | undefined): void {
  if (url) linkBase = url.replace(/\/+$/, '');
}

/** `<PUBLIC_URL>/worker-account/<key>`: the web moves the key out of the address at once. */
export const workerLink = (key: string) => `${linkBase}/worker-account/${key}`;

/** The assessment page (or the approver's review screen) in the notices to the specialist and approver. */
export const assessmentPageLink = (id: string, screen: 'assessment' | 'review') =>
  `${linkBase}/assessments/${id}${screen === 'review' ? '/review' : ''}`;
