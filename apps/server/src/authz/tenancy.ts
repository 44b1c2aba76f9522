import type { TCompanyStatus, TUserRole } from '@statera/shared';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { notFound } from '../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { managedCompanyScope, userSeenScope } from './record-scopes.ts';

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

/** A live company the actor manages, or null: the scope is in the query (another tenant's company is simply not found). */
export async function findManagedCompany(db: DbOrTx, actor: Actor, id: string): Promise<CompanyRef | null> {
  const [c] = await db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt), managedCompanyScope(actor, companies.id)));
  return c ? { ...c, rootId: c.parentId ?? c.id } : null;
}

/** A person as the modules that list by person need them. */
export interface PersonRef {
  id: string;
  role: TUserRole;
  companyId: string | null;
}

/**
 * A live person the actor sees (`userPolicy.visible`, in the query; `scope`: a policy's narrower
 * rule on `users`), or null: the lists of a person's companies, engaged entities or assessments
 * start here, so no other tenant's person is ever read.
 */
export async function findVisiblePerson(
  db: DbOrTx,
  actor: Actor,
  id: string,
  scope: SQL = userSeenScope(actor),
): Promise<PersonRef | null> {
  const [u] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), scope));
  return u ?? null;
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
