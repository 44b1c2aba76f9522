import {
  apiScopePermissions,
  effectivePermissions,
  type TAmRole,
  type TApiScope,
  type TPermission,
  type TUserRole,
} from '@statera/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, holdingSettings, refreshTokens, users } from '../db/schema/index.ts';
import { preparedQuery } from '../lib/prepared.ts';

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
  /**
   * Effective permissions: the role's, the appeal-management role's and the user's extra grants,
   * minus the group's blocked ones (read with the actor, so `can()` costs no query).
   */
  permissions: readonly TPermission[];
  /** The session (refresh-token family) of the access token; absent for API keys and tools. */
  sessionId?: string;
  /**
   * Set when an API key makes the request (docs/decisions/api-keys.md): the key acts for its API
   * user within the user's client group, holding only the permissions its scopes grant; policies ask
   * `hasScope` for what a permission does not say (reading determinations, statements).
   */
  apiKey?: ApiKeyRef;
}

/** The API key behind a request, as the policies and the audit need it. */
export interface ApiKeyRef {
  id: string;
  name: string;
  scopes: readonly TApiScope[];
  rateLimitPerMinute: number;
}

/**
 * Loads the actor for a user id, or null when the user is missing or not active — or, given the
 * session of an access token, when that session has ended (logout, refresh-token reuse, archive,
 * password recovery or change, forced reset: every live token of its family is revoked). The
 * session check rides on the user query (an EXISTS on the indexed family id), and the group's
 * blocked permissions on a join, so a request still costs one query here (plus the managed
 * companies of provider users and client admins).
 */
export async function loadActor(db: DbOrTx, userId: string, sessionId?: string): Promise<Actor | null> {
  const [row] = sessionId
    ? await actorQuery(db, 'actor_with_session').execute({ userId, sessionId })
    : await actorQuery(db, 'actor').execute({ userId });
  if (row?.status !== 'active' || !row.sessionLive) return null;
  const rootCompanyId = row.companyId ? (row.parentId ?? row.companyId) : null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    amRole: row.amRole,
    companyId: row.companyId,
    rootCompanyId,
    managedCompanyIds: row.role === 'provider_admin' ? 'all' : [...(row.managed ?? [])].sort(),
    permissions: effectivePermissions({
      role: row.role,
      amRole: row.amRole,
      extra: row.extra,
      blocked: row.blocked ?? [],
    }),
    ...(sessionId ? { sessionId } : {}),
  };
}

/**
 * What an actor is made of from the user's row and their company's (joined as `companies`): the
 * person's query and an API key's (`authenticateApiKey`) select these.
 */
export const actorUserColumns = {
  email: users.email,
  role: users.role,
  amRole: users.amRole,
  status: users.status,
  companyId: users.companyId,
  parentId: companies.parentId,
};

/**
 * The actor's query, prepared (`lib/prepared.ts`): it runs on every signed-in request, so neither
 * Drizzle nor PostgreSQL parses and plans it again each time. With a session, its liveness rides on
 * the user query.
 */
const actorQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      sessionLive:
        name === 'actor_with_session'
          ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`
          : sql<boolean>`true`,
      id: users.id,
      ...actorUserColumns,
      extra: users.permissions,
      blocked: holdingSettings.blockedPermissions,
      managed: managedCompaniesSql,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(holdingSettings, eq(holdingSettings.companyId, sql`coalesce(${companies.parentId}, ${companies.id})`))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The companies the user manages, read in the actor's own query: a provider user's clients and their
 * subsidiaries, a client admin's group, a company admin's company; nobody else manages any (provider
 * admins manage all, decided from the role).
 */
const managedCompaniesSql = sql<string[]>`(case ${users.role}
  when 'provider_user' then array(select c.id from ${companies} c where c.manager_id = ${users.id}
    or c.parent_id in (select m.id from ${companies} m where m.manager_id = ${users.id}))
  when 'client_admin' then array(select c.id from ${companies} c where c.id = ${users.companyId} or c.parent_id = ${users.companyId})
  when 'company_admin' then array_remove(array[${users.companyId}], null)
  else '{}'::uuid[] end)`;

/** The key's user as its actor needs it (read with the key, `authenticateApiKey`). */
export type KeyUser = Pick<Actor, 'id' | 'email' | 'role' | 'amRole' | 'companyId' | 'rootCompanyId'> & {
  status: string;
};

/**
 * The actor of an API key: its API user, managing the user's whole client group (`groupIds`: the top
 * company and its subsidiaries), with the permissions the key's scopes grant minus those the group
 * blocks. Null when the user is not active or no API user of a group (such a key acts for nobody).
 */
export function keyActor(
  user: KeyUser,
  key: ApiKeyRef,
  groupIds: readonly string[],
  blocked: readonly string[],
): Actor | null {
  if (user.status !== 'active' || user.role !== 'api_user' || !user.rootCompanyId) return null;
  const granted = apiScopePermissions(key.scopes).filter((p) => !blocked.includes(p));
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    amRole: user.amRole,
    companyId: user.companyId,
    rootCompanyId: user.rootCompanyId,
    managedCompanyIds: [...groupIds].sort(),
    permissions: granted,
    apiKey: key,
  };
}

/**
 * Whether the actor may use what the scope covers: people (a session) always — their role and
 * permissions decide —, an API key only when it was made with the scope.
 */
export const hasScope = (actor: Actor, scope: TApiScope): boolean =>
  !actor.apiKey || actor.apiKey.scopes.includes(scope);

/** Whether the actor holds the permission (role, appeal role and grants, minus the group's blocks). */
export const can = (actor: Actor, permission: TPermission): boolean => actor.permissions.includes(permission);

/**
 * Whether the actor manages every company of the group whose top company is `rootId`: provider
 * admins manage all; a provider user's, a client admin's and an API key's managed companies are
 * whole groups (`managedCompaniesSql`, `keyActor`), a company admin's their one company only.
 */
export function managesGroup(actor: Actor, rootId: string): boolean {
  if (actor.managedCompanyIds === 'all') return true;
  return actor.role !== 'company_admin' && actor.managedCompanyIds.includes(rootId);
}

/**
 * Whether `viewer` reaches every engagement a list of `owner`'s own can show, so that such a list
 * needs no condition of the viewer's: the owner's seats lie in the owner's group (a seat is held by
 * a person of the engagement's group: `seatHolder`; a user's company never changes, nor a company's
 * parent or an engagement's company — a feature that moved them across groups must revisit this),
 * and the companies the owner manages are named.
 */
export function reachesAllOf(viewer: Actor, owner: Actor): boolean {
  if (viewer.managedCompanyIds === 'all') return true;
  if (owner.managedCompanyIds === 'all' || !owner.rootCompanyId) return false;
  return managesGroup(viewer, owner.rootCompanyId) && owner.managedCompanyIds.every((id) => managesCompany(viewer, id));
}

/** Whether the company is among those the actor manages (provider admins: every company). */
export function managesCompany(actor: Actor, companyId: string): boolean {
  return actor.managedCompanyIds === 'all' || actor.managedCompanyIds.includes(companyId);
}
