import { DEFAULT_FEATURE_NAMES, londonDay } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { companyFeatures } from '../../db/schema/index.ts';

/**
 * Gives a new client the default features (archive_user, change_avatar, update_holding, update_user),
 * active without end, in the transaction that creates it; appeal_process and test are sold.
 */
export async function grantDefaultFeatures(tx: DbOrTx, companyId: string, now = new Date()): Promise<void> {
  await tx
    .insert(companyFeatures)
    .values(DEFAULT_FEATURE_NAMES.map((name) => ({ companyId, name, dateStart: londonDay(now) })))
    .onConflictDoNothing();
}
