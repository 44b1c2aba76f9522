import { randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  ERROR_KEYS,
  type TApiKeySummary,
  type TCreateApiKey,
  type TCreatedApiKey,
  ZCreateApiKey,
} from '@statera/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { ownApiKeyScope } from '../../authz/record-scopes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { consumeAuthorization } from '../authorization-tokens/authorization-token.service.ts';
import { presentApiKey } from './api-key.presenter.ts';

export const API_KEY_PREFIX = 'st_';
const DAY_MS = 86_400_000;

/** A new secret: 32 random bytes; only its SHA-256 and a readable prefix are kept. */
function newSecret(): { key: string; keyHash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: sha256(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

/** The actor's key by id (someone else's: 404, the owner in the query), locked for the change. */
async function ownKey(tx: DbOrTx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), ownApiKeyScope(actor)))
    .for('update');
  if (!row) throw notFound('API key');
  authorize(actor, 'apiKey.manage', row);
  return row;
}

/**
 * Makes a named key with the chosen scopes and lifetime for the signed-in API user; the secret is
 * answered once. Needs a fresh authorization token (password confirmation). At most
 * `API_KEY_LIMITS.maxKeysPerUser` live keys (409).
 */
export async function createApiKey(
  db: Db,
  actor: Actor,
  authorizationToken: string | null,
  input: TCreateApiKey,
): Promise<TCreatedApiKey> {
  authorize(actor, 'apiKey.generate');
  const { name, scopes, expiresInDays } = ZCreateApiKey.parse(input);
  return db.transaction(async (tx) => {
    await consumeAuthorization(tx, actor, authorizationToken);
    const now = new Date();
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now)));
    if ((live?.n ?? 0) >= API_KEY_LIMITS.maxKeysPerUser)
      throw conflict(ERROR_KEYS.apiKeyLimit, `At most ${API_KEY_LIMITS.maxKeysPerUser} live API keys.`);
    const secret = newSecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.id,
        keyHash: secret.keyHash,
        prefix: secret.prefix,
        name,
        scopes: [...new Set(scopes)],
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_key.generated',
      entityType: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      after: { keyId: row!.id, name, prefix: secret.prefix, scopes: row!.scopes, expiresAt: row!.expiresAt },
    });
    return { key: secret.key, apiKey: presentApiKey(row!, now) };
  });
}

/** The signed-in API user's keys, newest first (revoked and expired ones too, for the record). */
export async function listApiKeys(db: Db, actor: Actor): Promise<TApiKeySummary[]> {
  authorize(actor, 'apiKey.generate');
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, actor.id)).orderBy(desc(apiKeys.createdAt));
  const now = new Date();
  return rows.map((r) => presentApiKey(r, now));
}

/**
 * A new secret for a live key: same name, scopes, rate and lifetime from now; the old secret stops at
 * once (an integration swaps it in one deploy). Needs a fresh authorization token.
 */
export async function rotateApiKey(
  db: Db,
  actor: Actor,
  authorizationToken: string | null,
  id: string,
): Promise<TCreatedApiKey> {
  return db.transaction(async (tx) => {
    const old = await ownKey(tx, actor, id);
    const now = new Date();
    if (old.revokedAt || (old.expiresAt ?? now) <= now)
      throw conflict(ERROR_KEYS.conflict, 'Only a live key can be rotated; make a new one.');
    await consumeAuthorization(tx, actor, authorizationToken);
    const lifetime = (old.expiresAt ?? now).getTime() - old.createdAt.getTime();
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, old.id));
    const secret = newSecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.id,
        keyHash: secret.keyHash,
        prefix: secret.prefix,
        name: old.name,
        scopes: old.scopes,
        rateLimitPerMinute: old.rateLimitPerMinute,
        expiresAt: new Date(now.getTime() + Math.max(lifetime, DAY_MS)),
        rotatedFromId: old.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_key.rotated',
      entityType: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      before: { keyId: old.id, prefix: old.prefix },
      after: { keyId: row!.id, prefix: secret.prefix },
    });
    return { key: secret.key, apiKey: presentApiKey(row!, now) };
  });
}

/** Stops a key at once (idempotent: revoking a revoked key changes nothing). */
export async function revokeApiKey(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownKey(tx, actor, id);
    if (row.revokedAt) return;
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_key.revoked',
      entityType: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      before: { keyId: row.id, name: row.name, prefix: row.prefix },
    });
  });
}

/** Whether the user holds a live key (hasApiKeyGenerated). */
export async function hasApiKey(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, new Date())))
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
