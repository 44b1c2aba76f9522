import type { TCompanyListQuery, TCompanyPage } from '@statera/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies, companyCounters, users } from '../../db/schema/index.ts';
import { dateWindow, onTimestampColumn } from '../../lib/calendar-sql.ts';
import { escapeLike } from '../../lib/like.ts';
import { presentCompanyListItem } from './company.presenter.ts';
import { managedScope, managerIdColumn, parentCompany } from './company.repository.ts';
import { loadCompanyExtras } from './company-details.repository.ts';

const SORTS: Record<string, SQL> = {
  name: sql`${companies.name}`,
  number: sql`${companies.number}`,
  sector: sql`${companies.sector}`,
  status: sql`${companies.status}`,
  dateCreated: sql`${companies.createdAt}`,
  dateArchived: sql`${companies.archivedAt}`,
  parent: sql`${parentCompany.name}`,
  manager: sql`(select ${users.lastName} || ' ' || ${users.firstName} from ${users} where ${users.id} = ${managerIdColumn})`,
  // Kept per company by triggers (company_counters, joined for these sorts: one hash join instead of
  // a lookup per company): test engagements never count in statistics (spec §3), deleted ones are gone.
  engagementCount: sql`coalesce(${companyCounters.engagementCount}, 0)`,
  activeEngagementCount: sql`coalesce(${companyCounters.activeEngagementCount}, 0)`,
};
const COUNTER_SORTS = new Set(['engagementCount', 'activeEngagementCount']);

/** Which companies a list may show: undefined = all, null = none. */
export type ListScope = SQL | undefined | null;

function filters(q: TCompanyListQuery): SQL[] {
  const conds: SQL[] = [];
  if (q.statuses?.length) conds.push(inArray(companies.status, q.statuses));
  if (q.managerIds?.length) conds.push(inArray(managerIdColumn, q.managerIds));
  if (q.mainOnly) conds.push(isNull(companies.parentId));
  if (q.globalFilter) {
    // `x ilike p` is `lower(x) like lower(p)` in PostgreSQL (a multibyte encoding lowercases both
    // sides); the lowercased columns are kept by PostgreSQL (migration 0050).
    const like = sql`lower(${`%${escapeLike(q.globalFilter)}%`})`;
    conds.push(
      or(
        sql`${companies.nameLower} like ${like}`,
        sql`${companies.numberLower} like ${like}`,
        sql`${parentCompany.nameLower} like ${like}`,
      )!,
    );
  }
  const archived = onTimestampColumn(
    companies.archivedAt,
    dateWindow(q.periodArchivization, q.dateArchivizationFrom, q.dateArchivizationTo),
  );
  if (archived) conds.push(archived);
  return conds;
}

/**
 * A page of live companies within `scope` (and `restrict`), filtered and sorted per spec §7.
 * `rows=ALL` is for provider admins only (the all-companies admin list).
 */
export async function queryCompanies(
  db: DbOrTx,
  actor: Actor,
  q: TCompanyListQuery,
  scope: ListScope,
  restrict?: SQL,
): Promise<TCompanyPage> {
  if (q.rows === 'ALL') authorize(actor, 'companyList.listAllAtOnce');
  authorize(actor, 'companyList.list');
  const rows = q.rows === 'ALL' ? null : q.rows;
  if (scope === null) return { data: [], total: 0, page: q.page, rows: rows ?? 0 };
  const conds = [isNull(companies.deletedAt), ...filters(q)];
  if (scope) conds.push(scope);
  if (restrict) conds.push(restrict);
  const where = and(...conds);
  const [field, dir] = (q.sort ?? 'name|asc').split('|') as [string, 'asc' | 'desc'];
  const order = SORTS[field] ?? SORTS.name!;
  // The total in the page's own statement (an uncorrelated subquery: counted once); a page past the
  // end has no row to carry it, so only then is it counted apart. The whole list at once: its length.
  const counted = sql<number>`(${db
    .select({ n: sql`count(*)::int` })
    .from(companies)
    .leftJoin(parentCompany, eq(parentCompany.id, companies.parentId))
    .where(where)})`;
  const joined = db
    .select({ company: companies, managerId: managerIdColumn, total: rows === null ? sql<number>`0` : counted })
    .from(companies)
    .leftJoin(parentCompany, eq(parentCompany.id, companies.parentId))
    .$dynamic();
  const query = (
    COUNTER_SORTS.has(field) ? joined.leftJoin(companyCounters, eq(companyCounters.companyId, companies.id)) : joined
  )
    .where(where)
    .orderBy(sql`${order} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`, asc(companies.id));
  const page = rows === null ? await query : await query.limit(rows).offset((q.page - 1) * rows);
  const total =
    rows === null
      ? page.length
      : (page[0]?.total ?? rowsOf<{ n: number }>(await db.execute(sql`select ${counted} as n`))[0]!.n);
  const extras = await loadCompanyExtras(db, page);
  return {
    data: page.map((r) => presentCompanyListItem(actor, r, extras)),
    total,
    page: rows === null ? 1 : q.page,
    rows: rows ?? total,
  };
}

/** GET companies: provider admins all, a provider user the clients they manage, a client admin the group. */
export async function listCompanies(db: Db, actor: Actor, q: TCompanyListQuery): Promise<TCompanyPage> {
  return queryCompanies(db, actor, q, managedScope(actor));
}

/** What the actor may see in lists that also show people their own company. */
export function visibleScope(actor: Actor): ListScope {
  const managed = managedScope(actor);
  if (managed === undefined) return undefined;
  const own = actor.companyId ? eq(companies.id, actor.companyId) : null;
  if (managed === null) return own;
  return own ? or(managed, own) : managed;
}
