import type { TUserRole } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';
import { forbidden } from '../../lib/app-error.ts';

export interface CompanySubject {
  id: string;
  parentId: string | null;
  status: 'awaiting' | 'active' | 'archived';
}

/** Roles that may archive, restore or delete a subsidiary they manage. */
const SUBSIDIARY_LIFECYCLE_ROLES: readonly TUserRole[] = ['provider_admin', 'provider_user', 'client_admin'];

/** API users reach only the API-key generator and the documentation (spec §6). */
export function refuseApiUser(actor: Actor): void {
  if (actor.role === 'api_user') throw forbidden('API users may only generate API keys and read the documentation.');
}

const manages = (actor: Actor, c: CompanySubject) => actor.role !== 'api_user' && managesCompany(actor, c.id);

/** Admins and provider staff who manage it, and the company's own people, may see a company (not API users). */
export function canViewCompany(actor: Actor, c: CompanySubject): boolean {
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, c.id) || actor.companyId === c.id;
}

/**
 * Archive, restore and delete: a client (top company) only by a provider admin; a subsidiary also by
 * the provider user who manages the client and by the group's client admin.
 */
export function mayChangeLifecycle(actor: Actor, c: CompanySubject): boolean {
  if (c.parentId === null) return actor.role === 'provider_admin';
  return manages(actor, c) && SUBSIDIARY_LIFECYCLE_ROLES.includes(actor.role);
}

/** Group settings: the group admin (client admin of the top company) or a provider admin. */
export function mayEditHolding(actor: Actor, c: CompanySubject): boolean {
  if (c.parentId !== null || c.status === 'archived') return false;
  // Group-level settings only by the group admin (spec §6, identity issue): provider staff view them.
  return actor.role === 'client_admin' && actor.companyId === c.id;
}

/**
 * Abilities sent with a company. The main company's name is locked unless a provider admin edits
 * it (spec §5); nothing but restore and delete applies to an archived company.
 */
export function companyAbilities(actor: Actor, c: CompanySubject): Record<string, boolean> {
  const isMain = c.parentId === null;
  const live = c.status !== 'archived';
  const edit = manages(actor, c) && live;
  const lifecycle = mayChangeLifecycle(actor, c);
  return {
    edit,
    editName: edit && (!isMain || actor.role === 'provider_admin'),
    archive: lifecycle && live,
    restore: lifecycle && !live,
    delete: lifecycle,
    manageDepartments: edit,
    addSubsidiary: isMain && c.status === 'active' && edit && SUBSIDIARY_LIFECYCLE_ROLES.includes(actor.role),
    changeManager: isMain && actor.role === 'provider_admin',
    editHolding: mayEditHolding(actor, c),
    viewHolding: isMain && manages(actor, c),
  };
}
