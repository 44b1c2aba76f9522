import type { TFeatureName } from '@statera/shared';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyFeatures } from '../../db/schema/index.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether `name` is enabled for the client group of `companyId` on `today`: features are held by
 * the group's top company and apply to every subsidiary; only an active subscription whose end date
 * has not passed counts (spec §4: only active counts as enabled).
 */
export async function isFeatureEnabled(
  db: DbOrTx,
  companyId: string,
  name: TFeatureName,
  today: Date = new Date(),
): Promise<boolean> {
  const root = sql`(select coalesce(${companies.parentId}, ${companies.id}) from ${companies} where ${companies.id} = ${companyId})`;
  const [row] = await db
    .select({ id: companyFeatures.id })
    .from(companyFeatures)
    .where(
      and(
        eq(companyFeatures.companyId, root),
        eq(companyFeatures.name, name),
        eq(companyFeatures.status, 'active'),
        or(isNull(companyFeatures.dateEnd), gte(companyFeatures.dateEnd, isoDay(today))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses (403 errors.featureNotActive, through `authorize`) an action whose feature the group of
 * `companyId` does not have on `today`: the group's active features are the rule's input.
 */
export async function authorizeFeature(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  name: TFeatureName,
  today: Date = new Date(),
): Promise<void> {
  authorize(actor, 'featureAccess.use', { name, features: await enabledFeatureNames(db, companyId, today) });
}

/** The features enabled on `today` for the group of `companyId` (one query; for abilities sent to the web). */
export async function enabledFeatureNames(
  db: DbOrTx,
  companyId: string,
  today: Date = new Date(),
): Promise<TFeatureName[]> {
  const root = sql`(select coalesce(${companies.parentId}, ${companies.id}) from ${companies} where ${companies.id} = ${companyId})`;
  const rows = await db
    .select({ name: companyFeatures.name })
    .from(companyFeatures)
    .where(
      and(
        eq(companyFeatures.companyId, root),
        eq(companyFeatures.status, 'active'),
        or(isNull(companyFeatures.dateEnd), gte(companyFeatures.dateEnd, isoDay(today))),
      ),
    );
  return rows.map((r) => r.name);
}
