import { FEATURE_EXPIRY_WARNING_DAYS, type TFeatureListQuery, type TFeatureName } from '@statera/shared';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, companies, companyFeatures, users } from '../../db/schema/index.ts';

export type FeatureRow = typeof companyFeatures.$inferSelect;

/** Enabled on `today`: active and its end (if any) not passed (spec §4: only active counts). */
export const enabledSql = (today: string) =>
  sql<boolean>`(${companyFeatures.status} = 'active' and (${companyFeatures.dateEnd} is null or ${companyFeatures.dateEnd} >= ${today}))`;

/** Features of the client groups in the actor's reach: every client for provider admins. */
export function featureScope(actor: Actor): SQL {
  if (actor.role === 'api_user') return sql`false`;
  if (actor.managedCompanyIds === 'all') return sql`true`;
  const ids = [...actor.managedCompanyIds, ...(actor.rootCompanyId ? [actor.rootCompanyId] : [])];
  return ids.length === 0 ? sql`false` : inArray(companyFeatures.companyId, ids);
}

const SORTS = {
  company: companies.name,
  name: companyFeatures.name,
  status: companyFeatures.status,
  date_start: companyFeatures.dateStart,
  date_end: companyFeatures.dateEnd,
  date_modified: companyFeatures.updatedAt,
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of a feature list, as SQL (search on the client's name, statuses, names, expiring). */
function filters(q: Omit<TFeatureListQuery, 'page' | 'rows' | 'format' | 'sort'>, today: string): SQL[] {
  const conds: SQL[] = [];
  if (q.companyId) {
    conds.push(
      eq(
        companyFeatures.companyId,
        sql`(select coalesce(${companies.parentId}, ${companies.id}) from ${companies} where ${companies.id} = ${q.companyId})`,
      ),
    );
  }
  if (q.statuses?.length) conds.push(inArray(companyFeatures.status, q.statuses));
  if (q.names?.length) conds.push(inArray(companyFeatures.name, q.names));
  if (q.globalFilter) conds.push(ilike(companies.name, `%${escapeLike(q.globalFilter)}%`));
  if (q.expiring) conds.push(expiringSql(today));
  if (q.enabled) conds.push(enabledSql(today));
  return conds;
}

/** Active, not auto-renewing, ending within 30 days of `today` (or today). */
export const expiringSql = (today: string) =>
  sql`(${companyFeatures.status} = 'active' and not ${companyFeatures.autoRenewal} and ${companyFeatures.dateEnd} between ${today}::date and ${today}::date + ${FEATURE_EXPIRY_WARNING_DAYS}::int)`;

/** One page of features (filters, sort and paging in SQL), with the client and who activated each. */
export async function listFeatureRows(db: DbOrTx, actor: Actor, q: TFeatureListQuery, today: string) {
  const where = and(featureScope(actor), isNull(companies.deletedAt), ...filters(q, today));
  const [field, dir] = q.sort.split('|') as [keyof typeof SORTS, 'asc' | 'desc'];
  const order = sql`${SORTS[field]} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        feature: companyFeatures,
        company: { id: companies.id, name: companies.name, parentId: companies.parentId },
        activatedBy: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          position: users.position,
          photoId: users.photoId,
        },
      })
      .from(companyFeatures)
      .innerJoin(companies, eq(companies.id, companyFeatures.companyId))
      .leftJoin(users, eq(users.id, companyFeatures.activatedById))
      .where(where)
      .orderBy(order, asc(companies.name), asc(companyFeatures.name), asc(companyFeatures.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyFeatures)
      .innerJoin(companies, eq(companies.id, companyFeatures.companyId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type FeatureListRow = Awaited<ReturnType<typeof listFeatureRows>>['rows'][number];

/** The provider dashboard's counts in the actor's reach, in one SQL pass. */
export async function featureCounts(db: DbOrTx, actor: Actor, today: string) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${enabledSql(today)})::int`,
      expiring: sql<number>`count(*) filter (where ${expiringSql(today)})::int`,
    })
    .from(companyFeatures)
    .innerJoin(companies, eq(companies.id, companyFeatures.companyId))
    .where(and(featureScope(actor), isNull(companies.deletedAt)));
  return { activeCompanyFeatureCount: row?.active ?? 0, expiringCompanyFeatureCount: row?.expiring ?? 0 };
}

/** The company's row of a feature, locked for the change. */
export async function lockFeature(db: DbOrTx, companyId: string, name: TFeatureName): Promise<FeatureRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, companyId), eq(companyFeatures.name, name)))
    .for('update');
  return row;
}

/** The group's features changed after `since`, and the names enabled on `today`. */
export async function recentFeatureRows(db: DbOrTx, rootId: string, since: Date, today: string) {
  const rows = await db
    .select({
      name: companyFeatures.name,
      status: companyFeatures.status,
      enabled: enabledSql(today),
      updatedAt: companyFeatures.updatedAt,
    })
    .from(companyFeatures)
    .where(eq(companyFeatures.companyId, rootId))
    .orderBy(asc(companyFeatures.name));
  return {
    changed: rows.filter((r) => r.updatedAt > since),
    enabled: rows.filter((r) => r.enabled).map((r) => r.name),
  };
}

/** Whether the company has a live lead appeal manager (to prompt the setup when appeals are switched on). */
export async function hasLeadAppealManager(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.amRole, 'lead_appeal_manager'),
        or(eq(users.status, 'active'), eq(users.status, 'invited'), eq(users.status, 'awaiting_invitation')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Features past their end on `today`: auto-renewing ones to extend, the others to end. */
export async function dueFeatures(db: DbOrTx, today: string) {
  return db
    .select({ feature: companyFeatures, companyName: companies.name })
    .from(companyFeatures)
    .innerJoin(companies, eq(companies.id, companyFeatures.companyId))
    .where(
      and(
        eq(companyFeatures.status, 'active'),
        sql`${companyFeatures.dateEnd} < ${today}`,
        isNull(companies.deletedAt),
      ),
    );
}

/** Active features without auto renewal ending within the warning window, not warned yet for this end. */
export async function featuresToWarn(db: DbOrTx, today: string) {
  return db
    .select({ feature: companyFeatures, companyName: companies.name })
    .from(companyFeatures)
    .innerJoin(companies, eq(companies.id, companyFeatures.companyId))
    .where(
      and(
        expiringSql(today),
        isNull(companies.deletedAt),
        sql`not exists (select 1 from ${auditEvents} where ${auditEvents.entityType} = 'company_feature' and ${auditEvents.entityId} = ${companyFeatures.id} and ${auditEvents.action} = 'feature.expiry_warned' and ${auditEvents.after} ->> 'dateEnd' = ${companyFeatures.dateEnd}::text)`,
      ),
    );
}

/** The client admins of a company (who get subscription emails). */
export async function clientAdmins(db: DbOrTx, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'client_admin'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    );
}
