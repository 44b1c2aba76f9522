import type { TAgencyListQuery } from '@statera/shared';
import { type AnyColumn, and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { groupScope, sharedRecordReached } from '../../authz/group-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, companies, engagements } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

export type AgencyRecord = typeof agencies.$inferSelect;

const count = (where: SQL) =>
  sql<number>`(select count(*)::int from ${engagements} where ${engagements.agencyId} = ${agencies.id} and ${engagements.deletedAt} is null and ${where})`;
/** Live engagements (active or preliminary) of the normal type. */
const activeEngagementCount = count(
  sql`${engagements.status} in ('active', 'preliminary') and ${engagements.type} = 'normal'`,
);
/** Live test engagements. */
const activeTestEngagementCount = count(
  sql`${engagements.status} in ('active', 'preliminary') and ${engagements.type} = 'test'`,
);
const archivedEngagementCount = count(sql`${engagements.status} = 'archived'`);

const columns = {
  agency: agencies,
  mainCompanyName: companies.name,
  activeEngagementCount,
  activeTestEngagementCount,
  archivedEngagementCount,
};
export type AgencyRow = {
  agency: AgencyRecord;
  mainCompanyName: string;
  activeEngagementCount: number;
  activeTestEngagementCount: number;
  archivedEngagementCount: number;
};

const SORTS: Record<string, SQL | AnyColumn> = {
  name: agencies.name,
  number: agencies.number,
  email: agencies.email,
  activeEngagementCount,
  activeTestEngagementCount,
  archivedEngagementCount,
  dateCreated: agencies.createdAt,
  dateModified: agencies.updatedAt,
};

/** The agency with its counts, if the actor reaches its group (else null: 404). */
export async function findAgency(db: DbOrTx, actor: Actor, id: string): Promise<AgencyRow | null> {
  const [row] = await db
    .select(columns)
    .from(agencies)
    .innerJoin(companies, eq(companies.id, agencies.mainCompanyId))
    .where(and(eq(agencies.id, id), groupScope(actor, agencies.mainCompanyId)));
  return (row as AgencyRow | undefined) ?? null;
}

/** Whether the agency exists in the actor's reach (its lists' 404), without its counts. */
export const agencyReached = (db: DbOrTx, actor: Actor, id: string): Promise<boolean> =>
  sharedRecordReached(db, { id: agencies.id, group: agencies.mainCompanyId }, actor, id);

/** The bare agency, locked for a change; null outside the actor's reach. */
export async function lockAgency(db: DbOrTx, actor: Actor, id: string): Promise<AgencyRecord | null> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, id), groupScope(actor, agencies.mainCompanyId)))
    .for('update');
  return row ?? null;
}

/** One page of agencies matching `where` (search on name, number, email, contact; sort and counts in SQL). */
export async function listAgencies(db: DbOrTx, where: SQL, q: TAgencyListQuery) {
  const conds: SQL[] = [where];
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(
      or(
        ilike(agencies.name, like),
        ilike(agencies.number, like),
        ilike(agencies.email, like),
        ilike(agencies.contactName, like),
      )!,
    );
  }
  const [field, dir] = (q.sort ?? 'name|asc').split('|') as [string, 'asc' | 'desc'];
  const column = SORTS[field] ?? agencies.name;
  const rows = await db
    .select(columns)
    .from(agencies)
    .innerJoin(companies, eq(companies.id, agencies.mainCompanyId))
    .where(and(...conds))
    .orderBy(dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(agencies.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agencies)
    .where(and(...conds));
  return { rows: rows as AgencyRow[], total: total?.n ?? 0 };
}

/** Agencies of the group with this name or number (case-insensitive), other than `exceptId`. */
export async function findAgencyClash(
  db: DbOrTx,
  mainCompanyId: string,
  v: { name: string; number?: string | null },
  exceptId?: string,
) {
  const same = [sql`lower(${agencies.name}) = ${v.name.toLowerCase()}`];
  if (v.number) same.push(sql`lower(${agencies.number}) = ${v.number.toLowerCase()}`);
  return db
    .select()
    .from(agencies)
    .where(
      and(eq(agencies.mainCompanyId, mainCompanyId), or(...same), exceptId ? ne(agencies.id, exceptId) : undefined),
    )
    .limit(2);
}

/** Serializes a group's agency writes (check-then-write of the unique name and number). */
export async function lockGroupAgencies(tx: DbOrTx, mainCompanyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agencies:${mainCompanyId}`}))`);
}

/** Ids of the engagements naming the agency (deleted ones too). */
export async function engagementIdsOfAgency(db: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await db.select({ id: engagements.id }).from(engagements).where(eq(engagements.agencyId, agencyId));
  return rows.map((r) => r.id);
}

/** Options: the group's agencies by name; `initialValue` kept. */
export async function agencyOptions(db: DbOrTx, mainCompanyId: string, queryString?: string, initialValue?: string) {
  const base = eq(agencies.mainCompanyId, mainCompanyId);
  const conds: SQL[] = [base];
  if (queryString) conds.push(ilike(agencies.name, `%${escapeLike(queryString)}%`));
  const select = () => db.select({ id: agencies.id, name: agencies.name }).from(agencies);
  const rows = await select()
    .where(and(...conds))
    .orderBy(asc(agencies.name))
    .limit(100);
  if (!initialValue || rows.some((r) => r.id === initialValue)) return rows;
  const initial = await select().where(and(base, eq(agencies.id, initialValue)));
  return [...initial, ...rows];
}
