import { effectivePermissions, type TAmRole, type TUserRole, USER_ROLES } from '@statera/shared';
import { expect, it } from 'vitest';
import type { Actor } from '../../src/authz/actor.ts';

/**
 * A client group for policy tests, without a database: top company TOP with subsidiary SUB, managed
 * by the provider user; FOREIGN belongs to another group. Each role gets its usual actor.
 */
export const TOP = '00000000-0000-4000-8000-00000000000a';
export const SUB = '00000000-0000-4000-8000-00000000000b';
export const FOREIGN = '00000000-0000-4000-8000-00000000000f';

export const ROLES = USER_ROLES;

const HOME: Record<TUserRole, { companyId: string | null; managed: 'all' | string[] }> = {
  provider_admin: { companyId: null, managed: 'all' },
  provider_user: { companyId: null, managed: [TOP, SUB] },
  client_admin: { companyId: TOP, managed: [TOP, SUB] },
  company_admin: { companyId: SUB, managed: [SUB] },
  client_user: { companyId: TOP, managed: [] },
  approver: { companyId: TOP, managed: [] },
  specialist: { companyId: TOP, managed: [] },
  api_user: { companyId: null, managed: [] },
};

export interface ActorOptions {
  amRole?: TAmRole;
  extra?: string[];
  blocked?: string[];
}

/** The actor of a role in the group (its id is `user-<role>`). */
export function actorAs(role: TUserRole, opts: ActorOptions = {}): Actor {
  const home = HOME[role];
  const amRole = opts.amRole ?? 'none';
  return {
    id: `user-${role}`,
    email: `${role}@example.test`,
    role,
    amRole,
    companyId: home.companyId,
    rootCompanyId: home.companyId ? TOP : null,
    managedCompanyIds: home.managed,
    permissions: effectivePermissions({ role, amRole, extra: opts.extra ?? [], blocked: opts.blocked ?? [] }),
  };
}

/**
 * One rule, tried by every role: those listed are allowed, every other role is refused. Call it once
 * with a subject the rule should allow (the allowed case) and once with one it must refuse (for
 * example another group's record: the denied case).
 */
export function eachRole(name: string, check: (actor: Actor) => boolean, allowed: readonly TUserRole[]): void {
  it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))(`${name}: %s → %s`, (role, expected) => {
    expect(check(actorAs(role))).toBe(expected);
  });
}
