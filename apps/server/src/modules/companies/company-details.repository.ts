import { ACTIVE_APPEAL_STATUSES, type TOption, type TUserOption } from '@statera/shared';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appeals, companies, companyCounters, departments, users } from '../../db/schema/index.ts';
import { presentUserOption, userOptionColumns } from '../users/user.presenter.ts';

export type CompanyRow = typeof companies.$inferSelect;
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

/** The engagement counts of each company, as kept by the company_counters triggers (no row: none). */
async function engagementCounts(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({
      companyId: companyCounters.companyId,
      engagementCount: companyCounters.engagementCount,
      activeEngagementCount: companyCounters.activeEngagementCount,
    })
    .from(companyCounters)
    .where(inArray(companyCounters.companyId, ids));
  return new Map(rows.map((r) => [r.companyId, r]));
}

async function departmentCounts(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({ companyId: departments.companyId, n: sql<number>`count(*)::int` })
    .from(departments)
    .where(and(inArray(departments.companyId, ids), isNull(departments.deletedAt)))
    .groupBy(departments.companyId);
  return new Map(rows.map((r) => [r.companyId, r.n]));
}

/** Admins of each company: client admins of a top company, company admins of a subsidiary; not archived. */
async function administrators(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({ ...userOptionColumns, companyId: users.companyId, status: users.status })
    .from(users)
    .where(
      and(
        inArray(users.companyId, ids),
        inArray(users.role, ['client_admin', 'company_admin']),
        ne(users.status, 'archived'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.lastName, users.firstName);
  const out = new Map<string, CompanyAdministrator[]>();
  for (const r of rows) {
    const list = out.get(r.companyId!) ?? [];
    list.push({ ...presentUserOption(r), status: r.status });
    out.set(r.companyId!, list);
  }
  return out;
}

export async function userOptions(db: DbOrTx, ids: string[]): Promise<Map<string, TUserOption>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(userOptionColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, presentUserOption(u)]));
}

async function companyOptions(db: DbOrTx, ids: string[]): Promise<Map<string, TOption>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((c) => [c.id, c]));
}

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
  const [parents, managers, counts, deps, admins] = await Promise.all([
    companyOptions(db, unique(rows.map((r) => r.company.parentId))),
    userOptions(db, unique(rows.map((r) => r.managerId))),
    engagementCounts(db, ids),
    departmentCounts(db, ids),
    administrators(db, ids),
  ]);
  return { parents, managers, counts, departments: deps, administrators: admins };
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
