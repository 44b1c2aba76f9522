import { randomBytes } from 'node:crypto';
import { API_SCOPES, type TApiScope } from '@statera/shared';
import type { Db } from '../../src/db/client.ts';
import { apiKeys } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/tokens.ts';
import { buildUser } from './tenant.ts';

export interface TestApiKey {
  /** The secret, for X-Api-Key. */
  key: string;
  id: string;
  userId: string;
}

/**
 * A live API key of an API user of the company's group (a new API user unless `userId`), stored as
 * the service stores one; every scope unless `scopes`.
 */
export async function buildApiKey(
  db: Db,
  v: {
    companyId: string;
    userId?: string;
    scopes?: readonly TApiScope[];
    name?: string;
    expiresAt?: Date;
    rateLimitPerMinute?: number;
  },
): Promise<TestApiKey> {
  const userId = v.userId ?? (await buildUser(db, { role: 'api_user', companyId: v.companyId })).id;
  const key = `st_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      keyHash: sha256(key),
      prefix: key.slice(0, 9),
      name: v.name ?? 'Test integration',
      scopes: [...(v.scopes ?? API_SCOPES)],
      expiresAt: v.expiresAt ?? new Date(Date.now() + 30 * 86_400_000),
      ...(v.rateLimitPerMinute ? { rateLimitPerMinute: v.rateLimitPerMinute } : {}),
    })
    .returning({ id: apiKeys.id });
  return { key, id: row!.id, userId };
}

/** Headers of a call made with the key. */
export const keyHeaders = (k: { key: string }, extra: Record<string, string> = {}) => ({
  'x-api-key': k.key,
  ...extra,
});
