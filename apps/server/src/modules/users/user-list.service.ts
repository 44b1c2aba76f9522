import {
  PROVIDER_ROLES,
  type TCompanyUserListQuery,
  type TUserListQuery,
  type TUserPage,
  type TUserStatus,
} from '@statera/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { companies, userSearchText, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { presentUserListItem } from './user.presenter.ts';

const SORTS: Record<string, SQL | AnyPgColumn> = {
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  email: users.email,
  role: users.role,
  status: users.status,
  dateCreated: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  company: companies.name,
};

interface Filters {
  page: number;
  rows: number;
  sort?: string;
  globalFilter?: string;
  role?: string;
  statuses?: TUserStatus[];
}

async function page(db: Db, actor: Actor, scope: SQL[], q: Filters): Promise<TUserPage> {
  const conds = [isNull(users.deletedAt), ...scope];
  if (q.role) conds.push(eq(users.role, q.role as never));
  if (q.statuses?.length) conds.push(inArray(users.status, q.statuses));
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(ilike(userSearchText(users), like));
  }
  const where = and(...conds);
  const [field, dir] = (q.sort ?? 'name|asc').split('|') as [string, string];
  const column = SORTS[field] ?? SORTS.name!;
  const rows = await db
    .select({ user: users, company: { id: companies.id, name: companies.name } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(dir === 'desc' ? desc(column) : asc(column), asc(users.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return {
    data: rows.map((r) => presentUserListItem(r.user, r.company?.id ? r.company : null, actor)),
    total: total?.n ?? 0,
    page: q.page,
    rows: q.rows,
  };
}

const statusesOf = (q: { status?: TUserStatus; statuses?: TUserStatus[] }) =>
  q.statuses ?? (q.status ? [q.status] : undefined);

/**
 * All users, for provider staff: provider admins see everyone, provider users the people of the
 * clients they manage. userType gt = provider staff, client = company people.
 */
export async function listUsers(db: Db, actor: Actor, q: TUserListQuery): Promise<TUserPage> {
  authorize(actor, 'userList.listAll');
  const scope: SQL[] = [];
  if (actor.managedCompanyIds !== 'all') {
    if (actor.managedCompanyIds.length === 0) return { data: [], total: 0, page: q.page, rows: q.rows };
    scope.push(inArray(users.companyId, actor.managedCompanyIds));
  }
  if (q.userType === 'gt') scope.push(inArray(users.role, [...PROVIDER_ROLES]));
  if (q.userType === 'client') scope.push(isNotNull(users.companyId));
  if (q.companyIds?.length) scope.push(inArray(users.companyId, q.companyIds));
  return page(db, actor, scope, { ...q, statuses: statusesOf(q) });
}

/**
 * People of a company tree (the company and, for a top company, its subsidiaries), for those who
 * manage it; `companyIds` narrows to some companies of the tree.
 */
export async function listCompanyUsers(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TCompanyUserListQuery,
): Promise<TUserPage> {
  const company = await managedCompany(db, actor, companyId);
  let tree = company.parentId === null ? await groupCompanyIds(db, company.id) : [company.id];
  if (actor.managedCompanyIds !== 'all') {
    const managed = actor.managedCompanyIds;
    tree = tree.filter((id) => managed.includes(id));
  }
  if (q.companyIds?.length) tree = tree.filter((id) => q.companyIds!.includes(id));
  if (tree.length === 0) return { data: [], total: 0, page: q.page, rows: q.rows };
  return page(db, actor, [inArray(users.companyId, tree)], { ...q, statuses: statusesOf(q) });
}
