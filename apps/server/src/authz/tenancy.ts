import type { TCompanyStatus } from '@statera/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { notFound } from '../lib/app-error.ts';
import { type Actor, managesCompany } from './actor.ts';

/**
 * Tenancy lookups every module shares: the company an actor manages (else 404) and a group's
 * companies. Modules reach another module's company through these, never through its repository.
 */
export interface CompanyRef {
  id: string;
  name: string;
  parentId: string | null;
  rootId: string;
  status: TCompanyStatus;
}

/**
 * A live (not deleted) company and its group's top company, or null. Unscoped: private to this
 * file; services reach companies through `managedCompany` (scoped by the actor).
 */
async function findCompany(db: DbOrTx, id: string): Promise<CompanyRef | null> {
  const [c] = await db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return c ? { ...c, rootId: c.parentId ?? c.id } : null;
}

/** A live company the actor manages, or null (another tenant's company is simply not found). */
export async function findManagedCompany(db: DbOrTx, actor: Actor, id: string): Promise<CompanyRef | null> {
  const company = await findCompany(db, id);
  return company && managesCompany(actor, company.id) ? company : null;
}

/** Ids of a group: the top company and its live subsidiaries. */
export async function groupCompanyIds(db: DbOrTx, rootId: string): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(or(eq(companies.id, rootId), eq(companies.parentId, rootId)), isNull(companies.deletedAt)));
  return rows.map((r) => r.id);
}

/** The company if the actor manages it; otherwise 404 (never reveal other tenants). */
export async function managedCompany(db: DbOrTx, actor: Actor, companyId: string): Promise<CompanyRef> {
  const company = await findManagedCompany(db, actor, companyId);
  if (!company) throw notFound('Company');
  return company;
}
