import { createHash } from 'node:crypto';
import { ERROR_KEYS } from '@statera/shared';
import { AppError } from '../../lib/app-error.ts';
import type { EngagementRecord } from './engagement.repository.ts';

/**
 * The version of an engagement as stored (every column: any change, by anyone, makes a new one). The
 * public API sends it as the ETag and takes it back as If-Match, so two systems editing one
 * engagement cannot silently overwrite each other (docs/decisions/public-api.md).
 */
export function engagementVersion(record: EngagementRecord): string {
  return `"${createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 27)}"`;
}

/** 412 unless the stored engagement is still the version the caller read. */
export function expectVersion(record: EngagementRecord, expected: string | undefined): void {
  if (expected === undefined) return;
  if (engagementVersion(record) !== expected.replace(/^W\//, ''))
    throw new AppError(412, ERROR_KEYS.preconditionFailed, 'The engagement changed since this version was read.');
}
