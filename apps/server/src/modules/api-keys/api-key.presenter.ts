import type { TApiKeySummary, TApiScope } from '@statera/shared';
import type { apiKeys } from '../../db/schema/index.ts';

type Row = typeof apiKeys.$inferSelect;

/** A key as listed: never its hash; its state computed at `now`. */
export function presentApiKey(row: Row, now = new Date()): TApiKeySummary {
  const expires = row.expiresAt ?? row.createdAt;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TApiScope[],
    rateLimitPerMinute: row.rateLimitPerMinute,
    dateCreated: row.createdAt.toISOString(),
    dateExpires: expires.toISOString(),
    dateLastUsed: row.lastUsedAt?.toISOString() ?? null,
    dateRevoked: row.revokedAt?.toISOString() ?? null,
    state: row.revokedAt ? 'revoked' : expires <= now ? 'expired' : 'live',
  };
}
