import type { TDepartmentOptionsQuery, TOption, TUserOption } from '@statera/shared';
import { SEAT_ROLES } from '@statera/shared';
import { and, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { presentUserOption } from '../users/user.presenter.ts';

/** GET companies/{id}/departments: live departments by name; `initialValue` kept, `excludeIds` left out. */
export async function listDepartments(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TDepartmentOptionsQuery = {},
): Promise<TOption[]> {
  await managedCompany(db, actor, companyId);
  const conds: SQL[] = [eq(departments.companyId, companyId), isNull(departments.deletedAt)];
  if (q.queryString) conds.push(ilike(departments.name, `%${escapeLike(q.queryString)}%`));
  if (q.excludeIds?.length) conds.push(notInArray(departments.id, q.excludeIds));
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(...conds))
    .orderBy(departments.name);
  if (!q.initialValue || rows.some((r) => r.id === q.initialValue)) return rows;
  const [initial] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, q.initialValue), eq(departments.companyId, companyId)));
  return initial ? [initial, ...rows] : rows;
}

/** Active users of the company's group who may be given the role. */
export async function listUserOptions(
  db: Db,
  actor: Actor,
  companyId: string,
  opts: { role?: 'specialist' | 'approver'; queryString?: string; excludeIds?: string[]; canBeAm?: boolean },
): Promise<TUserOption[]> {
  const company = await managedCompany(db, actor, companyId);
  const conds: SQL[] = [
    inArray(users.companyId, await groupCompanyIds(db, company.rootId)),
    eq(users.status, 'active'),
  ];
  if (opts.role) conds.push(inArray(users.role, [...SEAT_ROLES[opts.role]]));
  if (opts.excludeIds?.length) conds.push(notInArray(users.id, opts.excludeIds));
  // Appeal managers are company people: not provider staff or API users (users.policy canBeAm).
  if (opts.canBeAm) conds.push(notInArray(users.role, ['provider_admin', 'provider_user', 'api_user']));
  if (opts.queryString) {
    const q = `%${escapeLike(opts.queryString)}%`;
    conds.push(or(ilike(users.email, q), ilike(users.firstName, q), ilike(users.lastName, q))!);
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(...conds))
    .orderBy(users.lastName, users.firstName)
    .limit(100);
  return rows.map(presentUserOption);
}

/** Re-exported for the company module's own files; other modules import it from `authz/tenancy.ts`. */
export { managedCompany };
