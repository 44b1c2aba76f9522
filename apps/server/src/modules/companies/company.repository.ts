import type { TCompanyOptionsQuery, TCompanyStatus, TOption } from '@statera/shared';
import { and, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

/** The parent of a company row in list queries (`parent_company`). */
export const parentCompany = alias(companies, 'parent_company');

/** The client's manager: a subsidiary follows its client unless it names its own. */
export const managerIdColumn = sql<string | null>`coalesce(${companies.managerId}, ${parentCompany.managerId})`;

/** The actor's tenancy as a condition on `companies` (null when the actor manages nothing). */
export function managedScope(actor: Actor): SQL | undefined | null {
  if (actor.managedCompanyIds === 'all') return undefined;
  if (actor.managedCompanyIds.length === 0) return null;
  return inArray(companies.id, actor.managedCompanyIds);
}

/**
 * GET company-options: live companies the actor manages, active (and awaiting when asked), by name;
 * `managerId` keeps the clients of one provider user; `initialValue` is always included when the
 * actor manages it, so a form can show its current choice.
 */
export async function listManagedCompanies(
  db: DbOrTx,
  actor: Actor,
  q: Partial<TCompanyOptionsQuery> = {},
): Promise<TOption[]> {
  authorize(actor, 'company.reach');
  const scope = managedScope(actor);
  if (scope === null) return [];
  const statuses: TCompanyStatus[] = q.includeAwaiting ? ['active', 'awaiting'] : ['active'];
  const base: SQL[] = [isNull(companies.deletedAt)];
  if (scope) base.push(scope);
  const conds = [...base, inArray(companies.status, statuses)];
  if (q.managerId) conds.push(sql`${managerIdColumn} = ${q.managerId}`);
  if (q.queryString) conds.push(ilike(companies.name, `%${escapeLike(q.queryString)}%`));
  const select = () =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .leftJoin(parentCompany, eq(parentCompany.id, companies.parentId));
  const rows = await select()
    .where(and(...conds))
    .orderBy(companies.name, companies.id)
    .limit(100);
  if (!q.initialValue || rows.some((r) => r.id === q.initialValue)) return rows;
  const [initial] = await select().where(and(...base, eq(companies.id, q.initialValue)));
  return initial ? [initial, ...rows] : rows;
}
