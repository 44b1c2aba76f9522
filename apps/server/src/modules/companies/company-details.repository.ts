import { ACTIVE_APPEAL_STATUSES, type TCompanyReportSummary, type TOption, type TUserOption } from '@statera/shared';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { appeals, companies, companyCounters, companyReports, departments, users } from '../../db/schema/index.ts';
import { inIds } from '../../lib/id-array.ts';
import { jsonObjectOfColumns, jsonValuesOf } from '../../lib/json-row.ts';
import { presentUserOption, userOptionColumns } from '../users/user.presenter.ts';

export type CompanyRow = typeof companies.$inferSelect;
type UserRecord = typeof users.$inferSelect;
/** A company row with the manager it shows (its own, else its client's). */
export type CompanyWithManager = { company: CompanyRow; managerId: string | null };

export interface CompanyAdministrator extends TUserOption {
  status: 'awaiting_invitation' | 'invited' | 'active' | 'archived';
}

/** What list items need beside their rows, loaded in a handful of queries for a whole page. */
export interface CompanyExtras {
  parents: Map<string, TOption>;
  managers: Map<string, TUserOption>;
  counts: Map<string, { engagementCount: number; activeEngagementCount: number }>;
  departments: Map<string, number>;
  administrators: Map<string, CompanyAdministrator[]>;
}

const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];

export async function userOptions(db: DbOrTx, ids: string[]): Promise<Map<string, TUserOption>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(userOptionColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, presentUserOption(u)]));
}

/** The columns an administrator row needs (a user option, their company and status). */
const administratorColumns = { ...userOptionColumns, companyId: users.companyId, status: users.status };

type Json = Record<string, unknown>;
/** `coalesce(json_agg(<object>), '[]')` over `from`: a related list folded into one column. */
const jsonList = (object: SQL, from: SQL, order?: SQL) =>
  sql`(select coalesce(json_agg(${object}${order ? sql` order by ${order}` : sql``}), '[]'::json) ${from})`;

/**
 * What a page of companies shows beside its rows (parents' names, managers, engagement counts kept
 * by the company_counters triggers, department counts, administrators), in one statement: each
 * part a json list, so a page costs one round trip however many parts it shows.
 */
export async function loadCompanyExtras(db: DbOrTx, rows: CompanyWithManager[]): Promise<CompanyExtras> {
  const ids = rows.map((r) => r.company.id);
  if (ids.length === 0)
    return {
      parents: new Map(),
      managers: new Map(),
      counts: new Map(),
      departments: new Map(),
      administrators: new Map(),
    };
  const parentIds = unique(rows.map((r) => r.company.parentId));
  const managerIds = unique(rows.map((r) => r.managerId));
  const result = await db.execute(sql`select
    ${jsonList(
      sql`json_build_object('id', ${companies.id}, 'name', ${companies.name})`,
      sql`from ${companies} where ${inIds(companies.id, parentIds)}`,
    )} as parents,
    ${jsonList(jsonObjectOfColumns(userOptionColumns, 'users'), sql`from ${users} where ${inIds(users.id, managerIds)}`)} as managers,
    ${jsonList(
      sql`json_build_object('companyId', ${companyCounters.companyId}, 'engagementCount', ${companyCounters.engagementCount}, 'activeEngagementCount', ${companyCounters.activeEngagementCount})`,
      sql`from ${companyCounters} where ${inIds(companyCounters.companyId, ids)}`,
    )} as counts,
    ${jsonList(
      sql`json_build_object('companyId', d.company_id, 'n', d.n)`,
      sql`from (select ${departments.companyId} as company_id, count(*)::int as n from ${departments}
        where ${and(inIds(departments.companyId, ids), isNull(departments.deletedAt))} group by ${departments.companyId}) as d`,
    )} as departments,
    ${jsonList(
      jsonObjectOfColumns(administratorColumns, 'users'),
      sql`from ${users} where ${and(
        inIds(users.companyId, ids),
        inArray(users.role, ['client_admin', 'company_admin']),
        ne(users.status, 'archived'),
        isNull(users.deletedAt),
      )}`,
      sql`${users.lastName}, ${users.firstName}`,
    )} as administrators`);
  const [row] = rowsOf<Record<'parents' | 'managers' | 'counts' | 'departments' | 'administrators', Json[]>>(result);
  const administrators = new Map<string, CompanyAdministrator[]>();
  for (const json of row!.administrators) {
    const r = jsonValuesOf(administratorColumns, json) as Pick<
      UserRecord,
      'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId'
    > & {
      companyId: string;
      status: CompanyAdministrator['status'];
    };
    const list = administrators.get(r.companyId) ?? [];
    list.push({ ...presentUserOption(r), status: r.status });
    administrators.set(r.companyId, list);
  }
  return {
    parents: new Map(row!.parents.map((p) => [p.id as string, { id: p.id as string, name: p.name as string }])),
    managers: new Map(
      row!.managers.map((json) => {
        const u = jsonValuesOf(userOptionColumns, json) as Pick<
          UserRecord,
          'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId'
        >;
        return [u.id, presentUserOption(u)];
      }),
    ),
    counts: new Map(
      row!.counts.map((c) => [
        c.companyId as string,
        { engagementCount: c.engagementCount as number, activeEngagementCount: c.activeEngagementCount as number },
      ]),
    ),
    departments: new Map(row!.departments.map((d) => [d.companyId as string, d.n as number])),
    administrators,
  };
}

/** The company's lead appeal manager (one per company), if any. */
export async function leadAppealManager(db: DbOrTx, companyId: string): Promise<TUserOption | null> {
  const [row] = await db
    .select(userOptionColumns)
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.amRole, 'lead_appeal_manager'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ? presentUserOption(row) : null;
}

/**
 * The company's appeal under way with the nearest statutory deadline, if any (a client's page also
 * counts its subsidiaries' appeals: archiving the client archives them).
 */
export async function activeAppealOf(db: DbOrTx, company: Pick<CompanyRow, 'id' | 'parentId'>): Promise<string | null> {
  const inCompany =
    company.parentId === null
      ? or(
          eq(appeals.companyId, company.id),
          inArray(
            appeals.companyId,
            db.select({ id: companies.id }).from(companies).where(eq(companies.parentId, company.id)),
          ),
        )
      : eq(appeals.companyId, company.id);
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(inCompany, inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])))
    .orderBy(sql`${appeals.statutoryDeadline} asc nulls last`, asc(appeals.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The company's report (spec §3 Company `report`): its row, read for the company page. */
export async function companyReportOf(db: DbOrTx, companyId: string): Promise<TCompanyReportSummary | null> {
  const [row] = await db
    .select({
      id: companyReports.id,
      createdAt: companyReports.createdAt,
      status: companyReports.status,
      progress: companyReports.progress,
    })
    .from(companyReports)
    .where(eq(companyReports.companyId, companyId));
  return row
    ? { id: row.id, dateCreated: row.createdAt.toISOString(), status: row.status, progress: row.progress }
    : null;
}
