import {
  SECTORS,
  type TCompanyListQuery,
  type TCompanyPage,
  type TOption,
  type TSector,
  type TSubcompanyOptionsQuery,
  type TUserCompaniesQuery,
  type TUserCompanyOptionsQuery,
} from '@statera/shared';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { findVisiblePerson, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/like.ts';
import { managedScope, managerIdColumn, parentCompany } from './company.repository.ts';
import { queryCompanies, visibleScope } from './company-list.service.ts';

/** GET sectors: the business sectors a company may pick (not for API users). */
export function listSectors(actor: Actor): TSector[] {
  authorize(actor, 'company.reach');
  return [...SECTORS];
}

/** Options (id, name) of live companies matching `conds`, by name; `initialValue` always included when it matches the base. */
async function companyOptions(db: Db, base: SQL[], extra: SQL[], queryString?: string, initialValue?: string) {
  const conds = [isNull(companies.deletedAt), ...base, ...extra];
  if (queryString) conds.push(ilike(companies.name, `%${escapeLike(queryString)}%`));
  const select = () =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .leftJoin(parentCompany, eq(parentCompany.id, companies.parentId));
  const rows: TOption[] = await select()
    .where(and(...conds))
    .orderBy(companies.name, companies.id)
    .limit(100);
  if (!initialValue || rows.some((r) => r.id === initialValue)) return rows;
  const [initial] = await select().where(and(isNull(companies.deletedAt), ...base, eq(companies.id, initialValue)));
  return initial ? [initial, ...rows] : rows;
}

/** GET companies/{id}/subcompany-list: the subsidiaries of a company the actor manages, paged. */
export async function listSubcompanies(db: Db, actor: Actor, id: string, q: TCompanyListQuery): Promise<TCompanyPage> {
  const company = await managedCompany(db, actor, id);
  return queryCompanies(db, actor, q, managedScope(actor), eq(companies.parentId, company.id));
}

/** GET companies/{id}/subcompany-options: subsidiaries by name, active unless `statuses` says otherwise. */
export async function subcompanyOptions(db: Db, actor: Actor, id: string, q: TSubcompanyOptionsQuery) {
  const company = await managedCompany(db, actor, id);
  return companyOptions(
    db,
    [eq(companies.parentId, company.id)],
    [inArray(companies.status, q.statuses?.length ? q.statuses : ['active'])],
    q.queryString,
    q.initialValue,
  );
}

/**
 * The companies a user works for or manages, as a condition: a provider admin all clients, a provider
 * user the clients they manage, anyone else their own company; `includeSubsidiaries` adds the
 * subsidiaries of those clients.
 */
async function userCompaniesCondition(db: Db, actor: Actor, userId: string, includeSubsidiaries: boolean) {
  authorize(actor, 'company.reach');
  const user = await findVisiblePerson(db, actor, userId);
  if (!user) throw notFound('User');
  switch (user.role) {
    case 'provider_admin':
      return includeSubsidiaries ? sql`true` : isNull(companies.parentId);
    case 'provider_user':
      return includeSubsidiaries
        ? sql`${managerIdColumn} = ${user.id}`
        : and(eq(companies.managerId, user.id), isNull(companies.parentId))!;
    default:
      if (!user.companyId) return sql`false`;
      return includeSubsidiaries
        ? or(eq(companies.id, user.companyId), eq(companies.parentId, user.companyId))!
        : eq(companies.id, user.companyId);
  }
}

/** GET users/{userId}/companies: that user's companies the actor may see, as a list page. */
export async function listUserCompanies(
  db: Db,
  actor: Actor,
  userId: string,
  q: TUserCompaniesQuery,
): Promise<TCompanyPage> {
  const cond = await userCompaniesCondition(db, actor, userId, q.includeSubsidiaries ?? false);
  return queryCompanies(db, actor, q, visibleScope(actor), cond);
}

/** GET users/{userId}/company-options: the same companies as options. */
export async function userCompanyOptions(
  db: Db,
  actor: Actor,
  userId: string,
  q: TUserCompanyOptionsQuery,
): Promise<TOption[]> {
  const cond = await userCompaniesCondition(db, actor, userId, q.includeSubsidiaries ?? false);
  const scope = visibleScope(actor);
  if (scope === null) return [];
  return companyOptions(db, scope ? [scope, cond] : [cond], [], q.queryString, q.initialValue);
}
