import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export interface CompanyRef {
  id: string;
  name: string;
  parentId: string | null;
  rootId: string;
  status: 'awaiting' | 'active' | 'archived';
}

/** A company and its group's top company, or null. */
export async function findCompany(db: DbOrTx, id: string): Promise<CompanyRef | null> {
  const [c] = await db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id));
  return c ? { ...c, rootId: c.parentId ?? c.id } : null;
}

/** Ids of a group: the top company and its subsidiaries. */
export async function groupCompanyIds(db: DbOrTx, rootId: string): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.id, rootId), eq(companies.parentId, rootId)));
  return rows.map((r) => r.id);
}

/** Active companies the actor manages, filtered by name. */
export async function listManagedCompanies(db: DbOrTx, actor: Actor, query?: string) {
  const conds: SQL[] = [eq(companies.status, 'active')];
  if (actor.managedCompanyIds !== 'all') {
    if (actor.managedCompanyIds.length === 0) return [];
    conds.push(inArray(companies.id, actor.managedCompanyIds));
  }
  if (query) conds.push(ilike(companies.name, `%${escapeLike(query)}%`));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...conds))
    .orderBy(companies.name)
    .limit(100);
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
