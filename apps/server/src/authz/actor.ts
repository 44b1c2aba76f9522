import type { TAmRole, TUserRole } from '@statera/shared';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, refreshTokens, users } from '../db/schema/index.ts';

/** The authenticated user and the company tree they administer; every query is scoped by it. */
export interface Actor {
  id: string;
  email: string;
  role: TUserRole;
  amRole: TAmRole;
  companyId: string | null;
  /** The top company of the actor's group (null for provider staff). */
  rootCompanyId: string | null;
  /** Companies whose engagements and people the actor manages: 'all' for provider admins. */
  managedCompanyIds: 'all' | string[];
  /** The session (refresh-token family) of the access token; absent for API keys and tools. */
  sessionId?: string;
}

export const PROVIDER_ROLES: readonly TUserRole[] = ['provider_admin', 'provider_user'];

/**
 * Loads the actor for a user id, or null when the user is missing or not active — or, given the
 * session of an access token, when that session has ended (logout, refresh-token reuse, archive,
 * password recovery or change, forced reset: every live token of its family is revoked). The
 * session check rides on the user query (an EXISTS on the indexed family id), so a request still
 * costs one query here.
 */
export async function loadActor(db: DbOrTx, userId: string, sessionId?: string): Promise<Actor | null> {
  const sessionLive = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`
    : sql<boolean>`true`;
  const [row] = await db
    .select({
      sessionLive,
      id: users.id,
      email: users.email,
      role: users.role,
      amRole: users.amRole,
      status: users.status,
      companyId: users.companyId,
      parentId: companies.parentId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (row?.status !== 'active' || !row.sessionLive) return null;
  const rootCompanyId = row.companyId ? (row.parentId ?? row.companyId) : null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    amRole: row.amRole,
    companyId: row.companyId,
    rootCompanyId,
    managedCompanyIds: await managedCompanies(db, row.role, row.id, row.companyId),
    ...(sessionId ? { sessionId } : {}),
  };
}

async function managedCompanies(
  db: DbOrTx,
  role: TUserRole,
  userId: string,
  companyId: string | null,
): Promise<'all' | string[]> {
  switch (role) {
    case 'provider_admin':
      return 'all';
    case 'provider_user': {
      const managed = await db.select({ id: companies.id }).from(companies).where(eq(companies.managerId, userId));
      return withSubsidiaries(
        db,
        managed.map((c) => c.id),
      );
    }
    case 'client_admin':
      return companyId ? withSubsidiaries(db, [companyId]) : [];
    case 'company_admin':
      return companyId ? [companyId] : [];
    default:
      return [];
  }
}

async function withSubsidiaries(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(inArray(companies.id, ids), inArray(companies.parentId, ids)));
  return rows.map((r) => r.id);
}

export function managesCompany(actor: Actor, companyId: string): boolean {
  return actor.managedCompanyIds === 'all' || actor.managedCompanyIds.includes(companyId);
}
