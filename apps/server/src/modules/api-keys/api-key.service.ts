import { randomBytes } from 'node:crypto';
import type { TApiKey } from '@statera/shared';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { consumeAuthorization } from '../authorization-tokens/authorization-token.service.ts';

export const API_KEY_PREFIX = 'st_';

/**
 * A new key for the actor (shown once): 32 random bytes, stored as SHA-256. Any earlier key of the
 * actor stops working. Needs a fresh authorization token (not for provider admins).
 */
export async function generateApiKey(db: Db, actor: Actor, authorizationToken: string | null): Promise<TApiKey> {
  authorize(actor, 'apiKey.generate');
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, API_KEY_PREFIX.length + 6);
  return db.transaction(async (tx) => {
    await consumeAuthorization(tx, actor, authorizationToken);
    const now = new Date();
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)));
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: actor.id, keyHash: sha256(key), prefix })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_key.generated',
      entityType: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      after: { prefix },
    });
    return { key, prefix, dateCreated: row!.createdAt.toISOString() };
  });
}

/** The user a live API key belongs to, or null. Notes the last use at most once a minute. */
export async function userIdForApiKey(db: Db, key: string): Promise<string | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
  return row.userId;
}

/** Whether the user holds a live key (hasApiKeyGenerated). */
export async function hasApiKey(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .limit(1);
  return !!row;
}

/** Revokes every key of a user (archive, delete). */
export async function revokeApiKeys(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}
