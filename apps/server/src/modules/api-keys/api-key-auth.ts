import type { TApiScope } from '@statera/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type ApiKeyRef, actorUserColumns, type KeyUser } from '../../authz/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys, companies, holdingSettings, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { sha256 } from '../../lib/tokens.ts';
import { API_KEY_PREFIX } from './api-key.service.ts';

/** A live key as the auth hook needs it: its user, itself, its user's group and the group's blocks. */
export interface KeyIdentity {
  userId: string;
  /** The key's user as `loadActor` reads a person (read in the key's own statement). */
  user: KeyUser;
  key: ApiKeyRef;
  /** The top company of the user's group and its live subsidiaries. */
  groupIds: string[];
  blocked: string[];
}

/**
 * The key's statement, prepared (it runs on every request of the public API: rendered once, planned
 * once per connection). Expiry is compared with the transaction's `now()`.
 */
const keyQuery = preparedQuery((db: DbOrTx, name: string) => {
  const root = sql`coalesce(${companies.parentId}, ${companies.id})`;
  return db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      ...actorUserColumns,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      rate: apiKeys.rateLimitPerMinute,
      lastUsedAt: apiKeys.lastUsedAt,
      blocked: holdingSettings.blockedPermissions,
      groupIds: sql<
        string[]
      >`array(select g.id from ${companies} g where (g.id = ${root} or g.parent_id = ${root}) and g.deleted_at is null)`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(holdingSettings, eq(holdingSettings.companyId, root))
    .where(
      and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt), sql`${apiKeys.expiresAt} > now()`),
    )
    .prepare(name);
});

/**
 * The live (not revoked, not expired) key of a request with its user, or null, in one query (one
 * round trip: the user is not read again by `loadActor`); notes the last use at most once a minute
 * (a list shows it; a write on every request would cost more than it tells).
 */
export async function authenticateApiKey(db: Db, secret: string): Promise<KeyIdentity | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const now = new Date();
  const [row] = await keyQuery(db, 'api_key').execute({ hash: sha256(secret) });
  if (!row) return null;
  if (!row.lastUsedAt || row.lastUsedAt.getTime() < now.getTime() - 60_000) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000))),
        ),
      );
  }
  return {
    userId: row.userId,
    user: {
      id: row.userId,
      email: row.email,
      role: row.role,
      amRole: row.amRole,
      status: row.status,
      companyId: row.companyId,
      rootCompanyId: row.companyId ? (row.parentId ?? row.companyId) : null,
    },
    key: { id: row.id, name: row.name, scopes: row.scopes as TApiScope[], rateLimitPerMinute: row.rate },
    groupIds: row.groupIds ?? [],
    blocked: row.blocked ?? [],
  };
}
