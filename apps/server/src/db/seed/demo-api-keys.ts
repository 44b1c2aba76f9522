import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';
import type { Db } from '../client.ts';
import { apiKeys } from '../schema/index.ts';

const DAY = 86_400_000;

/**
 * The demo API user's keys, as an integration team would have them: a live payroll sync used
 * yesterday, a read-only reporting key never used, and a revoked one. Their secrets are thrown away
 * (only hashes are stored): the demo makes a new key at /api-key-generator to call /api/v1.
 */
export async function seedDemoApiKeys(db: Db, userId: string, now = new Date()): Promise<void> {
  const key = (name: string, scopes: string[], v: { ageDays: number; usedDaysAgo?: number; revoked?: boolean }) => {
    const secret = `st_${randomBytes(32).toString('base64url')}`;
    const createdAt = new Date(now.getTime() - v.ageDays * DAY);
    return {
      userId,
      keyHash: sha256(secret),
      prefix: secret.slice(0, 9),
      name,
      scopes,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 365 * DAY),
      lastUsedAt: v.usedDaysAgo === undefined ? null : new Date(now.getTime() - v.usedDaysAgo * DAY),
      revokedAt: v.revoked ? new Date(now.getTime() - 2 * DAY) : null,
    };
  };
  await db.insert(apiKeys).values([
    key('Payroll sync (Workday)', ['engagements:read', 'engagements:write', 'determinations:read', 'statements:read'], {
      ageDays: 40,
      usedDaysAgo: 1,
    }),
    key('Board reporting', ['engagements:read', 'determinations:read'], { ageDays: 5 }),
    key('Old VMS import', ['engagements:write'], { ageDays: 200, usedDaysAgo: 30, revoked: true }),
  ]);
}
